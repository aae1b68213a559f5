// A listing page: gallery, facts, inquiry form, agent card, closing costs, foreign-buyer facts, favourites, compare.
import { messages as english } from '../locales/en/listing.json?lingui'
import type source from '../locales/en/listing.json'
import { defineCatalog } from '../messages'

export const listingMessages = defineCatalog<keyof typeof source>(
  'listing',
  english,
  () => import('../locales/es/listing.json?lingui'),
)
