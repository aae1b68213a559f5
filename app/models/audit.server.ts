// Issue 17: the audit log. Database triggers (migration 0018) record every write to the audited tables made inside
// `asStaff`, in the same transaction as the change; writes outside it (the public site, buyers, the feed sync, import
// rows) record nothing. Entries are never changed; the retention purge removes those past two years
// (docs/decisions/025-audit-log.md).
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { auditLog, users } from '~/db/schema'
import { findAuditNames } from './audit-names.server'

/** The signed-in staff member a write is recorded against. */
export interface StaffActor {
  id: string
  email: string
  /** What the change went through when not the staff member's own hand, e.g. 'feed run 12' (issue 39). */
  via?: string
}

/**
 * Runs `work` in one transaction marked with the staff member, so the audit triggers record who made each change.
 * Everything in `work` must go through the transaction it is given: PGlite has one connection, and a query on the
 * outer handle would wait for this transaction to end.
 */
export async function asStaff<T>(db: Database, actor: StaffActor, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await markStaffWrite(tx as unknown as Database, actor)
    return work(tx as unknown as Database)
  })
}

/** Marks a transaction a model opens itself as the staff member's, for the rest of it (what asStaff does first). */
export async function markStaffWrite(tx: Database, actor: StaffActor) {
  await tx.execute(
    sql`select set_config('app.actor_user_id', ${actor.id}, true), set_config('app.actor_email', ${actor.email}, true),
      set_config('app.actor_via', ${actor.via ?? ''}, true)`,
  )
}

/**
 * Issue 39: a staff operation that changes no one row the triggers watch (a test e-mail, listing alerts sent now, a
 * feed sync started) is recorded as a 'run' of its subject with what it did, e.g. { outcome: [null, 'queued'] }.
 */
export async function recordStaffAction(
  db: Database,
  actor: StaffActor,
  action: { subjectType: string; subjectId: string; details: Record<string, unknown> },
) {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: 'run',
    subjectType: action.subjectType,
    subjectId: action.subjectId,
    changes: Object.fromEntries(Object.entries(action.details).map(([field, value]) => [field, [null, value]])),
    via: actor.via ?? null,
  })
}

/** The staff member behind a user id (a feed run's starter), or null when the account is gone. */
export async function findStaffActor(db: Database, userId: string | null): Promise<StaffActor | null> {
  if (!userId) return null
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId))
  return user ?? null
}

/** Issue 17 "retention documented": entries are kept two years; the trigger refuses to delete younger ones. */
export const AUDIT_RETENTION = '2 years'

/** Deletes the entries past the retention period (the daily retention purge calls it in its transaction). */
export async function purgeExpiredAuditEntries(tx: Database): Promise<number> {
  await tx.execute(sql`select set_config('app.audit_purge', 'on', true)`)
  const gone = await tx
    .delete(auditLog)
    .where(lt(auditLog.createdAt, sql`now() - ${sql.raw(`interval '${AUDIT_RETENTION}'`)}`))
    .returning({ id: auditLog.id })
  await tx.execute(sql`select set_config('app.audit_purge', 'off', true)`)
  return gone.length
}

export const AUDIT_PAGE_SIZE = 50

export interface AuditFilters {
  /** the actor's e-mail, or part of it */
  who?: string
  /** a subject type (table name) */
  kind?: string
  /** inclusive day, YYYY-MM-DD (UTC) */
  from?: string
  /** inclusive day, YYYY-MM-DD (UTC) */
  to?: string
  page: number
}

/** One page of entries, newest first, whether another page follows, and the names behind the ids they mention. */
export async function listAuditEntries(db: Database, filters: AuditFilters) {
  const conditions: SQL[] = []
  if (filters.who) conditions.push(sql`${auditLog.actorEmail} ilike ${`%${escapeLike(filters.who)}%`}`)
  if (filters.kind) conditions.push(eq(auditLog.subjectType, filters.kind))
  if (filters.from) conditions.push(gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)))
  if (filters.to) conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)))
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filters.page - 1) * AUDIT_PAGE_SIZE)
  const entries = rows.slice(0, AUDIT_PAGE_SIZE)
  return { entries, hasMore: rows.length > AUDIT_PAGE_SIZE, names: await findAuditNames(db, entries) }
}

/** The subject types that have entries, for the filter's choices. */
export async function listAuditSubjectTypes(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ subjectType: auditLog.subjectType })
    .from(auditLog)
    .orderBy(auditLog.subjectType)
  return rows.map((row) => row.subjectType)
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`)
}
