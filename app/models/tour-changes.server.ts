// Issue 44 item 1: after a booking. The buyer's e-mails carry one link to their tour (signed, auth/signed-link) naming the
// tour and its current one-time key: moving or cancelling the tour replaces the key, so a used link — or one from an
// older e-mail — opens nothing. The day-before reminders are claimed by one update, so one process sends each.
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, contactActivities, followUpTasks, properties, tours } from '~/db/schema'
import { TOUR_MINUTES, type TourKind } from '~/lib/tour-slots'
import { openTourTask } from './tour-booking.server'
import { isSlotTaken, slotProblem, tourableListing } from './tours.server'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const BUYER_TOUR = {
  id: tours.id,
  status: tours.status,
  startsAt: tours.startsAt,
  endsAt: tours.endsAt,
  kind: tours.kind,
  name: tours.name,
  email: tours.email,
  phone: tours.phone,
  timeZone: tours.timeZone,
  locale: tours.locale,
  note: tours.note,
  sequence: tours.sequence,
  manageNonce: tours.manageNonce,
  contactId: tours.contactId,
  taskId: tours.taskId,
  createdAt: tours.createdAt,
  updatedAt: tours.updatedAt,
  propertyId: properties.id,
  slug: properties.slug,
  listingId: properties.listingId,
  title: properties.title,
  titleEs: properties.titleEs,
  agentName: sql<string>`coalesce(${agents.name}, '')`,
  agentEmail: sql<string>`coalesce(${agents.email}, '')`,
  agentPhone: sql<string>`coalesce(${agents.phone}, '')`,
  meetingUrl: sql<string>`coalesce(${agents.meetingUrl}, '')`,
}

export type BuyerTour = Omit<Awaited<ReturnType<typeof selectTours>>[number], 'kind'> & { kind: TourKind }

function selectTours(db: Database) {
  return db
    .select(BUYER_TOUR)
    .from(tours)
    .innerJoin(properties, eq(properties.id, tours.propertyId))
    .leftJoin(agents, eq(agents.id, tours.agentId))
}

const asBuyerTour = (row: Awaited<ReturnType<typeof selectTours>>[number]): BuyerTour => ({
  ...row,
  kind: row.kind as TourKind,
})

/** The link's value: the tour and its current key. */
export const tourLinkValue = (tour: { id: string; manageNonce: string }) => `${tour.id}|${tour.manageNonce}`

export function parseTourLinkValue(value: string | null): { tourId: string; nonce: string } | null {
  const [tourId, nonce, ...rest] = (value ?? '').split('|')
  if (!tourId || !nonce || rest.length > 0 || !UUID.test(tourId) || !UUID.test(nonce)) return null
  return { tourId, nonce }
}

/** The tour a link names while the link is current; null when it was used, replaced or never existed. */
export async function tourForLink(db: Database, link: { tourId: string; nonce: string }): Promise<BuyerTour | null> {
  const [row] = await selectTours(db).where(and(eq(tours.id, link.tourId), eq(tours.manageNonce, link.nonce)))
  return row ? asBuyerTour(row) : null
}

export async function tourById(db: Database, tourId: string): Promise<BuyerTour | null> {
  const [row] = await selectTours(db).where(eq(tours.id, tourId))
  return row ? asBuyerTour(row) : null
}

async function timeline(db: Database, tour: BuyerTour, event: 'rescheduled' | 'cancelled', startsAt: Date) {
  if (!tour.contactId) return
  await db.insert(contactActivities).values({
    contactId: tour.contactId,
    activityType: 'tour',
    propertyId: tour.propertyId,
    metadata: { event, tourId: tour.id, startsAt: startsAt.toISOString(), kind: tour.kind },
  })
}

