// Issue 44 item 1: the form a buyer books a tour with, checked in the browser and again on the server, and how a slot
// reads to the buyer: in their own time zone with Roatan time beside it. Messages are English (the schema's); the form
// shows them in the page's language from the tours catalog.
import { z } from 'zod'
import { emailAddress, honeypot, optionalPhone, personName } from './contact-fields'
import { fieldErrors } from './form-errors'
import { TOUR_KINDS, roatanDate } from './tour-slots'

/** Roatan's zone (no daylight saving): the zone of the agent's hours, and the buyer's when the browser does not say. */
export const ROATAN_TIME_ZONE = 'America/Tegucigalpa'

/** A zone the runtime knows by its IANA name. */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const TourBookingSchema = z.object({
  slot: z.iso.datetime({ offset: true, error: 'Choose a time for the tour.' }).transform((value) => new Date(value)),
  kind: z.enum(TOUR_KINDS, { error: 'Choose an in-person tour or a video call.' }),
  name: personName,
  email: emailAddress,
  phone: optionalPhone,
  note: z.string().trim().max(1000, 'Please keep the note under 1,000 characters.').optional().default(''),
  // a zone we do not know is not the buyer's fault: their e-mails fall back to Roatan time
  timeZone: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value && isTimeZone(value) ? value : ROATAN_TIME_ZONE)),
  website: honeypot,
})

export type TourBooking = z.infer<typeof TourBookingSchema>
export type TourBookingFieldErrors = Partial<Record<keyof TourBooking, string>>
export const tourBookingFieldErrors = (error: z.ZodError): TourBookingFieldErrors => fieldErrors(error)

/** A new time for a booked tour (the reschedule link). */
export const TourRescheduleSchema = TourBookingSchema.pick({ slot: true })

const INTL: Record<string, string> = { en: 'en-GB', es: 'es-HN' }

/** "Tue 1 Dec" in the zone. */
export function slotDay(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL[locale] ?? locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone })
    .format(instant)
    .replace(/,/g, '')
}

/** "11:00" in the zone (24-hour clock, as Roatan's own). */
export function slotTime(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL[locale] ?? locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant)
}

/** "Tuesday 1 December 2026, 11:00" in the zone, for e-mails and the tour's own page. */
export function slotDateTime(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL[locale] ?? locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant)
}

/** The zone's name as people say it: "Eastern Standard Time", "hora estándar del este". */
export function zoneName(instant: Date, locale: string, timeZone: string): string {
  const part = new Intl.DateTimeFormat(INTL[locale] ?? locale, { timeZone, timeZoneName: 'long' })
    .formatToParts(instant)
    .find((piece) => piece.type === 'timeZoneName')
  return part?.value ?? timeZone
}

/** Whether the zone shows the same clock as Roatan at that instant (then Roatan time is not repeated). */
export function sameClockAsRoatan(instant: Date, timeZone: string): boolean {
  return (
    slotTime(instant, 'en', timeZone) === slotTime(instant, 'en', ROATAN_TIME_ZONE) &&
    slotDay(instant, 'en', timeZone) === slotDay(instant, 'en', ROATAN_TIME_ZONE)
  )
}

/** Roatan's clock time of an instant, with Roatan's day when it differs from the buyer's ("Wed 2 Dec 17:00"). */
export function roatanTime(instant: Date, locale: string, buyerZone: string): string {
  const time = slotTime(instant, locale, ROATAN_TIME_ZONE)
  const day = slotDay(instant, locale, ROATAN_TIME_ZONE)
  return day === slotDay(instant, locale, buyerZone) ? time : `${day} ${time}`
}

/** Slots grouped by the buyer's calendar day, in order. */
export function slotsByDay(slots: readonly Date[], timeZone: string): { day: string; slots: Date[] }[] {
  const days: { day: string; slots: Date[] }[] = []
  const key = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
  for (const slot of slots) {
    const day = timeZone === ROATAN_TIME_ZONE ? roatanDate(slot) : key.format(slot)
    const last = days.at(-1)
    if (last?.day === day) last.slots.push(slot)
    else days.push({ day, slots: [slot] })
  }
  return days
}

/** "Tue 1 Dec 10:00 Roatan time", as staff read times (issue 43: one rule across the admin). */
export function roatanLabel(instant: Date) {
  return `${slotDay(instant, 'en', ROATAN_TIME_ZONE)} ${slotTime(instant, 'en', ROATAN_TIME_ZONE)} Roatan time`
}
