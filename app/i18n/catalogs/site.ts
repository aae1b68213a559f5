// The header, footer, menus and error pages of every public page.
import { messages as english } from '../locales/en/site.json?lingui'
import type source from '../locales/en/site.json'
import { defineCatalog } from '../messages'

export const siteMessages = defineCatalog<keyof typeof source>(
  'site',
  english,
  () => import('../locales/es/site.json?lingui'),
)
