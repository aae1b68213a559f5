// Feed runs: queued → running → succeeded | failed. One run at a time, guarded in the database: claiming a run locks
// the settings row, so two processes (or two requests) cannot both start one. A running row whose heartbeat went
// stale was cut off (a crash or restart): it is marked failed and a new run resumes from the high-water mark.
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedRunErrors, feedRuns, feedSettings } from '~/db/schema'
import { publishStaffEvent } from '~/models/staff-events.server'

/** A running run whose heartbeat is older than this was cut off (by default; the worker derives it from JOB_LEASE_S). */
export const HEARTBEAT_STALE_MS = 20_000
export const INTERRUPTED_MESSAGE = 'Interrupted (the server stopped); the next run resumes from where this one got to.'

export type FeedTrigger = 'manual' | 'scheduled' | 'resume'
export type FeedRun = typeof feedRuns.$inferSelect

export interface RunCounts {
  seen: number
  created: number
  updated: number
  removed: number
  failed: number
  /** Records the site does not list by decision (leases, decision 036). */
  skipped: number
}

const staleBefore = (staleMs: number) => new Date(Date.now() - staleMs)

/** Queues a run unless one is already queued or running; returns the run that will do the work. */
export async function queueFeedRun(db: Database, trigger: FeedTrigger, userId: string | null) {
  return db.transaction(async (tx) => {
    await lockSettingsRow(tx)
    const [pending] = await tx
      .select()
      .from(feedRuns)
      .where(inArray(feedRuns.status, ['queued', 'running']))
      .orderBy(desc(feedRuns.id))
      .limit(1)
    if (pending) return { run: pending, queued: false }
    const [run] = await tx.insert(feedRuns).values({ status: 'queued', trigger, startedBy: userId }).returning()
    return { run: run!, queued: true }
  })
}

async function lockSettingsRow(tx: Pick<Database, 'execute' | 'insert'>) {
  await tx.insert(feedSettings).values({ id: 1 }).onConflictDoNothing()
  await tx.execute(sql`select id from ${feedSettings} where id = 1 for update`)
}

/**
 * Takes the next queued run and marks it running, unless another run is alive. Runs left 'running' with a stale
 * heartbeat are marked failed first, and a resume run is queued for them.
 */
export async function claimFeedRun(db: Database, staleMs = HEARTBEAT_STALE_MS): Promise<FeedRun | null> {
  return db.transaction(async (tx) => {
    await lockSettingsRow(tx)
    const interrupted = await tx
      .update(feedRuns)
      .set({ status: 'failed', error: INTERRUPTED_MESSAGE, finishedAt: new Date() })
      .where(
        and(
          eq(feedRuns.status, 'running'),
          sql`coalesce(${feedRuns.heartbeatAt}, ${feedRuns.startedAt}) < ${staleBefore(staleMs).toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: feedRuns.id, startedBy: feedRuns.startedBy })
    const [alive] = await tx.select({ id: feedRuns.id }).from(feedRuns).where(eq(feedRuns.status, 'running')).limit(1)
    if (alive) return null
    let [next] = await tx
      .select({ id: feedRuns.id })
      .from(feedRuns)
      .where(eq(feedRuns.status, 'queued'))
      .orderBy(feedRuns.id)
      .limit(1)
    // The resumption stays the run of whoever started the one cut off (issue 39: its changes are attributed).
    if (!next && interrupted.length > 0)
      [next] = await tx
        .insert(feedRuns)
        .values({ status: 'queued', trigger: 'resume', startedBy: interrupted.at(-1)!.startedBy })
        .returning({ id: feedRuns.id })
    if (!next) return null
    const now = new Date()
    const [run] = await tx
      .update(feedRuns)
      .set({ status: 'running', startedAt: now, heartbeatAt: now })
      .where(eq(feedRuns.id, next.id))
      .returning()
    return run ?? null
  })
}

export async function heartbeat(db: Database, runId: number) {
  await db.update(feedRuns).set({ heartbeatAt: new Date() }).where(eq(feedRuns.id, runId))
}

export async function writeRunCounts(db: Pick<Database, 'update'>, runId: number, counts: RunCounts) {
  await db
    .update(feedRuns)
    .set({ ...counts, heartbeatAt: new Date() })
    .where(eq(feedRuns.id, runId))
}

/** The progress bar's end, once: the count the first page of a run announced. */
export async function recordExpectedTotal(db: Database, runId: number, total: number) {
  await db
    .update(feedRuns)
    .set({ expectedTotal: total })
    .where(and(eq(feedRuns.id, runId), isNull(feedRuns.expectedTotal)))
}

/** A record's message: an error (the record was skipped) or a warning (it was applied without a value). */
export async function recordRunError(
  db: Database,
  runId: number,
  listingKey: string | null,
  message: string,
  severity: 'error' | 'warning' = 'error',
) {
  await db.insert(feedRunErrors).values({ runId, listingKey, message: message.slice(0, 2000), severity })
}

export async function finishFeedRun(db: Database, runId: number, counts: RunCounts, error: string | null) {
  await db.transaction(async (tx) => {
    await tx
      .update(feedRuns)
      .set({
        ...counts,
        status: error ? 'failed' : 'succeeded',
        error,
        finishedAt: new Date(),
        heartbeatAt: new Date(),
      })
      .where(eq(feedRuns.id, runId))
    // Issue 17: a failed sync reaches the staff who run the feed, live
    if (error) {
      await publishStaffEvent(tx, {
        kind: 'feed_failed',
        title: 'The listing feed sync failed',
        body: error.slice(0, 300),
        link: '/admin/rets',
        roles: ['admin'],
      })
    }
  })
}

/** When the last scheduled or manual run started (for the schedule). */
export async function lastRunStart(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(coalesce(${feedRuns.startedAt}, ${feedRuns.createdAt}))` })
    .from(feedRuns)
  return row?.at ? new Date(row.at) : null
}

export const HISTORY_SIZE = 20
const ERRORS_PER_RUN = 50

/** The latest runs, newest first, each with its per-record errors and warnings (the first few). */
export async function listFeedRuns(db: Database) {
  const runs = await db.select().from(feedRuns).orderBy(desc(feedRuns.id)).limit(HISTORY_SIZE)
  if (runs.length === 0) return []
  // Ranked in the database so that only the first errors of each run are read.
  const ranked = db
    .select({
      runId: feedRunErrors.runId,
      listingKey: feedRunErrors.listingKey,
      message: feedRunErrors.message,
      severity: feedRunErrors.severity,
      rank: sql<number>`row_number() over (partition by ${feedRunErrors.runId} order by ${feedRunErrors.id})`.as(
        'rank',
      ),
    })
    .from(feedRunErrors)
    .where(
      inArray(
        feedRunErrors.runId,
        runs.map((run) => run.id),
      ),
    )
    .as('ranked')
  const errors = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, ERRORS_PER_RUN))
    .orderBy(ranked.runId, ranked.rank)
  return runs.map((run) => ({
    ...run,
    errors: errors
      .filter((error) => error.runId === run.id)
      .map(({ listingKey, message, severity }) => ({ listingKey, message, severity })),
  }))
}
