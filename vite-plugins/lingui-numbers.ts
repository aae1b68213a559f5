// Lingui formats the count of every plural message ("# listings") with Intl.NumberFormat, and builds that format even
// for a message without '#'. In a browser the first Intl number or date format of a page costs 30–60 ms of ICU
// set-up in one task, the largest single piece of the home and search pages' start-up (decision 030). In the browser
// build, numbers without a format in the languages the site speaks go through formatLikeIntl instead: the same text
// as Intl.NumberFormat in en-US and es-HN (vite-plugins/lingui-numbers.test.ts compares them).
import path from 'node:path'
import type { Plugin } from 'vite'

/** The start of Lingui's number formatter in @lingui/core's build (5.x); the build fails if it is not found. */
export const LINGUI_NUMBER = 'function number(locales, value, format) {'

const LINGUI_CORE = /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/

/** @lingui/core's code with its number formatter handing plain numbers to formatLikeIntl. */
export function patchLinguiNumber(code: string, appDirectory: string): string {
  if (!code.includes(LINGUI_NUMBER)) {
    throw new Error(`@lingui/core changed: '${LINGUI_NUMBER}' not found (vite-plugins/lingui-numbers.ts)`)
  }
  const module = (file: string) => JSON.stringify(path.join(appDirectory, file))
  return [
    `import { formatLikeIntl as __formatLikeIntl } from ${module('lib/format.ts')};`,
    `import { INTL_LOCALES as __INTL_LOCALES } from ${module('i18n/locale.ts')};`,
    `const __formattedLikeIntl = new Set(Object.values(__INTL_LOCALES));`,
    code.replace(
      LINGUI_NUMBER,
      `${LINGUI_NUMBER}
  if (format === undefined && Number.isFinite(value) && __formattedLikeIntl.has([].concat(locales)[0]))
    return __formatLikeIntl(value);`,
    ),
  ].join('\n')
}

/** The browser build's Lingui runtime without Intl.NumberFormat for plural counts. */
export function linguiNumbersWithoutIntl(): Plugin {
  const appDirectory = path.resolve('app')
  return {
    name: 'lingui-numbers-without-intl',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: LINGUI_CORE },
      handler: (code) => patchLinguiNumber(code, appDirectory),
    },
  }
}
