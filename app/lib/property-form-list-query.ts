// The admin listings screen keeps its whole state in the URL: search, filters, sort and page. A bad value is dropped,
// never an error page.
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus, type PropertyType } from './property-rules'

export const ADMIN_PROPERTY_SORTS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'price-desc': 'Price: high to low',
  'price-asc': 'Price: low to high',
  title: 'Title A–Z',
} as const
export type AdminPropertySort = keyof typeof ADMIN_PROPERTY_SORTS

export const ADMIN_PROPERTY_PAGE_SIZE = 25

export interface AdminPropertyQuery {
  search: string
  status: PropertyStatus | ''
  type: PropertyType | ''
  area: number | null
  agent: number | null
  sort: AdminPropertySort
  page: number
}

const positiveInteger = (value: string | null) => {
  const number = Number(value)
  return value && Number.isSafeInteger(number) && number > 0 ? number : null
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : ''

export function parseAdminPropertyQuery(params: URLSearchParams): AdminPropertyQuery {
  const sort = params.get('sort') ?? ''
  return {
    search: (params.get('search') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100),
    status: oneOf(PROPERTY_STATUSES, params.get('status')),
    type: oneOf(PROPERTY_TYPES, params.get('type')),
    area: positiveInteger(params.get('area')),
    agent: positiveInteger(params.get('agent')),
    sort: sort in ADMIN_PROPERTY_SORTS ? (sort as AdminPropertySort) : 'newest',
    page: Math.min(positiveInteger(params.get('page')) ?? 1, 10_000),
  }
}

/** The URL of the list with some of its state changed (page resets unless given). */
export function adminPropertyListHref(query: AdminPropertyQuery, change: Partial<AdminPropertyQuery> = {}) {
  const next = { ...query, page: 1, ...change }
  const params = new URLSearchParams()
  if (next.search) params.set('search', next.search)
  if (next.status) params.set('status', next.status)
  if (next.type) params.set('type', next.type)
  if (next.area) params.set('area', String(next.area))
  if (next.agent) params.set('agent', String(next.agent))
  if (next.sort !== 'newest') params.set('sort', next.sort)
  if (next.page > 1) params.set('page', String(next.page))
  const text = params.toString()
  return `/admin/properties${text ? `?${text}` : ''}`
}
