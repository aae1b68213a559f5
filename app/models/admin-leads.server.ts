// Leads as staff work them (Admin → Inquiries, Admin → Contacts): lists with their filters, the inquiry status and
// the CSV export. Inquiries are contact_activities of type 'inquiry'; the assigned agent is the contact's.
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, contactActivities, contacts, marketingConsents, properties } from '~/db/schema'
import { csvText } from '~/lib/csv'
import { fieldErrors } from '~/lib/form-errors'
import { formatDateTime } from '~/lib/format'
import {
  INQUIRY_STATUS_LABELS,
  InquiryStatusUpdateSchema,
  LEAD_PAGE_SIZE,
  type ContactListQuery,
  type ContactSort,
  type InquiryListQuery,
  type InquiryStatus,
} from '~/lib/lead-list-query'
import { isLead } from './contact.server'

// Dates in the filters are calendar days in the brokerage's time zone (format.ts DEFAULT_TIME_ZONE).
const TIME_ZONE = 'America/Tegucigalpa'

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`
const fullName = sql`trim(${contacts.firstName} || ' ' || ${contacts.lastName})`

/** Name, e-mail or phone (phone also by its digits alone, so '+1 (403) 555' finds '+1 403 555 0199'). */
function contactMatches(search: string): SQL {
  const pattern = likePattern(search)
  const digits = search.replace(/\D/g, '')
  return or(
    ilike(fullName, pattern),
    ilike(contacts.email, pattern),
    ilike(contacts.phone, pattern),
    digits.length >= 3 ? sql`regexp_replace(${contacts.phone}, '\\D', '', 'g') like ${likePattern(digits)}` : undefined,
  )!
}

function agentCondition(agent: number | 'unassigned' | ''): SQL | undefined {
  if (agent === 'unassigned') return isNull(contacts.assignedAgentId)
  if (agent) return eq(contacts.assignedAgentId, agent)
  return undefined
}

// ---- Inquiries ----

const propertyTitle = sql<string | null>`coalesce(${properties.title}, ${contactActivities.metadata}->>'propertyTitle')`
const listingId = sql<string | null>`coalesce(${properties.listingId}, ${contactActivities.metadata}->>'listingId')`

function inquiryConditions(query: InquiryListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(contactActivities.activityType, 'inquiry')]
  if (query.status) conditions.push(eq(contactActivities.status, query.status))
  conditions.push(agentCondition(query.agent))
  if (query.from)
    conditions.push(gte(contactActivities.createdAt, sql`(${query.from}::date)::timestamp at time zone ${TIME_ZONE}`))
  if (query.to)
    conditions.push(lt(contactActivities.createdAt, sql`(${query.to}::date + 1)::timestamp at time zone ${TIME_ZONE}`))
  if (query.search) {
    const pattern = likePattern(query.search)
    conditions.push(
      or(
        contactMatches(query.search),
        ilike(propertyTitle, pattern),
        ilike(listingId, pattern),
        ilike(contactActivities.message, pattern),
      ),
    )
  }
  return and(...conditions)
}

function inquirySelect(db: Database) {
  return db
    .select({
      id: contactActivities.id,
      createdAt: contactActivities.createdAt,
      status: sql<InquiryStatus>`coalesce(${contactActivities.status}, 'new')`,
      message: contactActivities.message,
      propertyId: contactActivities.propertyId,
      propertyTitle,
      listingId,
      propertySlug: sql<string | null>`coalesce(${properties.slug}, ${contactActivities.metadata}->>'slug')`,
      topic: sql<string | null>`${contactActivities.metadata}->>'topic'`,
      contactId: contacts.id,
      contactName: sql<string>`${fullName}`,
      email: contacts.email,
      phone: contacts.phone,
      agentName: agents.name,
    })
    .from(contactActivities)
    .innerJoin(contacts, eq(contacts.id, contactActivities.contactId))
    .leftJoin(properties, eq(properties.id, contactActivities.propertyId))
    .leftJoin(agents, eq(agents.id, contacts.assignedAgentId))
}

export type InquiryRow = Awaited<ReturnType<typeof listInquiries>>['rows'][number]

/** One page of inquiries, newest first. */
export async function listInquiries(db: Database, query: InquiryListQuery) {
  const where = inquiryConditions(query)
  const [rows, [totals]] = await Promise.all([
    inquirySelect(db)
      .where(where)
      .orderBy(desc(contactActivities.createdAt), desc(contactActivities.id))
      .limit(LEAD_PAGE_SIZE)
      .offset((query.page - 1) * LEAD_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(contactActivities)
      .innerJoin(contacts, eq(contacts.id, contactActivities.contactId))
      .leftJoin(properties, eq(properties.id, contactActivities.propertyId))
      .where(where),
  ])
  const total = Number(totals?.total ?? 0)
  return { rows, total, pages: Math.max(1, Math.ceil(total / LEAD_PAGE_SIZE)) }
}

/** Agents for the filters: active ones first. */
export async function listLeadAgents(db: Database) {
  return db
    .select({ id: agents.id, name: agents.name, active: agents.active })
    .from(agents)
    .orderBy(desc(agents.active), asc(agents.name))
}

export type InquiryStatusResult =
  | { ok: true; activityId: string; status: InquiryStatus }
  | { ok: false; status: 400 | 404; errors: Partial<Record<'activityId' | 'status', string>> }

/**
 * Marks an inquiry's status; anything but new/contacted/qualified/closed is refused and nothing changes. A change by
 * a staff member is also a 'status_change' activity on the lead: a staff action for speed to lead (issue 17).
 */
export async function updateInquiryStatus(
  db: Database,
  input: { activityId: unknown; status: unknown },
  userId: string | null = null,
): Promise<InquiryStatusResult> {
  const parsed = InquiryStatusUpdateSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) }
  const { activityId, status } = parsed.data
  return db.transaction(async (tx) => {
    const inquiry = and(eq(contactActivities.id, activityId), eq(contactActivities.activityType, 'inquiry'))
    const [before] = await tx
      .select({ contactId: contactActivities.contactId, status: contactActivities.status })
      .from(contactActivities)
      .where(inquiry)
      .for('update')
    if (!before) return { ok: false, status: 404, errors: { activityId: 'That inquiry no longer exists.' } }
    await tx.update(contactActivities).set({ status }).where(inquiry)
    if (userId && before.status !== status) {
      await tx.insert(contactActivities).values({
        contactId: before.contactId,
        activityType: 'status_change',
        metadata: { from: before.status, to: status, inquiryId: activityId },
        createdBy: userId,
      })
    }
    return { ok: true, activityId, status }
  })
}

export const INQUIRY_CSV_COLUMNS = [
  'Date',
  'Status',
  'Contact name',
  'E-mail',
  'Phone',
  'Property',
  'Listing ID',
  'Message',
  'Assigned agent',
] as const

/** Every inquiry of the filter (all pages) as CSV, newest first. */
export async function inquiriesCsv(db: Database, query: InquiryListQuery) {
  const rows = await inquirySelect(db)
    .where(inquiryConditions(query))
    .orderBy(desc(contactActivities.createdAt), desc(contactActivities.id))
  return csvText(
    INQUIRY_CSV_COLUMNS,
    rows.map((row) => [
      formatDateTime(row.createdAt),
      INQUIRY_STATUS_LABELS[row.status] ?? row.status,
      row.contactName,
      row.email,
      row.phone,
      row.propertyTitle ?? generalMessageLabel(row.topic),
      row.listingId ?? '',
      row.message,
      row.agentName ?? '',
    ]),
  )
}

/** How a message from the /contact form is named where a property would be. */
export function generalMessageLabel(topic: string | null) {
  return topic ? `General message (${topic})` : 'General message'
}

// ---- Contacts ----

const lastActivity = sql<Date | null>`(select max(${contactActivities.createdAt}) from ${contactActivities} where ${contactActivities.contactId} = ${contacts.id})`
const inquiryCount = sql<number>`(select count(*)::int from ${contactActivities} where ${contactActivities.contactId} = ${contacts.id} and ${contactActivities.activityType} = 'inquiry')`

const CONTACT_SORTS: Record<ContactSort, SQL[]> = {
  newest: [desc(contacts.createdAt), desc(contacts.id)],
  name: [asc(sql`lower(${fullName})`), asc(sql`lower(${contacts.email})`), asc(contacts.id)],
  activity: [sql`${lastActivity} desc nulls last`, desc(contacts.createdAt), desc(contacts.id)],
}

// The contact's marketing consent, joined on the lower-cased address (marketing_consents stores it lower-case).
const consentStatus = sql<string>`coalesce(${marketingConsents.status}, 'none')`

function contactConditions(query: ContactListQuery): SQL | undefined {
  return and(
    isLead,
    query.search ? contactMatches(query.search) : undefined,
    query.source ? eq(contacts.leadSource, query.source) : undefined,
    agentCondition(query.agent),
    query.consent ? sql`${consentStatus} = ${query.consent}` : undefined,
  )
}

const joinConsent = eq(marketingConsents.email, sql`lower(${contacts.email})`)

export type ContactRow = Awaited<ReturnType<typeof listContacts>>['rows'][number]

/** One page of contacts with their inquiry count and last activity, plus the counts for the screen. */
export async function listContacts(db: Database, query: ContactListQuery) {
  const where = contactConditions(query)
  const [rows, [totals], [overall], sources] = await Promise.all([
    db
      .select({
        id: contacts.id,
        name: sql<string>`${fullName}`,
        email: contacts.email,
        phone: contacts.phone,
        leadSource: contacts.leadSource,
        agentId: contacts.assignedAgentId,
        agentName: agents.name,
        createdAt: contacts.createdAt,
        lastActivity,
        inquiryCount,
        consentStatus,
      })
      .from(contacts)
      .leftJoin(agents, eq(agents.id, contacts.assignedAgentId))
      .leftJoin(marketingConsents, joinConsent)
      .where(where)
      .orderBy(...CONTACT_SORTS[query.sort])
      .limit(LEAD_PAGE_SIZE)
      .offset((query.page - 1) * LEAD_PAGE_SIZE),
    db.select({ total: count() }).from(contacts).leftJoin(marketingConsents, joinConsent).where(where),
    db
      .select({
        all: count(),
        unassigned: sql<number>`count(*) filter (where ${contacts.assignedAgentId} is null)::int`,
      })
      .from(contacts)
      .where(isLead),
    db
      .select({ source: contacts.leadSource, total: count() })
      .from(contacts)
      .where(isLead)
      .groupBy(contacts.leadSource)
      .orderBy(asc(contacts.leadSource)),
  ])
  const total = Number(totals?.total ?? 0)
  return {
    rows: rows.map((row) => ({ ...row, lastActivity: row.lastActivity ? new Date(row.lastActivity) : null })),
    total,
    pages: Math.max(1, Math.ceil(total / LEAD_PAGE_SIZE)),
    counts: { all: Number(overall?.all ?? 0), unassigned: Number(overall?.unassigned ?? 0) },
    sources: sources.map((row) => ({ source: row.source, total: Number(row.total) })),
  }
}
