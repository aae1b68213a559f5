// Issue 44 item 1: a buyer books a tour. The lead (created or updated as for an inquiry, SPEC §5), the tour, its line on
// the lead's timeline and the agent's showing task are stored in one transaction, so a slot another buyer took first
// leaves nothing behind; then a new lead is assigned and the agent is told live. E-mails are the caller's
// (email/tour-emails.server.ts).
import { and, eq } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { contactActivities, followUpTasks, tours } from '~/db/schema'
import type { Locale } from '~/i18n/locale'
import { roatanLabel, type TourBooking } from '~/lib/tour-booking'
import type { TourKind } from '~/lib/tour-slots'
import { upsertLead } from './inquiry.server'
import { autoAssignNewLead } from './lead-assignment.server'
import { publishStaffEvent } from './staff-events.server'
import { insertTour, isSlotTaken, slotProblem, type TourableListing } from './tours.server'

type Services = Pick<AppServices, 'db' | 'logger' | 'config' | 'outbox'>

export const TOUR_TASK_ORIGIN = 'tour'

const KIND_WORDS: Record<TourKind, string> = { in_person: 'in person', video: 'by video call' }

/** The task's title and the notice's text, in the staff's English. */
export function tourTaskTitle(kind: TourKind, title: string) {
  return `Tour ${KIND_WORDS[kind]}: ${title}`
}

export type BookForBuyerResult =
  | { ok: true; tourId: string; manageNonce: string; contactId: string }
  | { ok: false; reason: 'unavailable' | 'taken' | 'no_video' }

export async function bookTourForBuyer(
  services: Services,
  listing: TourableListing,
  booking: TourBooking,
  { userId, locale, now }: { userId: string | null; locale: Locale; now: Date },
): Promise<BookForBuyerResult> {
  const { db, logger } = services
  const problem = await slotProblem(db, listing, { startsAt: booking.slot, kind: booking.kind }, now)
  if (problem) return { ok: false, reason: problem }
  let saved: { tourId: string; manageNonce: string; contactId: string; isNewLead: boolean }
  try {
    saved = await db.transaction(async (tx) => {
      const lead = await upsertLead(tx, booking, userId, 'tour', locale)
      const tour = await insertTour(tx, listing, {
        startsAt: booking.slot,
        kind: booking.kind,
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        timeZone: booking.timeZone,
        locale,
        note: booking.note,
        contactId: lead.id,
      })
      await tx.insert(contactActivities).values({
        contactId: lead.id,
        activityType: 'tour',
        propertyId: listing.propertyId,
        message: booking.note,
        status: 'new',
        metadata: { event: 'booked', tourId: tour.id, startsAt: booking.slot.toISOString(), kind: booking.kind },
      })
      const [task] = await tx
        .insert(followUpTasks)
        .values({
          contactId: lead.id,
          kind: 'showing',
          title: tourTaskTitle(booking.kind, listing.title),
          origin: TOUR_TASK_ORIGIN,
          dueAt: booking.slot,
          assigneeUserId: listing.agentUserId,
        })
        .returning({ id: followUpTasks.id })
      await tx.update(tours).set({ taskId: task!.id }).where(eq(tours.id, tour.id))
      return { tourId: tour.id, manageNonce: tour.manageNonce, contactId: lead.id, isNewLead: lead.created }
    })
  } catch (error) {
    if (isSlotTaken(error)) return { ok: false, reason: 'taken' }
    logger.error({ err: error }, 'could not book the tour')
    throw error
  }
  if (saved.isNewLead) await autoAssignNewLead(services, saved.contactId, listing.propertyId)
  await announceTour(services, listing, booking, saved.contactId)
  return { ok: true, tourId: saved.tourId, manageNonce: saved.manageNonce, contactId: saved.contactId }
}

/** The tour's agent hears of it live (brokers and admins too); a failure loses only the notice. */
async function announceTour(services: Services, listing: TourableListing, booking: TourBooking, contactId: string) {
  try {
    await publishStaffEvent(services.db, {
      kind: 'tour',
      title: `Tour booked by ${booking.name}`,
      body: `${tourTaskTitle(booking.kind, listing.title)}, ${roatanLabel(booking.slot)}`,
      link: `/admin/contacts/profile/${contactId}`,
      userId: listing.agentUserId,
      // as for inquiries: admins oversee; without an agent's account, the staff who run tours hear of it
      roles: listing.agentUserId ? ['admin'] : ['admin', 'broker'],
    })
  } catch (error) {
    services.logger.error({ err: error }, 'could not announce the tour to staff')
  }
}

/** The open showing task of a tour (for a change of time or a cancellation). */
export function openTourTask(taskId: string) {
  return and(eq(followUpTasks.id, taskId), eq(followUpTasks.origin, TOUR_TASK_ORIGIN))
}
