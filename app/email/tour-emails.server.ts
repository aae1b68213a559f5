// Issue 44 item 1: the e-mails of a tour — booked, moved, cancelled, and the reminder the day before — to the buyer
// (their language, their zone with Roatan time beside) and to the agent (Roatan time), each with the calendar
// invitation. A failure is logged and never undoes the booking (SPEC §8). Issue 39: an address nobody proved gets at
// most TOUR_LIMITS.emailsPerAddress tour e-mails a day, however many bookings or changes ask for them.
import type { AppServices } from '~/context.server'
import { signValue } from '~/auth/signed-link.server'
import { takeRateLimit } from '~/auth/rate-limit.server'
import type { Locale } from '~/i18n/locale'
import { localizePath } from '~/i18n/locale'
import { DEFAULT_BRAND } from '~/lib/brand'
import { mailboxKey } from '~/lib/mailbox-key'
import { localizedText } from '~/lib/localized-content'
import { startPeriodicJob } from '~/db/periodic-job.server'
import { tourInvitation } from '~/mail/tour-invitation.server'
import { agentTourEmail, buyerTime, buyerTourEmail, type TourEmailEvent } from '~/mail/tour-templates'
import { roatanLabel } from '~/lib/tour-booking'
import { claimTourReminders, tourLinkValue, type BuyerTour } from '~/models/tour-changes.server'
import { TOUR_LIMITS } from '~/models/tours.server'

type Services = Pick<AppServices, 'db' | 'logger' | 'outbox' | 'config'>

const asLocale = (value: string): Locale => (value === 'es' ? 'es' : 'en')

/** The tour's own page for the buyer, with the link that works once. */
export function tourPageLink(config: Services['config'], tour: BuyerTour) {
  const locale = asLocale(tour.locale)
  return `${config.appUrl}${localizePath('/tour', locale)}?token=${signValue(config, 'tour', tourLinkValue(tour))}`
}

function invitation(services: Services, tour: BuyerTour, summary: string, description: string) {
  const { appUrl } = services.config
  return tourInvitation({
    tourId: tour.id,
    sequence: tour.sequence,
    cancelled: tour.status === 'cancelled',
    startsAt: tour.startsAt,
    endsAt: tour.endsAt,
    summary,
    description,
    location: tour.kind === 'video' ? tour.meetingUrl : `${appUrl}/property/${tour.slug}`,
    url: `${appUrl}${localizePath(`/property/${tour.slug}`, asLocale(tour.locale))}`,
    organizer: { name: tour.agentName || DEFAULT_BRAND.name, email: tour.agentEmail || DEFAULT_BRAND.email },
    attendee: { name: tour.name, email: tour.email },
    host: new URL(appUrl).hostname,
  })
}

export interface TourEmailOptions {
  /** the address is the signed-in buyer's own: their e-mail may greet them by name */
  ownAddress?: boolean
  previousStart?: Date
}

/** The buyer's e-mail; says what became of it. */
export async function sendBuyerTourEmail(
  services: Services,
  tour: BuyerTour,
  event: TourEmailEvent,
  { ownAddress = false, previousStart }: TourEmailOptions = {},
): Promise<'sent' | 'limited' | 'failed'> {
  const { db, outbox, logger, config } = services
  try {
    // a reminder is one per tour, and tours per address are limited when booked
    const counted = !ownAddress && event !== 'reminder'
    if (counted && !(await takeRateLimit(db, TOUR_LIMITS.emailsPerAddress, mailboxKey(tour.email)))) {
      logger.info('tour e-mail not sent: the address had its tour e-mails for the day')
      return 'limited'
    }
    const locale = asLocale(tour.locale)
    const title = localizedText(tour.title, tour.titleEs, locale).text
    const manageUrl = tour.status === 'booked' ? tourPageLink(config, tour) : ''
    const email = buyerTourEmail(
      {
        event,
        title,
        agentName: tour.agentName || DEFAULT_BRAND.name,
        kind: tour.kind,
        startsAt: tour.startsAt,
        previousStart,
        timeZone: tour.timeZone,
        name: ownAddress ? tour.name : '',
        meetingUrl: tour.meetingUrl,
        manageUrl,
        listingUrl: `${config.appUrl}${localizePath(`/property/${tour.slug}`, locale)}`,
      },
      locale,
    )
    const description = [email.subject, manageUrl].filter(Boolean).join('\n\n')
    await outbox.enqueue({
      to: tour.email,
      templateType: `tour_${event}`,
      ...email,
      calendar: invitation(services, tour, email.subject, description),
    })
    return 'sent'
  } catch (error) {
    logger.error({ err: error, tourId: tour.id }, 'tour e-mail to the buyer failed')
    return 'failed'
  }
}

/** The agent's copy (the team's address when the agent has none). */
export async function sendAgentTourEmail(
  services: Services,
  tour: BuyerTour,
  event: Exclude<TourEmailEvent, 'reminder'>,
  { previousStart }: Pick<TourEmailOptions, 'previousStart'> = {},
) {
  const { outbox, logger, config } = services
  try {
    const email = agentTourEmail({
      event,
      title: tour.title,
      kind: tour.kind,
      when: roatanLabel(tour.startsAt),
      previousWhen: previousStart ? roatanLabel(previousStart) : undefined,
      name: tour.name,
      email: tour.email,
      phone: tour.phone,
      note: tour.note,
      buyerTime: buyerTime(tour.startsAt, tour.timeZone, 'en'),
      profileUrl: tour.contactId
        ? `${config.appUrl}/admin/contacts/profile/${tour.contactId}`
        : `${config.appUrl}/admin/tours`,
    })
    await outbox.enqueue({
      to: tour.agentEmail || DEFAULT_BRAND.email,
      templateType: `staff_tour_${event}`,
      ...email,
      calendar: invitation(services, tour, `Tour: ${tour.title} with ${tour.name}`, email.text),
    })
  } catch (error) {
    logger.error({ err: error, tourId: tour.id }, 'tour e-mail to the agent failed')
  }
}

/** Sends the day-before reminders that are due; returns how many. */
export async function sendTourReminders(services: Services, now = new Date()) {
  const due = await claimTourReminders(services.db, now)
  for (const tour of due) await sendBuyerTourEmail(services, tour, 'reminder')
  return due.length
}

/** Looks for reminders every minute, on every process (the claim gives each tour to one). */
export function startTourReminders(services: Services) {
  return startPeriodicJob({
    everyMs: 60_000,
    firstMs: 15_000,
    run: () =>
      sendTourReminders(services).catch((error: unknown) =>
        services.logger.error({ err: error }, 'tour reminders failed'),
      ),
  })
}
