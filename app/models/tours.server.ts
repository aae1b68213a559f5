// Issue 44 item 1: tours. An agent's weekly hours and days off, the free slots of a listing for sale (its agent's),
// and booking one. Two buyers never hold the same slot, on any number of processes: the database's partial unique
// index on (agent, start) of booked tours decides, and the loser is told the slot has just been taken. Models take
// data and return data; the lead, the task, the notice to staff and the e-mails are the caller's.
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { isUniqueViolation } from '~/db/errors'
import { agents, properties, tours } from '~/db/schema'
import {
  BOOKING_HORIZON_DAYS,
  TOUR_MINUTES,
  freeSlots,
  isFreeSlot,
  roatanDate,
  type SlotQuery,
  type TourKind,
  type WeeklyHours,
} from '~/lib/tour-slots'

/**
 * Issue 39, as for inquiries: bookings and changes from one network (an IPv6 /64, or an IPv4 address) an hour, bookings
 * for one typed address a day (a buyer touring several homes on one trip fits), and tour e-mails to an address nobody
 * proved a day — the booking form is no relay for mail to strangers.
 */
export const TOUR_LIMITS = {
  requestsPerNetwork: { name: 'tour:network', max: 10, windowSeconds: 60 * 60 },
  bookingsPerAddress: { name: 'tour-booking:email', max: 6, windowSeconds: 24 * 60 * 60 },
  emailsPerAddress: { name: 'tour-email:email', max: 5, windowSeconds: 24 * 60 * 60 },
} as const

export interface AgentTourSettings {
  hours: WeeklyHours[]
  /** Roatan dates, earliest first */
  daysOff: string[]
  meetingUrl: string
}

export async function getAgentTourSettings(db: Database, agentId: number): Promise<AgentTourSettings> {
  const [agent] = await db
    .select({ hours: agents.tourHours, daysOff: agents.daysOff, meetingUrl: agents.meetingUrl })
    .from(agents)
    .where(eq(agents.id, agentId))
  return agent ?? { hours: [], daysOff: [], meetingUrl: '' }
}

/** Replaces the agent's hours, days off and meeting link (one row: one audit entry). False when the agent is gone. */
export async function saveAgentTourSettings(db: Database, agentId: number, settings: AgentTourSettings) {
  const hours = [...settings.hours].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute)
  const updated = await db
    .update(agents)
    .set({
      tourHours: hours,
      daysOff: [...new Set(settings.daysOff)].sort(),
      meetingUrl: settings.meetingUrl,
      updatedAt: new Date(),
    })
    .where(eq(agents.id, agentId))
    .returning({ id: agents.id })
  return updated.length > 0
}

/** A listing a buyer can tour: for sale, with an agent who gives tours. */
export interface TourableListing {
  propertyId: number
  slug: string
  listingId: string
  title: string
  titleEs: string | null
  agentId: number
  agentName: string
  agentEmail: string
  /** the agent's staff account, told live of a booking; null when the agent has none */
  agentUserId: string | null
  meetingUrl: string
  noticeHours: number
  /** video tours need the agent's meeting link */
  video: boolean
}

const TOURABLE = {
  propertyId: properties.id,
  slug: properties.slug,
  listingId: properties.listingId,
  title: properties.title,
  titleEs: properties.titleEs,
  agentId: agents.id,
  agentName: agents.name,
  agentEmail: agents.email,
  agentUserId: agents.userId,
  meetingUrl: agents.meetingUrl,
  noticeHours: properties.tourNoticeHours,
}

export async function tourableListing(db: Database, slug: string): Promise<TourableListing | null> {
  const [row] = await db
    .select(TOURABLE)
    .from(properties)
    .innerJoin(agents, and(eq(agents.id, properties.agentId), eq(agents.active, true)))
    .where(and(eq(properties.slug, slug), eq(properties.status, 'active')))
  return row ? { ...row, video: row.meetingUrl !== '' } : null
}

