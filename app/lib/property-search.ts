// The /properties search: one zod schema for its URL parameters, and the pure rules built on it (canonical URLs,
// titles, removable filters), shared by the loader and the browser. zod/mini, built lazily (see below).
import { setupI18n, type I18n } from '@lingui/core'
import * as z from 'zod/mini'
import type englishSource from '../i18n/locales/en/search.json'
import { messages as englishMessages } from '../i18n/locales/en/search.json?lingui'
import type { Translate } from '../i18n/messages'
import { formatPrice } from './format'
import { OPEN_HOUSE_FILTER } from './open-house-time'
import {
  MAP_PIN_LIMIT,
  PROPERTY_TYPES,
  PUBLIC_PROPERTY_STATUSES,
  type PropertyType,
  type PublicPropertyStatus,
} from './property-rules'
import {
  DEFAULT_SEARCH_STATUSES,
  URL_KEYS,
  compactSearchParams,
  propertySearchHref,
  propertySearchParams,
  sameStatuses,
} from './property-search-url'

export {
  MAP_PIN_LIMIT,
  DEFAULT_SEARCH_STATUSES,
  URL_KEYS,
  compactSearchParams,
  propertySearchHref,
  propertySearchParams,
}

/** A message of the search catalog (app/i18n/locales/en/search.json). */
export type SearchMessageId = keyof typeof englishSource
/**
 * The words of the search in a language (issue 16): `useT(searchMessages)` in components, `translator(searchMessages,
 * locale)` on the server. This module only knows its type, so it stays free of React; without one it speaks English.
 */
export type SearchTranslate = Translate<SearchMessageId>

let english: I18n | undefined
const inEnglish: SearchTranslate = (id, values) => {
  english ??= setupI18n({ locale: 'en', locales: ['en-US'], messages: { en: englishMessages } })
  return english._(id, values)
}

export const PROPERTY_SORTS = ['newest', 'price-asc', 'price-desc'] as const
export type PropertySort = (typeof PROPERTY_SORTS)[number]
/** 'Newest first', 'Price: low to high'… */
export function propertySortLabel(sort: PropertySort, t: SearchTranslate = inEnglish): string {
  return t(`search.sort.${sort}`)
}

export const PROPERTY_VIEWS = ['list', 'map'] as const
export type PropertyView = (typeof PROPERTY_VIEWS)[number]

export const MAX_SEARCH_LENGTH = 100
/** Deeper pages are refused (dropped to page 1): nobody reads them, and large offsets are slow. */
export const MAX_SEARCH_PAGE = 500
/** prices are stored as PostgreSQL integers; anything above this could not match and would overflow */
export const MAX_SEARCH_PRICE = 1_000_000_000
const MAX_ROOMS = 20
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** '250000', '250,000', '$250,000', '250k' and '1.2m' all mean whole dollars. */
function parseAmount(value: string): number {
  const match = /^\$?\s*(\d[\d,]*(?:\.\d+)?)\s*([km])?$/i.exec(value.trim())
  if (!match) return Number.NaN
  const amount = Number(match[1]!.replaceAll(',', ''))
  const factor = { k: 1_000, m: 1_000_000 }[match[2]?.toLowerCase() ?? ''] ?? 1
  return Math.round(amount * factor)
}

function parseStatuses(values: string[]): PublicPropertyStatus[] {
  const wanted = new Set(values.flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()))
  const statuses = PUBLIC_PROPERTY_STATUSES.filter((status) => wanted.has(status))
  return statuses.length > 0 ? statuses : [...DEFAULT_SEARCH_STATUSES]
}

function cleanSearchText(value: string): string | undefined {
  const text = value
    // eslint-disable-next-line no-control-regex -- control characters have no place in a search box
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text === '' ? undefined : text.slice(0, MAX_SEARCH_LENGTH).trim()
}

