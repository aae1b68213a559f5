// The safety catch's other half (issue 40 item 9): what the RETS screen shows of a hold, and an admin's "Apply
// removals". Only the newest finished run's hold counts (a later run decides afresh). Applying takes off market the
// held listings the MLS has not sent again since the run read its key list — a listing it re-listed meanwhile stays
// — and is recorded in the audit log as the admin's.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedListings, feedRuns, properties, users } from '~/db/schema'
import { markStaffWrite, recordStaffAction, type StaffActor } from '~/models/audit.server'
import { takeOffMarket } from './removals.server'

/** Held listings the panel names (the rest are counted). */
const SHOWN_HELD = 10

async function newestFinishedRun(db: Database) {
  const [run] = await db
    .select()
    .from(feedRuns)
    .where(eq(feedRuns.status, 'succeeded'))
    .orderBy(desc(feedRuns.id))
    .limit(1)
  return run ?? null
}

/** The hold the screen shows: the newest finished run's, if it held removals back; null when none. */
export async function getRemovalHold(db: Database) {
  const run = await newestFinishedRun(db)
  if (!run?.holdReason) return null
  const held = run.heldRemovals ?? []
  const shown =
    held.length === 0
      ? []
      : await db
          .select({ listingKey: feedListings.listingKey, listingId: properties.listingId, title: properties.title })
          .from(feedListings)
          .innerJoin(properties, eq(properties.id, feedListings.propertyId))
          .where(inArray(feedListings.listingKey, held.slice(0, SHOWN_HELD)))
          .orderBy(feedListings.listingKey)
  const [appliedBy] = run.removalsAppliedBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, run.removalsAppliedBy))
    : []
  return {
    runId: run.id,
    reason: run.holdReason,
    finishedAt: run.finishedAt,
    heldCount: held.length,
    shown,
    appliedAt: run.removalsAppliedAt,
    appliedBy: appliedBy?.email ?? null,
  }
}

export type RemovalHold = NonNullable<Awaited<ReturnType<typeof getRemovalHold>>>

export type ApplyRemovalsResult = { ok: true; removed: number; kept: number } | { ok: false; message: string }

/**
 * "Apply removals" of run `runId`, by `actor`: its held listings go off market, except those seen again (a record of
 * theirs applied after the run finished: only applyListing writes feed_listings.updated_at of a live listing) and
 * those already off market. One transaction, audit-logged.
 */
export async function applyHeldRemovals(db: Database, runId: number, actor: StaffActor): Promise<ApplyRemovalsResult> {
  return db.transaction(async (tx) => {
    const newest = await newestFinishedRun(tx)
    if (!newest || newest.id !== runId)
      return { ok: false, message: 'A later run has decided the removals since; nothing was applied.' } as const
    // Two admins pressing at once: the second waits here and finds the removals applied.
    const [run] = await tx.select().from(feedRuns).where(eq(feedRuns.id, runId)).for('update')
    const held = run?.heldRemovals ?? []
    if (!run || run.removalsAppliedAt) return { ok: false, message: 'These removals were applied already.' } as const
    if (held.length === 0) return { ok: false, message: 'This run holds no removals.' } as const

    await markStaffWrite(tx, actor)
    const finishedAt = run.finishedAt ?? new Date()
    const live = await tx
      .select({ key: feedListings.listingKey, seenAt: feedListings.updatedAt })
      .from(feedListings)
      .innerJoin(properties, eq(properties.id, feedListings.propertyId))
      .where(and(inArray(feedListings.listingKey, held), sql`${properties.status} <> 'off_market'`))
    const gone = live.filter((row) => row.seenAt <= finishedAt).map((row) => row.key)
    const removed = await takeOffMarket(tx, gone)
    const kept = live.length - gone.length
    await tx
      .update(feedRuns)
      .set({ removalsAppliedAt: new Date(), removalsAppliedBy: actor.id })
      .where(eq(feedRuns.id, runId))
    await recordStaffAction(tx, actor, {
      subjectType: 'feed_runs',
      subjectId: String(runId),
      details: { outcome: 'removals applied', takenOffMarket: removed, keptListedAgain: kept },
    })
    return { ok: true, removed, kept } as const
  })
}
