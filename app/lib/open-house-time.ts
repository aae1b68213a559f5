// Issue 40 item 12: when an open house is, as visitors read it (in Roatan time, English or Spanish), and what the
// /properties filter "Open house this week" means. Shared by the server (search, alerts, the page cache's clock)
// and the listing page; no zod, no React.
import { INTL_LOCALES, type Locale } from '~/i18n/locale'
import { DEFAULT_TIME_ZONE } from './format'

/**
 * "This week" is the next seven days from now, not the calendar week: on a Saturday, next Saturday's open house is
 * still "this week", and the filter means the same whatever the visitor's zone. An open house counts while it has
 * not ended, so one under way now is listed too.
 */
export const OPEN_HOUSE_WEEK_DAYS = 7
export const OPEN_HOUSE_WEEK_MS = OPEN_HOUSE_WEEK_DAYS * 24 * 60 * 60_000

/** The /properties parameter value of the filter: `openHouse=week`. */
export const OPEN_HOUSE_FILTER = 'week'

export interface OpenHouseTimes {
  startsAt: Date
  endsAt: Date
}

export function isOpenHouseThisWeek({ startsAt, endsAt }: OpenHouseTimes, now: Date): boolean {
  return endsAt.getTime() > now.getTime() && startsAt.getTime() < now.getTime() + OPEN_HOUSE_WEEK_MS
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>()
let clockFormat: Intl.DateTimeFormat | undefined

/** 'Saturday, December 5' / 'sábado, 5 de diciembre', on Roatan's calendar. */
function day(date: Date, locale: Locale): string {
  let format = dayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      timeZone: DEFAULT_TIME_ZONE,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    })
    dayFormats.set(locale, format)
  }
  return format.format(date)
}

/** '10:00 a.m.' (AP style) / '10:00 a. m.' (RAE), on Roatan's clock; no line break inside (no-break spaces). */
function clock(date: Date, locale: Locale): string {
  clockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const parts = Object.fromEntries(clockFormat.formatToParts(date).map((part) => [part.type, part.value]))
  const hour = Number(parts.hour) % 24
  const period = hour < 12 ? (locale === 'es' ? 'a.\u00a0m.' : 'a.m.') : locale === 'es' ? 'p.\u00a0m.' : 'p.m.'
  return `${hour % 12 === 0 ? 12 : hour % 12}:${parts.minute}\u00a0${period}`
}

/**
 * 'Saturday, December 5, 10:00 a.m.–1:00 p.m.' ('sábado, 5 de diciembre, 10:00 a. m.–1:00 p. m.'); one that ends on
 * another day names both days. The caller adds "(Roatan time)" in the page's language.
 */
export function formatOpenHouse({ startsAt, endsAt }: OpenHouseTimes, locale: Locale): string {
  const startDay = day(startsAt, locale)
  const endDay = day(endsAt, locale)
  if (startDay === endDay) return `${startDay}, ${clock(startsAt, locale)}–${clock(endsAt, locale)}`
  return `${startDay}, ${clock(startsAt, locale)} – ${endDay}, ${clock(endsAt, locale)}`
}
