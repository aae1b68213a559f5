// The names behind the ids of one page of audit entries (usability review, item 9): the staff member, the listing,
// the contact, the agent… One query per kind of record for the whole page, never one per row.
import { eq, inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '~/db/client.server'
import {
  agents,
  areas,
  blogPosts,
  contactActivities,
  contacts,
  faqEntries,
  followUpTasks,
  properties,
  reviews,
  users,
} from '~/db/schema'
import {
  AUDIT_NAME_KINDS,
  auditReferenceKind,
  auditReferencesIn,
  type AuditNameKind,
  type AuditNames,
} from '~/lib/audit-fields'

interface EntryIds {
  actorUserId: string | null
  subjectType: string
  subjectId: string
  changes: Record<string, [unknown, unknown]>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SERIAL = /^\d{1,9}$/

const personName = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.email
const words = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ')

/** The ids of each kind the entries mention: their subjects, their staff members and the columns pointing elsewhere. */
export function collectAuditIds(entries: EntryIds[]): Record<AuditNameKind, Set<string>> {
  const ids = Object.fromEntries(AUDIT_NAME_KINDS.map((kind) => [kind, new Set<string>()])) as Record<
    AuditNameKind,
    Set<string>
  >
  for (const entry of entries) {
    if (entry.actorUserId) ids.users.add(entry.actorUserId)
    const subjectKind = entry.subjectType === 'user_roles' ? 'users' : entry.subjectType
    if ((AUDIT_NAME_KINDS as readonly string[]).includes(subjectKind))
      ids[subjectKind as AuditNameKind].add(entry.subjectId)
    for (const [column, values] of Object.entries(entry.changes)) {
      const kind = auditReferenceKind(column)
      for (const value of values ?? []) {
        if (kind && (typeof value === 'string' || typeof value === 'number')) ids[kind].add(String(value))
        for (const [inner, id] of auditReferencesIn(value)) ids[inner].add(id)
      }
    }
  }
  return ids
}

/** The names of every record the entries mention, by kind and id; records since deleted are left out. */
export async function findAuditNames(db: Database, entries: EntryIds[]): Promise<AuditNames> {
  const ids = collectAuditIds(entries)
  const serials = (kind: AuditNameKind) => [...ids[kind]].filter((id) => SERIAL.test(id)).map(Number)
  const uuids = (kind: AuditNameKind) => [...ids[kind]].filter((id) => UUID.test(id))
  const names: AuditNames = {}
  const keep = (kind: AuditNameKind, rows: { id: string | number; name: string; contactId?: string }[]) => {
    names[kind] = Object.fromEntries(
      rows.map(({ id, name, contactId }) => [String(id), contactId ? { name, contactId } : { name }]),
    )
  }
  const contactName = { firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email }
  /** A kind whose name is one column of its table, by serial id. */
  const named = (kind: AuditNameKind, table: PgTable, id: PgColumn, name: PgColumn) => async () => {
    const wanted = serials(kind)
    if (wanted.length)
      keep(
        kind,
        (await db.select({ id, name }).from(table).where(inArray(id, wanted))) as { id: number; name: string }[],
      )
  }

  const lookups: Record<AuditNameKind, () => Promise<void>> = {
    properties: named('properties', properties, properties.id, properties.title),
    contacts: async () => {
      const wanted = uuids('contacts')
      if (!wanted.length) return
      const rows = await db
        .select({ id: contacts.id, ...contactName })
        .from(contacts)
        .where(inArray(contacts.id, wanted))
      keep(
        'contacts',
        rows.map((row) => ({ id: row.id, name: personName(row) })),
      )
    },
    agents: named('agents', agents, agents.id, agents.name),
    areas: named('areas', areas, areas.id, areas.name),
    users: async () => {
      const wanted = [...ids.users]
      if (!wanted.length) return
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(users)
        .where(inArray(users.id, wanted))
      keep(
        'users',
        rows.map((row) => ({
          id: row.id,
          name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.name || row.email,
        })),
      )
    },
    blog_posts: named('blog_posts', blogPosts, blogPosts.id, blogPosts.title),
    reviews: async () => {
      const wanted = serials('reviews')
      if (!wanted.length) return
      const rows = await db
        .select({ id: reviews.id, author: reviews.authorName, title: reviews.title })
        .from(reviews)
        .where(inArray(reviews.id, wanted))
      keep(
        'reviews',
        rows.map((row) => ({ id: row.id, name: row.title ? `${row.author}: “${row.title}”` : row.author })),
      )
    },
    faq_entries: named('faq_entries', faqEntries, faqEntries.id, faqEntries.question),
    contact_activities: async () => {
      const wanted = uuids('contact_activities')
      if (!wanted.length) return
      const rows = await db
        .select({
          id: contactActivities.id,
          type: contactActivities.activityType,
          contactId: contacts.id,
          ...contactName,
        })
        .from(contactActivities)
        .innerJoin(contacts, eq(contacts.id, contactActivities.contactId))
        .where(inArray(contactActivities.id, wanted))
      keep(
        'contact_activities',
        rows.map((row) => ({ id: row.id, name: `${words(row.type)} · ${personName(row)}`, contactId: row.contactId })),
      )
    },
    follow_up_tasks: async () => {
      const wanted = uuids('follow_up_tasks')
      if (!wanted.length) return
      const rows = await db
        .select({ id: followUpTasks.id, title: followUpTasks.title, contactId: contacts.id, ...contactName })
        .from(followUpTasks)
        .innerJoin(contacts, eq(contacts.id, followUpTasks.contactId))
        .where(inArray(followUpTasks.id, wanted))
      keep(
        'follow_up_tasks',
        rows.map((row) => ({ id: row.id, name: `${row.title} · ${personName(row)}`, contactId: row.contactId })),
      )
    },
  }
  // One after another: PGlite has one connection, and a page has a handful of kinds at most.
  for (const kind of AUDIT_NAME_KINDS) await lookups[kind]()
  return names
}
