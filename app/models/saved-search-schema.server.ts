// The checks of saved-search forms (issue 15). A saved query must be a clean /properties search: every parameter
// known and readable, so what the buyer saw is what they will be alerted about. A forged one is refused, not fixed.
import { z } from 'zod'
import { URL_KEYS, propertySearchParams, parsePropertySearch } from '~/lib/property-search'
import { MAX_SAVED_SEARCH_NAME, SAVED_SEARCH_FREQUENCIES } from '~/lib/saved-search-rules'

/** Page and list/map view are how a search was looked at, not what it finds: a saved search drops them. */
const IGNORED_KEYS = new Set(['page', 'view'])
const KNOWN_KEYS = new Set<string>(URL_KEYS)
const MAX_QUERY_LENGTH = 500

/** The canonical query of a search to save, or null when a parameter is unknown or cannot be read. */
export function savedSearchQuery(raw: string): string | null {
  if (raw.length > MAX_QUERY_LENGTH) return null
  const given = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw)
  for (const key of given.keys()) if (!KNOWN_KEYS.has(key)) return null
  const filters = parsePropertySearch(given)
  const canonical = propertySearchParams(filters, { view: 'list', page: 1 })
  // A parameter that was given but did not survive parsing (a bad price, an unknown type) is a forged filter.
  for (const key of given.keys()) {
    if (IGNORED_KEYS.has(key) || key === 'status' || key === 'sort') continue
    if (!canonical.has(key)) return null
  }
  const statuses = given.getAll('status').flatMap((value) => value.split(','))
  if (statuses.some((status) => !filters.status.includes(status as never))) return null
  if (given.has('sort') && given.get('sort') !== filters.sort) return null
  return canonical.toString()
}

const name = z
  .string({ message: 'Give the search a name.' })
  .trim()
  .min(1, 'Give the search a name.')
  .max(MAX_SAVED_SEARCH_NAME, `Keep the name under ${MAX_SAVED_SEARCH_NAME} characters.`)
const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, { message: 'Choose how often to hear about new listings.' })

export const CreateSavedSearchSchema = z.object({
  name,
  frequency,
  query: z.string({ message: 'This search cannot be saved.' }).transform((value, context) => {
    const query = savedSearchQuery(value)
    if (query === null) {
      context.addIssue({
        code: 'custom',
        message: 'This search has a filter we do not recognise, so it was not saved.',
      })
      return z.NEVER
    }
    return query
  }),
  /** "E-mail me New Property Listings" when the buyer does not have that consent yet */
  consent: z.literal('on').optional(),
})

export const SavedSearchIdSchema = z.uuid({ message: 'We could not find that saved search.' })
export const RenameSavedSearchSchema = z.object({ id: SavedSearchIdSchema, name })
export const SavedSearchFrequencySchema = z.object({ id: SavedSearchIdSchema, frequency })
