// Stores a batch of events (issue 7). With tracking consent each event is a user_interactions row tied to the
// session and device ids (and the signed-in user); without it only the per-day counts grow, and no id is kept.
import { inArray, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { aggregateCounts, properties, userInteractions } from '~/db/schema'
import type { EventBatchInput, TrackedEvent } from '~/lib/analytics/event-batch'
import { takeEventAllowance } from './event-allowance.server'

/** SPEC §9: 10 events per second per session. */
export const EVENTS_PER_SECOND = 10
/** Anonymous counts have no session: the limit is per address, wider for offices behind one address. */
export const ANONYMOUS_EVENTS_PER_SECOND = 50

export interface IngestResult {
  accepted: number
  dropped: number
}

export interface EventSource {
  userId: string | null
  clientIp: string
}

export async function ingestEvents(
  db: Database,
  batch: EventBatchInput,
  source: EventSource,
  now = new Date(),
): Promise<IngestResult> {
  const consented = batch.sessionId !== undefined
  const allowance = await takeEventAllowance(
    db,
    consented ? `session:${batch.sessionId}` : `ip:${source.clientIp}`,
    consented ? EVENTS_PER_SECOND : ANONYMOUS_EVENTS_PER_SECOND,
    batch.events.length,
  )
  // Over the limit the excess is dropped; the events keep their order, so the earliest are kept.
  const events = batch.events.slice(0, allowance)
  const result = { accepted: events.length, dropped: batch.events.length - events.length }
  if (events.length === 0) return result
  const listings = await findListings(db, events)

  if (batch.sessionId) {
    const sessionId = batch.sessionId
    await db.insert(userInteractions).values(
      events.map((event) => ({
        sessionId,
        visitorId: batch.visitorId ?? null,
        userId: source.userId,
        eventType: event.type,
        path: event.path,
        propertyId: listings.of(event)?.id ?? null,
        metadata: event.metadata ?? {},
      })),
    )
    return result
  }

  // One row per event type and path for the day (UTC); a listing view counts under the listing's canonical path.
  const day = now.toISOString().slice(0, 10)
  const counts = new Map<string, { eventType: string; path: string; count: number }>()
  for (const event of events) {
    const listing = event.type === 'listing_view' ? listings.of(event) : undefined
    const path = listing ? `/property/${listing.slug}` : event.path
    const key = `${event.type} ${path}`
    const entry = counts.get(key) ?? { eventType: event.type, path, count: 0 }
    entry.count += 1
    counts.set(key, entry)
  }
  await db
    .insert(aggregateCounts)
    .values([...counts.values()].map((entry) => ({ day, ...entry })))
    .onConflictDoUpdate({
      target: [aggregateCounts.day, aggregateCounts.eventType, aggregateCounts.path],
      set: { count: sql`${aggregateCounts.count} + excluded.count` },
    })
  return result
}

/** The listings the events name by id or slug; unknown ones are simply not linked. */
async function findListings(db: Database, events: readonly TrackedEvent[]) {
  const ids = [...new Set(events.flatMap((event) => (event.propertyId ? [event.propertyId] : [])))]
  const slugs = [...new Set(events.flatMap((event) => (event.slug ? [event.slug] : [])))]
  const rows =
    ids.length || slugs.length
      ? await db
          .select({ id: properties.id, slug: properties.slug })
          .from(properties)
          .where(
            or(
              ids.length ? inArray(properties.id, ids) : undefined,
              slugs.length ? inArray(properties.slug, slugs) : undefined,
            ),
          )
      : []
  return {
    of: (event: TrackedEvent) =>
      rows.find((row) => (event.propertyId ? row.id === event.propertyId : row.slug === event.slug)),
  }
}