/** Cancels the tour the link names (its slot is free again, its open task goes). Null when the link is not current. */
export async function cancelTourByLink(db: Database, link: { tourId: string; nonce: string }, now: Date) {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(tours)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
        manageNonce: sql`gen_random_uuid()`,
        sequence: sql`${tours.sequence} + 1`,
      })
      .where(and(eq(tours.id, link.tourId), eq(tours.manageNonce, link.nonce), eq(tours.status, 'booked')))
      .returning({ id: tours.id })
    if (!changed) return null
    const tour = (await tourById(tx, changed.id))!
    if (tour.taskId)
      await tx.delete(followUpTasks).where(and(openTourTask(tour.taskId), isNull(followUpTasks.completedAt)))
    await timeline(tx, tour, 'cancelled', tour.startsAt)
    return tour
  })
}

export type RescheduleResult =
  | { ok: true; tour: BuyerTour; previousStart: Date }
  | { ok: false; reason: 'gone' | 'closed' | 'same' | 'unavailable' | 'taken' | 'no_video' }

/** Moves the tour the link names to another free slot of the same agent. */
export async function rescheduleTourByLink(
  db: Database,
  link: { tourId: string; nonce: string },
  startsAt: Date,
  now: Date,
): Promise<RescheduleResult> {
  const current = await tourForLink(db, link)
  if (!current || current.status !== 'booked') return { ok: false, reason: 'gone' }
  if (current.startsAt.getTime() === startsAt.getTime()) return { ok: false, reason: 'same' }
  const listing = await tourableListing(db, current.slug)
  if (!listing) return { ok: false, reason: 'closed' }
  const problem = await slotProblem(db, listing, { startsAt, kind: current.kind }, now)
  if (problem) return { ok: false, reason: problem }
  try {
    return await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(tours)
        .set({
          startsAt,
          endsAt: new Date(startsAt.getTime() + TOUR_MINUTES * 60_000),
          agentId: listing.agentId,
          updatedAt: now,
          reminderSentAt: null,
          manageNonce: sql`gen_random_uuid()`,
          sequence: sql`${tours.sequence} + 1`,
        })
        .where(and(eq(tours.id, link.tourId), eq(tours.manageNonce, link.nonce), eq(tours.status, 'booked')))
        .returning({ id: tours.id })
      if (!changed) return { ok: false as const, reason: 'gone' as const }
      const tour = (await tourById(tx, changed.id))!
      if (tour.taskId)
        await tx
          .update(followUpTasks)
          .set({ dueAt: startsAt, updatedAt: now })
          .where(and(openTourTask(tour.taskId), isNull(followUpTasks.completedAt)))
      await timeline(tx, tour, 'rescheduled', startsAt)
      return { ok: true as const, tour, previousStart: current.startsAt }
    })
  } catch (error) {
    if (isSlotTaken(error)) return { ok: false, reason: 'taken' }
    throw error
  }
}

/** A reminder goes a day before; a tour booked or moved within this long of that moment has its e-mail fresh. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000
export const FRESH_BOOKING_MS = 12 * 3_600_000

/**
 * Claims the booked tours due a reminder (starting within a day): one update marks them, so of several processes
 * running at once each tour is returned to one. Tours whose booking or last change is fresh are marked, not returned.
 */
export async function claimTourReminders(db: Database, now: Date): Promise<BuyerTour[]> {
  const claimed = await db
    .update(tours)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(tours.status, 'booked'),
        isNull(tours.reminderSentAt),
        gt(tours.startsAt, now),
        lte(tours.startsAt, new Date(now.getTime() + REMINDER_BEFORE_MS)),
      ),
    )
    .returning({ id: tours.id })
  if (claimed.length === 0) return []
  // one read for all claimed tours
  const rows = await selectTours(db).where(
    inArray(
      tours.id,
      claimed.map(({ id }) => id),
    ),
  )
  return rows.map(asBuyerTour).filter((tour) => {
    const changedAt = Math.max(tour.createdAt.getTime(), tour.updatedAt.getTime())
    return tour.startsAt.getTime() - changedAt > REMINDER_BEFORE_MS + FRESH_BOOKING_MS
  })
}
