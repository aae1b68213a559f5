// What every listing card carries (price in the buyer's currency, rooms, the heart, compare), the map of listings and
// the pagination under lists of them: on the home page, the search, agent pages and saved listings, so kept small and apart.
import { messages as english } from '../locales/en/cards.json?lingui'
import type source from '../locales/en/cards.json'
import { defineCatalog } from '../messages'

export const cardsMessages = defineCatalog<keyof typeof source>(
  'cards',
  english,
  () => import('../locales/es/cards.json?lingui'),
)
