// Issue 40 item 12: the MLS's open houses, from the RESO OpenHouse resource, for our feed listings. The resource has
// its own high-water mark (feed_settings.open_house_mark, _key): an open house edited at the MLS does not move its
// listing's ModificationTimestamp. Pages are read by cursor (ModificationTimestamp, OpenHouseKey) until one comes
// back empty, the mark moving after each, so a run with nothing new costs one request. Canceled or ended ones are
// removed; one of a listing we do not have is skipped (counted, not reported); one with unusable times is skipped with
// a warning. A server with no OpenHouse resource (404) is not an error: it is asked again a day later.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { feedListings, feedSettings, openHouses } from '~/db/schema'
import { announceOpenHouseChange } from '~/models/open-houses.server'
import { FeedRequestError, isDateTimeLiteral, type HighWaterMark, type ResoClient } from './reso-client.server'
import { movesForward } from './paging.server'
import { recordRunError } from './runs.server'

const SETTINGS_ID = 1
/**
 * open_house_mark_key while the server answers 404 for OpenHouse, open_house_mark then being the time of that answer.
 * Asked again once a day, not never: vendors add resources, and a new endpoint starts afresh (settings.server.ts).
 */
export const NO_OPEN_HOUSE_RESOURCE = '(no OpenHouse resource)'
const RECHECK_MS = 24 * 60 * 60_000
const MAX_REMARKS = 1000
const REMOVED_STATUSES = new Set(['canceled', 'cancelled', 'ended'])
const STUCK = 'The Web API sent open houses it had already sent; the next run starts from here.'

export interface OpenHouseCounts {
  applied: number
  removed: number
  /** open houses of listings the site does not have (another office's lease, a listing not replicated) */
  unknownListing: number
  /** skipped with a warning on the run */
  skipped: number
  requests: number
}

interface OpenHouseRecord {
  key: string
  listingKey: string
  remove: boolean
  startsAt: Date
  endsAt: Date
  remarks: string
}

const normalised = (value: unknown) => (typeof value === 'string' ? value.toLowerCase().replace(/[^a-z0-9]/g, '') : '')
const instant = (value: unknown) =>
  typeof value === 'string' && isDateTimeLiteral(value.trim()) ? new Date(value.trim()) : null

/** One record as the site keeps it, or why it cannot be (a warning); remarks that are not text are left out. */
function readRecord(raw: unknown): { record: OpenHouseRecord; warning?: string } | { problem: string; key?: string } {
  const fields = (raw ?? {}) as Record<string, unknown>
  const key = typeof fields.OpenHouseKey === 'string' ? fields.OpenHouseKey.trim() : ''
  const listingKey = typeof fields.ListingKey === 'string' ? fields.ListingKey.trim() : ''
  if (!key) return { problem: 'An open house without an OpenHouseKey was skipped.' }
  if (!listingKey) return { problem: `The open house ${key} names no ListingKey; it was skipped.`, key }
  // Canceled or ended at the MLS, or withdrawn from display (MLS Grid's MlgCanView false): it leaves the site.
  const remove = REMOVED_STATUSES.has(normalised(fields.OpenHouseStatus)) || fields.MlgCanView === false
  const startsAt = instant(fields.OpenHouseStartTime)
  const endsAt = instant(fields.OpenHouseEndTime)
  if (!remove && (!startsAt || !endsAt || Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime())))
    return {
      problem: `The open house ${key} has no usable start or end time (a date and time with its offset); it was skipped.`,
      key: listingKey,
    }
  if (!remove && endsAt! <= startsAt!)
    return { problem: `The open house ${key} ends before it starts; it was skipped.`, key: listingKey }
  const remarks = fields.OpenHouseRemarks
  const text = typeof remarks === 'string' ? remarks.trim().slice(0, MAX_REMARKS) : ''
  const warning =
    remarks != null && typeof remarks !== 'string'
      ? `The open house ${key}: OpenHouseRemarks is not text; it was left out.`
      : undefined
  const record = {
    key,
    listingKey,
    remove,
    startsAt: startsAt ?? new Date(0),
    endsAt: endsAt ?? new Date(1),
    remarks: text,
  }
  return { record, warning }
}

/** The (ModificationTimestamp, OpenHouseKey) of the last record of a page that has both. */
function lastMark(records: unknown[]): HighWaterMark | null {
  for (let index = records.length - 1; index >= 0; index--) {
    const { ModificationTimestamp: at, OpenHouseKey: key } = (records[index] ?? {}) as Record<string, unknown>
    if (typeof at === 'string' && typeof key === 'string' && !Number.isNaN(Date.parse(at)))
      return { timestamp: new Date(at), listingKey: key, literal: isDateTimeLiteral(at) ? at : undefined }
  }
  return null
}

async function readMark(db: Database) {
  const [row] = await db
    .select({ mark: feedSettings.openHouseMark, key: feedSettings.openHouseMarkKey })
    .from(feedSettings)
    .where(eq(feedSettings.id, SETTINGS_ID))
  return row ?? { mark: null, key: null }
}

async function setMark(db: Database, mark: Date | null, key: string | null) {
  await db
    .update(feedSettings)
    .set({ openHouseMark: mark, openHouseMarkKey: key })
    .where(eq(feedSettings.id, SETTINGS_ID))
}