// The schema is built on first use rather than at import: browser code uses this module's types and URL helpers
// but never parses (the loader does), so bundlers can leave zod out of the page's JavaScript.
function buildPropertySearchSchema() {
  // Every field either parses or is dropped (undefined or its default): a bad link shows results, never a 500.
  const dropped = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)
  const numberFromText = z.pipe(
    z.string(),
    z.transform((value) => (value.trim() === '' ? Number.NaN : Number(value))),
  )
  // A ticked box: '1' (what the form sends and links spell), 'on' or 'true'; anything else is no filter.
  const flag = dropped(
    z.pipe(
      z.string(),
      z.transform((value) => (['1', 'on', 'true'].includes(value.trim().toLowerCase()) ? (1 as const) : undefined)),
    ),
  )
  const slug = dropped(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(80), z.regex(SLUG)))
  const price = dropped(
    z.pipe(z.pipe(z.string(), z.transform(parseAmount)), z.int().check(z.minimum(0), z.maximum(MAX_SEARCH_PRICE))),
  )
  return z.pipe(
    z.object({
      search: dropped(z.pipe(z.string(), z.transform(cleanSearchText))),
      area: slug,
      type: dropped(z.enum(PROPERTY_TYPES)),
      status: z.catch(z.pipe(z.array(z.string()), z.transform(parseStatuses)), () => [...DEFAULT_SEARCH_STATUSES]),
      minPrice: price,
      maxPrice: price,
      // 'Any' is 0 in the form; a minimum of zero rooms filters nothing, so it is dropped like a bad value
      beds: dropped(z.pipe(numberFromText, z.int().check(z.gt(0), z.maximum(MAX_ROOMS)))),
      // half baths exist (2.5), so any number is allowed
      baths: dropped(z.pipe(numberFromText, z.number().check(z.gt(0), z.maximum(MAX_ROOMS)))),
      // issue 16: the foreign-buyer facts buyers filter on
      titled: flag,
      directOwnership: flag,
      rentalHistory: flag,
      // issue 44: utilities and resilience
      backupPower: flag,
      fibre: flag,
      hurricaneStandards: flag,
      // issue 40: an open house this week (lib/open-house-time.ts says which week); a ticked box's '1' or 'on' too
      openHouse: dropped(
        z.pipe(
          z.string(),
          z.transform((value) =>
            [OPEN_HOUSE_FILTER, '1', 'on', 'true'].includes(value.trim().toLowerCase()) ? OPEN_HOUSE_FILTER : undefined,
          ),
        ),
      ),
      agent: slug,
      sort: z.catch(z.enum(PROPERTY_SORTS), 'newest'),
      view: z.catch(z.enum(PROPERTY_VIEWS), 'list'),
      page: z.catch(z.pipe(numberFromText, z.int().check(z.minimum(1), z.maximum(MAX_SEARCH_PAGE))), 1),
    }),
    // A reversed price range is read the way it was meant.
    z.transform((filters) =>
      filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice
        ? { ...filters, minPrice: filters.maxPrice, maxPrice: filters.minPrice }
        : filters,
    ),
  )
}

let propertySearchSchema: ReturnType<typeof buildPropertySearchSchema> | undefined

/** The zod schema of the /properties URL parameters (input: scalars as strings, `status` as a list). */
export function getPropertySearchSchema() {
  propertySearchSchema ??= buildPropertySearchSchema()
  return propertySearchSchema
}

export type PropertySearch = z.output<ReturnType<typeof buildPropertySearchSchema>>
/** Every parameter of a search's address is a field of the search (property-search-url.ts spells them). */
type _UrlKeysAreFields = AssertTrue<(typeof URL_KEYS)[number] extends keyof PropertySearch ? true : false>
type AssertTrue<T extends true> = T
export type PropertyFilterKey = Exclude<keyof PropertySearch, 'sort' | 'view' | 'page'>

/** Reads /properties URL parameters. Never throws: what does not parse is dropped. */
export function parsePropertySearch(params: URLSearchParams): PropertySearch {
  const input: Record<string, unknown> = {}
  // a repeated parameter counts once (its first value), except status, which may be given several times
  for (const key of URL_KEYS) input[key] = key === 'status' ? params.getAll(key) : (params.get(key) ?? undefined)
  return getPropertySearchSchema().parse(input)
}

/** The search with no parameters (what parsePropertySearch gives for an empty query). */
export const DEFAULT_PROPERTY_SEARCH: PropertySearch = {
  status: [...DEFAULT_SEARCH_STATUSES],
  sort: 'newest',
  view: 'list',
  page: 1,
}

