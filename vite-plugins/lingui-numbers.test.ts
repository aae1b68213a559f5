import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { INTL_LOCALES } from '~/i18n/locale'
import { LINGUI_NUMBER, patchLinguiNumber } from './lingui-numbers'

const linguiCore = createRequire(import.meta.url)
  .resolve('@lingui/core')
  .replace(/index\.cjs$/, 'index.mjs')
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lingui-patched-'))
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }))

// counts the number formats built
const IntlNumberFormat = Intl.NumberFormat
let numberFormatsBuilt = 0
Intl.NumberFormat = new Proxy(IntlNumberFormat, {
  construct(target, args: ConstructorParameters<typeof IntlNumberFormat>) {
    numberFormatsBuilt++
    return new target(...args)
  },
})
afterAll(() => {
  Intl.NumberFormat = IntlNumberFormat
})
afterEach(() => {
  numberFormatsBuilt = 0
})

/** @lingui/core as the browser build has it. */
async function patchedLingui(): Promise<typeof import('@lingui/core')> {
  const file = path.join(directory, 'lingui-core.mjs')
  fs.writeFileSync(file, patchLinguiNumber(fs.readFileSync(linguiCore, 'utf8'), path.resolve('app')))
  return import(/* @vite-ignore */ file)
}

/** Whole or with up to five decimals, from 0 to millions, either sign. */
function randomNumber(): number {
  const value = Math.random() * 10 ** Math.floor(Math.random() * 8) * (Math.random() < 0.2 ? -1 : 1)
  return Number(value.toFixed(Math.floor(Math.random() * 6)))
}

describe('Lingui plural counts without Intl.NumberFormat (decision 030)', () => {
  test('the installed @lingui/core still has the formatter the patch replaces', () => {
    expect(fs.readFileSync(linguiCore, 'utf8')).toContain(LINGUI_NUMBER)
    expect(() => patchLinguiNumber('export {}', 'app')).toThrow(/@lingui\/core changed/)
  })

  test('plural messages print the counts Intl would, in both languages, without building a number format', async () => {
    const { setupI18n } = await patchedLingui()
    const message = compileMessage('{count, plural, one {# listing} other {# listings}}')
    for (const intlLocale of Object.values(INTL_LOCALES)) {
      const i18n = setupI18n({ locale: 'x', locales: [intlLocale], messages: { x: { m: message } } })
      const intl = new IntlNumberFormat([intlLocale, 'en'])
      const one = (count: number) => new Intl.PluralRules(intlLocale).select(count) === 'one'
      numberFormatsBuilt = 0
      const counts = [0, -0, 1, 2, 2.5, 999, 1000, 1234, 12_345, 1_234_567, -4321, -0.0001, 0.0005, 2.6745, 1e21]
      counts.push(Number.MAX_SAFE_INTEGER, ...Array.from({ length: 2000 }, () => randomNumber()))
      for (const count of counts) {
        expect(i18n._('m', { count })).toBe(`${intl.format(count)} ${one(count) ? 'listing' : 'listings'}`)
      }
      expect(numberFormatsBuilt).toBe(0)
    }
  })

  test('a number with a format keeps Intl', async () => {
    const { setupI18n } = await patchedLingui()
    const i18n = setupI18n({ locale: 'en', locales: ['en-US'], messages: { en: {} } })
    expect(i18n.number(0.256, { style: 'percent' })).toBe('26%')
    expect(numberFormatsBuilt).toBe(1)
  })

  test('a locale the site does not speak keeps Intl', async () => {
    const { setupI18n } = await patchedLingui()
    const i18n = setupI18n({
      locale: 'de',
      locales: ['de-DE'],
      messages: { de: { m: compileMessage('{n, plural, other {# Häuser}}') } },
    })
    expect(i18n._('m', { n: 1234 })).toBe('1.234 Häuser')
  })
})
