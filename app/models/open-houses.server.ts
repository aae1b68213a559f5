// Issue 40 item 12: open houses. Staff add and remove them for our own listings (a feed listing's come from the MLS's
// OpenHouse resource, app/feed/open-houses.server.ts, and are read-only here); the listing page shows those that have
// not ended; the /properties filter and listing alerts ask which listings have one this week (lib/open-house-time.ts).
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { openHouses, properties } from '~/db/schema'
import { OPEN_HOUSE_WEEK_MS } from '~/lib/open-house-time'
import type { OpenHouseValues } from '~/lib/open-house-form'
import { asStaff, type StaffActor } from './audit.server'

export interface OpenHouseRow {
  id: number
  startsAt: Date
  endsAt: Date
  remarks: string
  source: 'staff' | 'feed'
}

const columns = {
  id: openHouses.id,
  startsAt: openHouses.startsAt,
  endsAt: openHouses.endsAt,
  remarks: openHouses.remarks,
  source: sql<'staff' | 'feed'>`${openHouses.source}`,
}

/** A listing's open houses that have not ended at `now`, soonest first. */
export function listUpcomingOpenHouses(db: Database, propertyId: number, now: Date): Promise<OpenHouseRow[]> {
  return db
    .select(columns)
    .from(openHouses)
    .where(and(eq(openHouses.propertyId, propertyId), gt(openHouses.endsAt, now)))
    .orderBy(asc(openHouses.startsAt), asc(openHouses.id))
}

/**
 * Whether the listing (`properties` of the outer query) has an open house this week at `now`: not ended, starting
 * within OPEN_HOUSE_WEEK_DAYS. The /properties filter and the alert job's candidates use this one condition.
 */
export function hasOpenHouseThisWeek(now: Date): SQL<boolean> {
  const until = new Date(now.getTime() + OPEN_HOUSE_WEEK_MS)
  return sql<boolean>`exists (select 1 from ${openHouses} where ${openHouses.propertyId} = ${properties.id}
    and ${openHouses.endsAt} > ${now.toISOString()}::timestamptz and ${openHouses.startsAt} < ${until.toISOString()}::timestamptz)`
}

/**
 * Public pages show open houses: every process's page cache is cleared after the write commits (the channel of
 * migration 0008's content triggers, docs/decisions/016-page-cache.md; open_houses has no trigger of its own).
 */
export async function announceOpenHouseChange(tx: Database) {
  await tx.execute(sql`select pg_notify('content_changed', 'open_houses')`)
}

export type OpenHouseChange = { ok: true } | { ok: false; status: 400 | 404; error: string }

const FEED_LISTING = 'This listing comes from the listing feed: its open houses come from the MLS.'
const NO_LISTING = 'No listing has this address. It may have been deleted.'

/** Adds an open house to one of our own listings, recorded in the audit log as the staff member's. */
export function addStaffOpenHouse(
  db: Database,
  actor: StaffActor,
  propertyId: number,
  values: OpenHouseValues,
): Promise<OpenHouseChange> {
  return asStaff(db, actor, async (tx) => {
    const [listing] = await tx
      .select({ source: properties.source })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update')
    if (!listing) return { ok: false, status: 404, error: NO_LISTING }
    if (listing.source === 'feed') return { ok: false, status: 400, error: FEED_LISTING }
    await tx.insert(openHouses).values({ propertyId, ...values, source: 'staff', createdBy: actor.id })
    await announceOpenHouseChange(tx)
    return { ok: true }
  })
}

/** Removes an open house staff added; the feed's are left to the feed. */
export function removeStaffOpenHouse(
  db: Database,
  actor: StaffActor,
  propertyId: number,
  openHouseId: number,
): Promise<OpenHouseChange> {
  return asStaff(db, actor, async (tx) => {
    const removed = await tx
      .delete(openHouses)
      .where(and(eq(openHouses.id, openHouseId), eq(openHouses.propertyId, propertyId), eq(openHouses.source, 'staff')))
      .returning({ id: openHouses.id })
    if (removed.length === 0)
      return { ok: false, status: 404, error: 'That open house is no longer there, or it comes from the feed.' }
    await announceOpenHouseChange(tx)
    return { ok: true }
  })
}