/**
 * SPEC §5: an agent parameter that is empty, or contains '<', '>' or 'script' (any case), sends the visitor to
 * /properties. A valid value passes through.
 */
export function agentParameterRequiresRedirect(params: URLSearchParams): boolean {
  return params.getAll('agent').some((value) => value.trim() === '' || /[<>]|script/i.test(value))
}

/**
 * The canonical address of a result page: the filters and the page, without sort order or list/map view, which
 * show the same listings.
 */
export function canonicalPropertySearchPath(filters: PropertySearch): string {
  return propertySearchHref(filters, { sort: 'newest', view: 'list' })
}

/**
 * Pages search engines should not index: free text, price and room ranges (endless combinations of near-identical
 * pages) and pages after the first. Area, type, status and agent pages are landing pages worth indexing.
 */
export function isDeepPropertySearch(filters: PropertySearch): boolean {
  return (
    filters.search !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.beds !== undefined ||
    filters.baths !== undefined ||
    BUYER_FACT_FILTERS.some(({ key }) => filters[key] !== undefined) ||
    // changes with the days: not a page for search engines
    filters.openHouse !== undefined ||
    filters.page > 1
  )
}

/** 'condos', 'commercial properties'; 'properties' without a type. */
function typePlural(type: PropertyType | undefined, t: SearchTranslate): string {
  return t(`search.heading.noun.${type ?? 'any'}`)
}

/**
 * issue 16: the foreign-buyer filters, as the form labels them and as the heading and chips say them; issue 44 adds
 * utilities and resilience, in a group of their own on the form.
 */
export const BUYER_FACT_FILTERS = [
  { key: 'titled', group: 'abroad' },
  { key: 'directOwnership', group: 'abroad' },
  { key: 'rentalHistory', group: 'abroad' },
  { key: 'backupPower', group: 'utilities' },
  { key: 'fibre', group: 'utilities' },
  { key: 'hurricaneStandards', group: 'utilities' },
] as const satisfies readonly { key: PropertyFilterKey; group: 'abroad' | 'utilities' }[]

export type BuyerFactKey = (typeof BUYER_FACT_FILTERS)[number]['key']

/** 'Titled only': the form's checkbox and the filter's chip. */
export function buyerFactLabel(key: BuyerFactKey, t: SearchTranslate = inEnglish): string {
  return t(`search.buyerFacts.${key}.label`)
}

export interface SearchNames {
  areaName?: string | null
  agentName?: string | null
}

/** The listings' noun with the statuses searched: 'condos for sale', 'sold land', 'houses under contract and sold'. */
function withStatus(noun: string, filters: PropertySearch, t: SearchTranslate): string {
  const forSale = filters.status.includes('active')
  const underContract = filters.status.includes('under_contract')
  // the word for 'sold' agrees with the noun in some languages
  const sold = filters.status.includes('sold') ? t(`search.heading.sold.${filters.type ?? 'any'}`) : ''
  if (sold && !forSale && !underContract) return t('search.heading.status.sold', { noun, sold })
  if (!sold) return t(forSale ? 'search.heading.status.forSale' : 'search.heading.status.underContract', { noun })
  return t(forSale ? 'search.heading.status.forSaleAndSold' : 'search.heading.status.underContractAndSold', {
    noun,
    sold,
  })
}

function priceRange(min: number | undefined, max: number | undefined, t: SearchTranslate): string | null {
  if (min !== undefined && max !== undefined)
    return t('search.heading.price.range', { min: formatPrice(min), max: formatPrice(max) })
  if (max !== undefined) return t('search.heading.price.max', { max: formatPrice(max) })
  if (min !== undefined) return t('search.heading.price.min', { min: formatPrice(min) })
  return null
}

/**
 * The page heading for a search, e.g. 'Condos for sale in West Bay, Roatan' or '3+ bedroom houses for sale in Roatan'
 * ('Condominios en venta en West Bay, Roatán' with Spanish words).
 */
