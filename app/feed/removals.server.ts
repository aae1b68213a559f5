// The end of a run (issue 40 item 9): feed listings whose key the MLS no longer offers go off market — unless the run
// trips the safety catch. A run that would take off market more than feed_settings.removal_limit_percent of the live
// feed listings, whose key list came back empty while the site shows feed listings, or whose key list cannot be
// trusted (paging.server.ts) removes nothing: it keeps the keys it would have removed (feed_runs.held_removals), says
// why, and tells the admins; an admin's "Apply removals" decides (held-removals.server.ts). The newest run decides:
// a later run within the limit takes off what is still gone itself, and the hold is no longer shown.
// A listing taken off market here gets feed_listings.removed_at: the MLS listing it again brings it back with its
// address, photos and history (applyListing clears the mark); after 30 days its stored photos are removed.
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedListings, feedRuns, feedSettings, properties } from '~/db/schema'
import { markStaffWrite, type StaffActor } from '~/models/audit.server'
import { removeStoredPhotos } from '~/models/listing-photos.server'
import { publishStaffEvent } from '~/models/staff-events.server'
import type { Storage } from '~/storage/storage.server'
import type { KeyList } from './paging.server'

/** Listings taken off market by the feed keep their stored photos this long, in case the MLS lists them again. */
export const RECOVERY_DAYS = 30
const PURGE_BATCH = 200
const UPDATE_BATCH = 500

const formatCount = (count: number) => count.toLocaleString('en-US')
const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`

/** "31 %"; one decimal when whole numbers would hide that the share is over the limit (10.4 % against 10 %). */
function formatShare(share: number, limit: number) {
  const whole = Math.round(share)
  return `${whole > limit ? whole : Math.round(share * 10) / 10} %`
}

/** Why this run may not take `gone` of `live` feed listings off market; null when it may. */
export function removalHoldReason(list: KeyList, live: number, gone: number, limitPercent: number): string | null {
  if (list.problem) return list.problem
  if (live > 0 && list.keys.size === 0)
    return `Removals held: the key list came back empty while the site shows ${plural(live, 'feed listing', 'feed listings')}.`
  if (gone * 100 > live * limitPercent)
    return `Removals held: this run would take ${formatCount(gone)} of ${plural(live, 'listing', 'listings')} off the market (${formatShare((gone * 100) / live, limitPercent)}, the limit is ${limitPercent} %).`
  return null
}

/** Takes these feed listings off market now, marking when (the start of their 30 days). Returns how many went. */
export async function takeOffMarket(tx: Database, keys: string[]): Promise<number> {
  let taken = 0
  for (let start = 0; start < keys.length; start += UPDATE_BATCH) {
    const batch = keys.slice(start, start + UPDATE_BATCH)
    const rows = await tx
      .update(properties)
      .set({ status: 'off_market', featured: false, updatedAt: new Date() })
      .where(
        and(
          sql`${properties.status} <> 'off_market'`,
          inArray(
            properties.id,
            tx
              .select({ id: feedListings.propertyId })
              .from(feedListings)
              .where(inArray(feedListings.listingKey, batch)),
          ),
        ),
      )
      .returning({ id: properties.id })
    if (rows.length === 0) continue
    taken += rows.length
    await tx
      .update(feedListings)
      .set({
        syncedValues: sql`${feedListings.syncedValues} || '{"status":"off_market"}'::jsonb`,
        removedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        inArray(
          feedListings.propertyId,
          rows.map((row) => row.id),
        ),
      )
  }
  return taken
}

/**
 * Key reconciliation at the end of a run: takes off market the live feed listings the key list lacks, or holds them
 * back (see above). Also stores the MLS's status counts on the run. Returns how many went off market.
 */
export async function reconcileRemovals(
  db: Database,
  runId: number,
  list: KeyList,
  actor: StaffActor | null,
): Promise<number> {
  const live = await db
    .select({ key: feedListings.listingKey })
    .from(feedListings)
    .innerJoin(properties, eq(properties.id, feedListings.propertyId))
    .where(sql`${properties.status} <> 'off_market'`)
  const gone = live.map((row) => row.key).filter((key) => !list.keys.has(key))
  const [settings] = await db.select({ limit: feedSettings.removalLimitPercent }).from(feedSettings)
  const reason = removalHoldReason(list, live.length, gone.length, settings?.limit ?? 10)
  const stillHeld = reason ? await holdPending(db, runId) : false

  await db
    .update(feedRuns)
    .set({ mlsStatusCounts: list.statusCounts, holdReason: reason, heldRemovals: reason ? gone : null })
    .where(eq(feedRuns.id, runId))
  if (reason) {
    // Admins hear of a hold once, not again with every run while it lasts.
    if (gone.length > 0 && !stillHeld)
      await publishStaffEvent(db, {
        kind: 'feed_failed',
        title: 'Listing feed: removals held',
        body: `${reason} Nothing leaves the site until an admin applies the removals.`.slice(0, 300),
        link: '/admin/rets',
        roles: ['admin'],
      })
    return 0
  }
  if (gone.length === 0) return 0
  return db.transaction(async (tx) => {
    if (actor) await markStaffWrite(tx, actor)
    return takeOffMarket(tx, gone)
  })
}

/** Whether the newest finished run before `runId` holds removals an admin has not applied. */
async function holdPending(db: Database, runId: number) {
  const [previous] = await db
    .select({ held: feedRuns.heldRemovals, appliedAt: feedRuns.removalsAppliedAt })
    .from(feedRuns)
    .where(and(eq(feedRuns.status, 'succeeded'), lt(feedRuns.id, runId)))
    .orderBy(sql`${feedRuns.id} desc`)
    .limit(1)
  return Boolean(previous?.held?.length && !previous.appliedAt)
}

/**
 * Stored photos of listings the feed took off market more than 30 days ago are removed (their rows, address and
 * history stay): the MLS listing one again downloads its photos afresh, as the photo mark is cleared. A batch a run.
 */
export async function purgeLongRemovedPhotos({ db, storage }: { db: Database; storage: Storage }, now = new Date()) {
  const before = new Date(now.getTime() - RECOVERY_DAYS * 86_400_000)
  const rows = await db
    .select({ propertyId: feedListings.propertyId, images: properties.images })
    .from(feedListings)
    .innerJoin(properties, eq(properties.id, feedListings.propertyId))
    .where(
      and(
        isNotNull(feedListings.removedAt),
        lt(feedListings.removedAt, before),
        eq(properties.status, 'off_market'),
        sql`jsonb_array_length(${properties.images}) > 0`,
      ),
    )
    .limit(PURGE_BATCH)
  for (const row of rows) {
    await db.transaction(async (tx) => {
      await tx.update(properties).set({ images: [] }).where(eq(properties.id, row.propertyId))
      await tx
        .update(feedListings)
        .set({ photosChangeTimestamp: null, pendingPhotoUrls: null, photoAttempts: 0, photoRetryAt: null })
        .where(eq(feedListings.propertyId, row.propertyId))
    })
    await removeStoredPhotos(storage, row.images)
  }
  return rows.length
}
