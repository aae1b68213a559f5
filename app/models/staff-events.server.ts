// Live notifications for staff (issue 17): stored, then announced to every process through the database, so any
// open admin tab of the staff concerned receives them (server/staff-event-hub.ts) and a tab that reconnects resumes
// after the last id it saw (docs/decisions/027-live-notifications.md).
import { and, desc, eq, gt, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, contacts, properties, sessions, staffEventReads, staffEvents, userRoles } from '~/db/schema'
import type { Role } from '~/lib/roles'
import type { StaffEvent, Viewer } from '~/lib/staff-event'
import type { StaffEventKind } from '~/lib/staff-work-rules'

export const STAFF_EVENT_CHANNEL = 'staff_event'
/** An ended session ({userId, sessionId}) or a user's changed roles ({userId}), announced by the database. */
export const STAFF_ACCESS_CHANNEL = 'staff_access'
/** Taken inside each publishing transaction, so events commit in the order of their ids: a tab resuming after id N
 * can never miss an event with a smaller id that committed later. */
const PUBLISH_LOCK = 17_001

type Executor = Pick<Database, 'execute' | 'insert'>

export interface NewStaffEvent {
  kind: StaffEventKind
  title: string
  body?: string
  link?: string
  /** One staff member… */
  userId?: string | null
  /** …or everyone holding one of these roles (both may be given). */
  roles?: readonly Role[]
}

/**
 * Stores an event and notifies every process; inside a transaction both happen at its commit or not at all (a
 * notification is delivered on commit). Pass the transaction when the event belongs to a write.
 */
export async function publishStaffEvent(db: Executor & Pick<Database, 'transaction'>, event: NewStaffEvent) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`)
    const [row] = await tx
      .insert(staffEvents)
      .values({
        kind: event.kind,
        title: event.title,
        body: event.body ?? '',
        link: event.link ?? '',
        userId: event.userId ?? null,
        roles: [...(event.roles ?? [])],
      })
      .returning()
    const stored = toStaffEvent(row!)
    await tx.execute(sql`select pg_notify(${STAFF_EVENT_CHANNEL}, ${JSON.stringify(stored)})`)
    return stored
  })
}

export function toStaffEvent(row: typeof staffEvents.$inferSelect): StaffEvent {
  return {
    id: row.id,
    kind: row.kind as StaffEventKind,
    title: row.title,
    body: row.body,
    link: row.link,
    userId: row.userId,
    roles: row.roles,
    createdAt: new Date(row.createdAt).toISOString(),
  }
}

const forViewer = (viewer: Viewer) =>
  or(
    eq(staffEvents.userId, viewer.userId),
    viewer.roles.length
      ? sql`${staffEvents.roles} ?| array[${sql.join(
          viewer.roles.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`
      : undefined,
  )

/** The viewer's events after `afterId`, oldest first (a reconnecting tab's catch-up), at most `limit`. */
export async function staffEventsAfter(db: Database, viewer: Viewer, afterId: number, limit = 200) {
  const rows = await db
    .select()
    .from(staffEvents)
    .where(and(gt(staffEvents.id, afterId), forViewer(viewer)))
    .orderBy(staffEvents.id)
    .limit(limit)
  return rows.map(toStaffEvent)
}

/**
 * Issue 39: the roles of a stream's viewer while the session it was opened with lasts; null once that session was
 * revoked or has expired. One query, on every heartbeat and before events are delivered.
 */
export async function sessionViewerRoles(db: Database, sessionId: string): Promise<Role[] | null> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(sessions)
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
  if (rows.length === 0) return null
  return rows.flatMap((row) => (row.role ? [row.role as Role] : []))
}

/** The newest event's id (0 when there is none). */
export async function latestStaffEventId(db: Database) {
  const [latest] = await db.select({ id: sql<number>`coalesce(max(${staffEvents.id}), 0)::bigint` }).from(staffEvents)
  return Number(latest?.id ?? 0)
}

/** The bell: the viewer's newest events, how many are unread, and the id a new tab listens after. */
export async function staffEventSummary(db: Database, viewer: Viewer, recent = 8) {
  // The unread count reads the viewer's read mark in the same query: one round trip fewer per admin page.
  const readMark = sql`coalesce((select ${staffEventReads.lastReadId} from ${staffEventReads}
    where ${staffEventReads.userId} = ${viewer.userId}), 0)`
  const [rows, [unread], latestId] = await Promise.all([
    db.select().from(staffEvents).where(forViewer(viewer)).orderBy(desc(staffEvents.id)).limit(recent),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(staffEvents)
      .where(and(sql`${staffEvents.id} > ${readMark}`, forViewer(viewer))),
    latestStaffEventId(db),
  ])
  return { recent: rows.map(toStaffEvent), unread: unread?.total ?? 0, latestId }
}

/** Marks everything up to `throughId` as seen by the viewer (never moves backwards). */
export async function markStaffEventsRead(db: Database, userId: string, throughId: number) {
  await db
    .insert(staffEventReads)
    .values({ userId, lastReadId: throughId })
    .onConflictDoUpdate({
      target: staffEventReads.userId,
      set: { lastReadId: sql`greatest(${staffEventReads.lastReadId}, excluded.last_read_id)`, updatedAt: sql`now()` },
    })
}

/** The staff user behind an agent record, if the agent has one. */
export async function agentUserId(db: Pick<Database, 'select'>, agentId: number | null) {
  if (agentId === null) return null
  const [agent] = await db.select({ userId: agents.userId }).from(agents).where(eq(agents.id, agentId))
  return agent?.userId ?? null
}

/** Admins see every lead's news; the assigned agent's user sees theirs; an unassigned lead goes to all lead staff. */
const LEAD_OVERSIGHT: readonly Role[] = ['admin']
const LEAD_STAFF: readonly Role[] = ['admin', 'editor', 'broker']

/**
 * Issue 17: a new inquiry, for the account of the agent the lead is assigned to (after automatic assignment), else of
 * the listing's agent (as the first-contact task, decision 026), and for the admins.
 */
export async function publishInquiryEvent(
  db: Database,
  inquiry: { contactId: string; propertyId: number | null; name: string; about: string; message: string },
) {
  const [contact] = await db
    .select({ agentId: contacts.assignedAgentId })
    .from(contacts)
    .where(eq(contacts.id, inquiry.contactId))
  let userId = await agentUserId(db, contact?.agentId ?? null)
  if (!userId && inquiry.propertyId !== null) {
    const [listing] = await db
      .select({ userId: agents.userId })
      .from(properties)
      .innerJoin(agents, eq(agents.id, properties.agentId))
      .where(eq(properties.id, inquiry.propertyId))
    userId = listing?.userId ?? null
  }
  return publishStaffEvent(db, {
    kind: 'inquiry',
    title: `New inquiry from ${inquiry.name}`,
    body: `${inquiry.about}: ${inquiry.message.slice(0, 140)}`,
    link: `/admin/contacts/profile/${inquiry.contactId}`,
    userId,
    roles: userId ? LEAD_OVERSIGHT : LEAD_STAFF,
  })
}
