// Admin → Inquiries and Admin → Contacts keep their whole state in the URL; one zod schema per URL and per form
// (STYLE §4). A bad URL value is dropped (the list still shows), a bad form value is refused with a 400.
import { z } from 'zod'
import { CONSENT_STATUSES, type ConsentStatus } from './consent'

export const INQUIRY_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
}

export const LEAD_PAGE_SIZE = 25

/** '' = any agent, 'unassigned' = no agent, otherwise an agent id. */
const agentFilter = z
  .union([z.literal('unassigned'), z.coerce.number().int().positive().max(2_147_483_647)])
  .or(z.literal(''))
  .catch('')
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => {
    // A real calendar day only: 2026-02-30 would be refused by PostgreSQL.
    const day = new Date(`${text}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
  })
  .or(z.literal(''))
  .catch('')
const searchText = z
  .string()
  .transform((text) => text.replace(/\s+/g, ' ').trim().slice(0, 100))
  .catch('')
const page = z.coerce.number().int().min(1).max(10_000).catch(1)

export const InquiryListQuerySchema = z.object({
  search: searchText,
  status: z.enum(INQUIRY_STATUSES).or(z.literal('')).catch(''),
  agent: agentFilter,
  from: isoDay,
  to: isoDay,
  page,
})
export type InquiryListQuery = z.infer<typeof InquiryListQuerySchema>

export const CONTACT_SORTS = {
  newest: 'Newest first',
  name: 'Name A–Z',
  activity: 'Last activity',
} as const
export type ContactSort = keyof typeof CONTACT_SORTS

/** The contacts list's "Consent" filter: any, or a SPEC §4 consent status (none = no consent recorded). */
export const CONTACT_CONSENT_FILTERS = {
  none: 'None',
  pending: 'Pending',
  active: 'Active',
  revoked: 'Revoked',
} as const satisfies Record<ConsentStatus, string>

export const ContactListQuerySchema = z.object({
  search: searchText,
  source: z
    .string()
    .trim()
    .max(60)
    .regex(/^[\w-]*$/)
    .catch(''),
  agent: agentFilter,
  consent: z.enum(CONSENT_STATUSES).or(z.literal('')).catch(''),
  sort: z.enum(Object.keys(CONTACT_SORTS) as [ContactSort, ...ContactSort[]]).catch('newest'),
  page,
})
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>

/** Reads the URL into a query; a missing parameter is the same as an empty one. */
function fromParams<T extends z.ZodObject>(schema: T, params: URLSearchParams): z.infer<T> {
  const raw: Record<string, string> = {}
  for (const key of Object.keys(schema.shape)) raw[key] = params.get(key) ?? ''
  return schema.parse(raw)
}

export const parseInquiryListQuery = (params: URLSearchParams) => fromParams(InquiryListQuerySchema, params)
export const parseContactListQuery = (params: URLSearchParams) => fromParams(ContactListQuerySchema, params)

function toSearch(values: Record<string, string | number>, defaults: Record<string, string | number>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value !== '' && value !== defaults[key]) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The list's URL with some state changed (the page resets unless given). */
export function inquiryListHref(query: InquiryListQuery, change: Partial<InquiryListQuery> = {}) {
  return `/admin/inquiries${toSearch({ ...query, page: 1, ...change }, { page: 1 })}`
}

/** The CSV export of exactly the current filter (every page). */
export function inquiryCsvHref(query: InquiryListQuery) {
  const { page: _page, ...filter } = query
  const search = toSearch({ ...filter, format: 'csv' }, {})
  return `/admin/inquiries${search}`
}

export function contactListHref(query: ContactListQuery, change: Partial<ContactListQuery> = {}) {
  return `/admin/contacts${toSearch({ ...query, page: 1, ...change }, { page: 1, sort: 'newest' })}`
}

/** The per-row "mark status" form. */
export const InquiryStatusUpdateSchema = z.object({
  activityId: z.uuid({ message: 'Choose an inquiry.' }),
  status: z.enum(INQUIRY_STATUSES, { message: 'Choose new, contacted, qualified or closed.' }),
})
export type InquiryStatusUpdate = z.infer<typeof InquiryStatusUpdateSchema>