async function slotQuery(db: Database, listing: TourableListing, now: Date): Promise<SlotQuery> {
  const horizonEnd = new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * 86_400_000)
  const [settings, booked] = await Promise.all([
    getAgentTourSettings(db, listing.agentId),
    db
      .select({ startsAt: tours.startsAt })
      .from(tours)
      .where(
        and(
          eq(tours.agentId, listing.agentId),
          eq(tours.status, 'booked'),
          gt(tours.startsAt, now),
          lt(tours.startsAt, horizonEnd),
        ),
      ),
  ])
  return {
    hours: settings.hours,
    daysOff: settings.daysOff.filter((day) => day >= roatanDate(now)),
    taken: booked.map((row) => row.startsAt),
    now,
    noticeHours: listing.noticeHours,
  }
}

/** The listing's free tour starts, earliest first. */
export async function listTourSlots(db: Database, listing: TourableListing, now: Date): Promise<Date[]> {
  return freeSlots(await slotQuery(db, listing, now))
}

export interface TourRequest {
  startsAt: Date
  kind: TourKind
  name: string
  email: string
  phone: string
  timeZone: string
  locale: string
  note: string
  contactId: string | null
}

export type BookTourResult =
  | { ok: true; tourId: string }
  /** not one of the free slots (outside the hours, too soon, a day off) or just taken by someone else */
  | { ok: false; reason: 'unavailable' | 'taken' | 'no_video' }

/** Why a slot cannot be booked now, or null when it is free (the friendly check before the insert decides). */
export async function slotProblem(
  db: Database,
  listing: TourableListing,
  request: Pick<TourRequest, 'startsAt' | 'kind'>,
  now: Date,
): Promise<'unavailable' | 'taken' | 'no_video' | null> {
  if (request.kind === 'video' && !listing.video) return 'no_video'
  const query = await slotQuery(db, listing, now)
  if (!isFreeSlot({ ...query, taken: [] }, request.startsAt)) return 'unavailable'
  if (query.taken.some((start) => start.getTime() === request.startsAt.getTime())) return 'taken'
  return null
}

/** Inserts the booking; the partial unique index refuses a slot another booking holds (see isSlotTaken). */
export async function insertTour(db: Database, listing: TourableListing, request: TourRequest) {
  const [tour] = await db
    .insert(tours)
    .values({
      ...request,
      propertyId: listing.propertyId,
      agentId: listing.agentId,
      endsAt: new Date(request.startsAt.getTime() + TOUR_MINUTES * 60_000),
    })
    .returning({ id: tours.id, manageNonce: tours.manageNonce })
  return tour!
}

/** Another buyer's booking of the same slot committed first (on any process). */
export const isSlotTaken = (error: unknown) => isUniqueViolation(error, 'tours_agent_slot')

export async function bookTour(
  db: Database,
  listing: TourableListing,
  request: TourRequest,
  now: Date,
): Promise<BookTourResult> {
  const problem = await slotProblem(db, listing, request, now)
  if (problem) return { ok: false, reason: problem }
  try {
    return { ok: true, tourId: (await insertTour(db, listing, request)).id }
  } catch (error) {
    if (isSlotTaken(error)) return { ok: false, reason: 'taken' }
    throw error
  }
}

/** Cancels a booked tour, freeing its slot. False when it was not booked (already cancelled, or unknown). */
export async function cancelTour(db: Database, tourId: string, now: Date): Promise<boolean> {
  const cancelled = await db
    .update(tours)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(tours.id, tourId), eq(tours.status, 'booked')))
    .returning({ id: tours.id })
  return cancelled.length > 0
}

/** Staff's calendar list: booked tours from `from` on, per agent, earliest first. */
export function listUpcomingTours(db: Database, from: Date, agentId?: number) {
  return db
    .select({
      id: tours.id,
      startsAt: tours.startsAt,
      kind: tours.kind,
      name: tours.name,
      email: tours.email,
      agentId: tours.agentId,
      agentName: agents.name,
      propertyTitle: properties.title,
      propertySlug: properties.slug,
    })
    .from(tours)
    .innerJoin(properties, eq(properties.id, tours.propertyId))
    .leftJoin(agents, eq(agents.id, tours.agentId))
    .where(and(eq(tours.status, 'booked'), gte(tours.startsAt, from), agentId ? eq(tours.agentId, agentId) : undefined))
    .orderBy(asc(tours.startsAt))
}
