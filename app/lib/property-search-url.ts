// The addresses of /properties searches (issue 13: kept apart from the parsing and wording of a search, so the pages
// that only link to searches do not bring that code to the browser).
import type { PublicPropertyStatus } from './property-rules'

/** Without a status filter the search shows what a buyer can still make an offer on. */
export const DEFAULT_SEARCH_STATUSES: readonly PublicPropertyStatus[] = ['active', 'under_contract']

// URL parameters in the order links spell them.
export const URL_KEYS = [
  'search',
  'area',
  'type',
  'status',
  'minPrice',
  'maxPrice',
  'beds',
  'baths',
  'titled',
  'directOwnership',
  'rentalHistory',
  'backupPower',
  'fibre',
  'hurricaneStandards',
  'openHouse',
  'agent',
  'sort',
  'view',
  'page',
] as const
type UrlKey = (typeof URL_KEYS)[number]

/**
 * A search by the fields its address spells: the PropertySearch of property-search.ts (which checks that it has them
 * all), named here by its keys only, so this module needs nothing of the parsing.
 */
export type SearchFields = { [K in UrlKey]?: unknown }

export function sameStatuses(a: readonly string[], b: readonly string[]) {
  return new Set(a).size === b.length && a.every((status) => b.includes(status))
}

/** The shortest URL parameters for a search: defaults are left out and the order is fixed. */
export function propertySearchParams<S extends SearchFields>(filters: S, changes: Partial<S> = {}): URLSearchParams {
  const next = { ...filters, ...changes }
  const raw = new URLSearchParams()
  for (const key of URL_KEYS) {
    const value = next[key]
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) raw.append(key, String(item))
  }
  return compactSearchParams(raw)
}

/**
 * A query (the filter form's data, or a link's) without empty fields and defaults, in the usual order, and on page
 * one unless a page is given. It does not validate: the loader parses every request.
 */
export function compactSearchParams(data: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const values = new Map<string, string[]>()
  for (const [key, value] of data) {
    const text = typeof value === 'string' ? value.trim() : ''
    if (text !== '') values.set(key, [...(values.get(key) ?? []), text])
  }
  const params = new URLSearchParams()
  for (const key of URL_KEYS) {
    const given = values.get(key) ?? []
    const isDefault =
      (key === 'status' && sameStatuses(given, DEFAULT_SEARCH_STATUSES)) ||
      (key === 'sort' && given[0] === 'newest') ||
      (key === 'view' && given[0] === 'list') ||
      (key === 'page' && given[0] === '1')
    if (!isDefault) for (const value of key === 'status' ? given : given.slice(0, 1)) params.append(key, value)
  }
  return params
}

export function propertySearchHref<S extends SearchFields>(filters: S, changes: Partial<S> = {}): string {
  const query = propertySearchParams(filters, changes).toString()
  return query ? `/properties?${query}` : '/properties'
}
