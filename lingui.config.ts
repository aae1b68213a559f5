// Issue 16: the message catalogs (docs/decisions/023-languages.md). One JSON file per part of the site and language,
// `{ "id": "ICU message" }`; English is the source and the fallback of every missing Spanish message. The Vite plugin
// compiles a catalog when a page imports it (`…/es/site.json?lingui`), so browsers never parse ICU.
import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-json'
import { CATALOG_NAMES } from './app/i18n/catalog-names'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: CATALOG_NAMES.map((name) => ({
    path: `<rootDir>/app/i18n/locales/{locale}/${name}`,
    include: [`<rootDir>/app/i18n/locales/{locale}/${name}.json`],
  })),
  format: formatter({ style: 'minimal' }),
})