/** Moves the mark forward only. */
async function advanceMark(db: Database, mark: HighWaterMark) {
  await db
    .update(feedSettings)
    .set({ openHouseMark: mark.timestamp, openHouseMarkKey: mark.listingKey })
    .where(
      sql`${feedSettings.id} = ${SETTINGS_ID} and (${feedSettings.openHouseMark} is null or (${feedSettings.openHouseMark}, coalesce(${feedSettings.openHouseMarkKey}, '')) < (${mark.timestamp.toISOString()}::timestamptz, ${mark.listingKey ?? ''}))`,
    )
}

/** Applies one page; whether anything a visitor sees changed. */
async function applyPage(db: Database, runId: number, records: unknown[], counts: OpenHouseCounts): Promise<boolean> {
  const read = records.map(readRecord)
  const wanted = [...new Set(read.flatMap((entry) => ('record' in entry ? [entry.record.listingKey] : [])))]
  const listings = wanted.length
    ? await db
        .select({ listingKey: feedListings.listingKey, propertyId: feedListings.propertyId })
        .from(feedListings)
        .where(inArray(feedListings.listingKey, wanted))
    : []
  const propertyOf = new Map(listings.map((listing) => [listing.listingKey, listing.propertyId]))
  let changed = false
  for (const entry of read) {
    if ('problem' in entry) {
      counts.skipped++
      await recordRunError(db, runId, entry.key ?? null, entry.problem, 'warning')
      continue
    }
    const { record, warning } = entry
    if (record.remove) {
      const gone = await db
        .delete(openHouses)
        .where(and(eq(openHouses.openHouseKey, record.key), eq(openHouses.source, 'feed')))
        .returning({ id: openHouses.id })
      counts.removed += gone.length
      changed ||= gone.length > 0
      continue
    }
    const propertyId = propertyOf.get(record.listingKey)
    if (propertyId === undefined) {
      counts.unknownListing++
      continue
    }
    if (warning) await recordRunError(db, runId, record.listingKey, warning, 'warning')
    const values = { propertyId, startsAt: record.startsAt, endsAt: record.endsAt, remarks: record.remarks }
    const written = await db
      .insert(openHouses)
      .values({ ...values, openHouseKey: record.key, source: 'feed' })
      .onConflictDoUpdate({
        target: openHouses.openHouseKey,
        set: { ...values, updatedAt: new Date() },
        setWhere: sql`(${openHouses.propertyId}, ${openHouses.startsAt}, ${openHouses.endsAt}, ${openHouses.remarks}) is distinct from (excluded.property_id, excluded.starts_at, excluded.ends_at, excluded.remarks)`,
      })
      .returning({ id: openHouses.id })
    counts.applied += written.length
    changed ||= written.length > 0
  }
  return changed
}

/**
 * Replicates the open houses changed since the resource's mark. Never fails the run: a problem (the Web API down,
 * a server that pages wrongly) is a warning on it, and the next run resumes from the mark.
 */
export async function replicateOpenHouses(
  { db, logger }: Pick<AppServices, 'db' | 'logger'>,
  client: ResoClient,
  runId: number,
  options: { pageSize: number; signal?: AbortSignal; now?: Date },
): Promise<OpenHouseCounts> {
  const counts: OpenHouseCounts = { applied: 0, removed: 0, unknownListing: 0, skipped: 0, requests: 0 }
  const now = options.now ?? new Date()
  const stored = await readMark(db)
  const missing = stored.key === NO_OPEN_HOUSE_RESOURCE
  if (missing && stored.mark && now.getTime() - stored.mark.getTime() < RECHECK_MS) return counts
  let cursor: HighWaterMark | null = !missing && stored.mark ? { timestamp: stored.mark, listingKey: stored.key } : null
  try {
    for (;;) {
      options.signal?.throwIfAborted()
      counts.requests++
      let page
      try {
        page = await client.getPage(client.openHousesUrl(cursor, options.pageSize), options.pageSize)
      } catch (error) {
        if (!(error instanceof FeedRequestError) || error.status !== 404) throw error
        await setMark(db, now, NO_OPEN_HOUSE_RESOURCE)
        return counts
      }
      // The resource is back (or there for the first time): read it from the beginning.
      if (missing && counts.requests === 1) await setMark(db, null, null)
      if (page.records.length === 0) break
      const changed = await applyPage(db, runId, page.records, counts)
      if (changed) await announceOpenHouseChange(db)
      const next = lastMark(page.records)
      if (!movesForward(cursor, next)) throw new FeedRequestError(STUCK)
      await advanceMark(db, next)
      cursor = next
    }
  } catch (error) {
    if (options.signal?.aborted) throw error
    logger.warn({ err: error, runId }, 'open houses could not be replicated')
    const reason =
      error instanceof FeedRequestError
        ? error.message
        : 'An unexpected error stopped them; the server log has the details.'
    await recordRunError(db, runId, null, `Open houses were not all read. ${reason}`, 'warning')
  }
  if (counts.applied + counts.removed + counts.unknownListing + counts.skipped > 0)
    logger.info({ runId, openHouses: counts }, 'open houses replicated')
  return counts
}