export function describePropertySearch(
  filters: PropertySearch,
  names: SearchNames = {},
  t: SearchTranslate = inEnglish,
): string {
  const beds = filters.beds ? t('search.heading.beds', { beds: filters.beds }) : null
  const baths = filters.baths ? t('search.heading.baths', { baths: filters.baths }) : null
  const rooms = beds && baths ? t('search.heading.bedsAndBaths', { beds, baths }) : (beds ?? baths)
  const noun = typePlural(filters.type, t)
  const place = filters.area
    ? t('search.heading.place.area', { area: names.areaName ?? t('search.heading.place.unknownArea') })
    : t('search.heading.place.island')
  const things = withStatus(rooms ? t('search.heading.withRooms', { rooms, noun }) : noun, filters, t)
  const facts = BUYER_FACT_FILTERS.filter(({ key }) => filters[key]).map(({ key }) =>
    t(`search.buyerFacts.${key}.phrase`),
  )
  const text = [
    t('search.heading.main', { things, place }),
    priceRange(filters.minPrice, filters.maxPrice, t),
    filters.agent && names.agentName ? t('search.heading.agent', { agent: names.agentName }) : null,
    facts.length > 0 ? t('search.heading.facts', { facts: facts.join(', ') }) : null,
    filters.openHouse ? t('search.openHouse.phrase') : null,
    filters.search ? t('search.heading.matching', { search: filters.search }) : null,
  ]
    .filter(Boolean)
    .join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export interface ActiveFilter {
  key: PropertyFilterKey
  label: string
  /** the same search without this filter */
  href: string
}

/** The filters in effect, each with a link that removes it (chips above the results, empty-state suggestions). */
export function activePropertyFilters(
  filters: PropertySearch,
  names: SearchNames = {},
  t: SearchTranslate = inEnglish,
): ActiveFilter[] {
  const without = (changes: Partial<PropertySearch>) => propertySearchHref(filters, { ...changes, page: 1 })
  const active: ActiveFilter[] = []
  if (filters.search)
    active.push({
      key: 'search',
      label: t('search.chip.search', { search: filters.search }),
      href: without({ search: undefined }),
    })
  if (filters.area)
    active.push({ key: 'area', label: names.areaName ?? filters.area, href: without({ area: undefined }) })
  if (filters.type) active.push({ key: 'type', label: typePlural(filters.type, t), href: without({ type: undefined }) })
  if (!sameStatuses(filters.status, DEFAULT_SEARCH_STATUSES))
    active.push({
      key: 'status',
      label: filters.status.map((status) => t(`search.chip.status.${status}`)).join(', '),
      href: without({ status: [...DEFAULT_SEARCH_STATUSES] }),
    })
  if (filters.minPrice !== undefined)
    active.push({
      key: 'minPrice',
      label: t('search.chip.minPrice', { price: formatPrice(filters.minPrice) }),
      href: without({ minPrice: undefined }),
    })
  if (filters.maxPrice !== undefined)
    active.push({
      key: 'maxPrice',
      label: t('search.chip.maxPrice', { price: formatPrice(filters.maxPrice) }),
      href: without({ maxPrice: undefined }),
    })
  if (filters.beds)
    active.push({
      key: 'beds',
      label: t('search.chip.beds', { beds: filters.beds }),
      href: without({ beds: undefined }),
    })
  if (filters.baths)
    active.push({
      key: 'baths',
      label: t('search.chip.baths', { baths: filters.baths }),
      href: without({ baths: undefined }),
    })
  for (const { key } of BUYER_FACT_FILTERS)
    if (filters[key]) active.push({ key, label: buyerFactLabel(key, t), href: without({ [key]: undefined }) })
  if (filters.openHouse)
    active.push({ key: 'openHouse', label: t('search.openHouse.label'), href: without({ openHouse: undefined }) })
  if (filters.agent)
    active.push({ key: 'agent', label: names.agentName ?? filters.agent, href: without({ agent: undefined }) })
  return active
}

/** Choices of the price selects; a value from the URL that is not listed is added by the form. */
export const PRICE_CHOICES = [
  50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000,
  3_000_000,
] as const

export const ROOM_CHOICES = [1, 2, 3, 4, 5] as const

/** Splits free text into the words the database matches as prefixes: letters and digits only, at most eight. */
export function searchWords(text: string | undefined): string[] {
  if (!text) return []
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
  return [...new Set(words)].slice(0, 8)
}
