// Issue 16: the message catalogs stay consistent. English is the source: Spanish has no id English lacks (it would
// never show), every id names its catalog (ids are shared by all catalogs), and every message is valid ICU.
import fs from 'node:fs'
import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { CATALOG_NAMES } from './catalog-names'

const read = (locale: string, name: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'locales', locale, `${name}.json`), 'utf8'))

describe.each(CATALOG_NAMES)('catalog %s', (name) => {
  const english = read('en', name)
  const spanish = read('es', name)

  it('names its catalog in every id', () => {
    for (const id of Object.keys(english)) expect(id.startsWith(`${name}.`), id).toBe(true)
  })

  it('has no Spanish message without an English one', () => {
    expect(Object.keys(spanish).filter((id) => !(id in english))).toEqual([])
  })

  it('is translated in full (a missing one would show in English, never as an id)', () => {
    expect(Object.keys(english).filter((id) => !spanish[id]?.trim())).toEqual([])
  })

  it('has valid ICU messages with the same placeholders in both languages', () => {
    const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort()
    for (const [id, message] of Object.entries(english)) {
      expect(() => compileMessage(message), id).not.toThrow()
      const translated = spanish[id]
      if (!translated) continue
      expect(() => compileMessage(translated), id).not.toThrow()
      expect(new Set(placeholders(translated)), id).toEqual(new Set(placeholders(message)))
    }
  })
})
