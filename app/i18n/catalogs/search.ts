// The property search: filters, result cards, pagination, map, saved searches.
import { messages as english } from '../locales/en/search.json?lingui'
import type source from '../locales/en/search.json'
import { defineCatalog } from '../messages'

export const searchMessages = defineCatalog<keyof typeof source>(
  'search',
  english,
  () => import('../locales/es/search.json?lingui'),
)
