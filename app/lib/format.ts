// Display formatting shared by server and browser. Every formatter pins the locale (and, for dates, the time zone)
// so server-rendered HTML and the hydrated page print the same text.

import { INTL_LOCALES, type Locale } from '~/i18n/locale'

export const DEFAULT_TIME_ZONE = 'America/Tegucigalpa'
/** How a screen names DEFAULT_TIME_ZONE beside its times: every time on screen is the island's (decision 013). */
export const TIME_ZONE_LABEL = 'Roatan time'

// Numbers are grouped by hand, not with Intl.NumberFormat: creating the first Intl number format costs a page ~10 ms
// of ICU set-up as its code starts (decision 029). en-US grouping (Honduran Spanish groups digits the same way, so
// one form serves both languages): 1234567.5 → '1,234,567.5'.
function grouped(digits: string): string {
  const [whole, fraction] = digits.split('.')
  const withCommas = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${withCommas}.${fraction}` : withCommas
}

/**
 * The magnitude with at most `decimals` digits after the point, without trailing zeros, rounded as Intl rounds: half
 * away from zero on the number's shortest decimal form (2.675 → '2.68', where toFixed gives '2.67').
 */
function plainDigits(value: number, decimals: number): string {
  const magnitude = Math.abs(value)
  const text = magnitude.toString()
  if (text.includes('e')) return magnitude < 1 ? '0' : BigInt(Math.round(magnitude)).toString()
  const [whole, fraction = ''] = text.split('.')
  if (fraction.length <= decimals) return fraction ? `${whole}.${fraction}` : whole!
  const scaled = BigInt(whole! + fraction.slice(0, decimals)) + (fraction[decimals]! >= '5' ? 1n : 0n)
  if (decimals === 0) return scaled.toString()
  const digits = scaled.toString().padStart(decimals + 1, '0')
  const rounded = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
  return rounded.replace(/\.?0+$/, '')
}

/** The sign ('-' or '') and the grouped digits, at most `decimals` after the point; a value that rounds to 0 has none. */
function signAndDigits(value: number, decimals: number): [string, string] {
  const digits = plainDigits(value, decimals)
  return [value < 0 && digits !== '0' ? '-' : '', grouped(digits)]
}

/** Rounds half away from zero (as Intl does) and turns -0 into 0, so tiny negatives never print as '-$0'. */
function roundToWhole(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) + 0
}

/** SPEC §1: prices in US dollars with no decimals: 450000 → '$450,000'. Missing or not finite → ''. */
export function formatPrice(usd: number | null | undefined): string {
  if (usd == null || !Number.isFinite(usd)) return ''
  const [sign, digits] = signAndDigits(roundToWhole(usd), 0)
  return `${sign}$${digits}`
}

/**
 * A map marker's visible label only: 450000 → '$450K', 1250000 → '$1.25M'. Whoever shows it also gives the full
 * formatPrice() as the accessible name and tooltip (docs/decisions/013-price-and-date-display.md).
 */
export function formatCompactPrice(usd: number): string {
  if (usd >= 1_000_000) return `$${Number((usd / 1_000_000).toFixed(2))}M`
  if (usd >= 1_000) return `$${Math.round(usd / 1_000)}K`
  return formatPrice(usd)
}

/** Grouped en-US number with at most two decimals: 1234.5 → '1,234.5'. Missing or not finite → ''. */
export function formatNumber(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return ''
  return signAndDigits(n, 2).join('')
}

/**
 * What Intl.NumberFormat prints with its default options (at most three decimals, a minus sign on every negative,
 * even one that rounds to 0) in en-US and es-HN. The browser's Lingui uses it for plural counts
 * (vite-plugins/lingui-numbers.ts). Not finite → ''.
 */
export function formatLikeIntl(n: number): string {
  if (!Number.isFinite(n)) return ''
  return (n < 0 || Object.is(n, -0) ? '-' : '') + grouped(plainDigits(n, 3))
}

const AREA_UNITS: Record<Locale, string> = { en: 'sq ft', es: 'pies²' }
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304

/** Whole square feet as staff type them: 2150 → '2,150 sq ft' ('2,150 pies²' in Spanish). */
export function formatSquareFeet(sqft: number, locale: Locale = 'en'): string {
  return `${signAndDigits(roundToWhole(sqft), 0).join('')} ${AREA_UNITS[locale]}`
}

/**
 * An area stored in square feet, in both systems (issue 43): 2150 → '2,150 sq ft (200 m²)'; Spanish pages give square
 * metres first, '200 m² (2,150 pies²)'. Whole units. Missing or not finite → ''.
 */
export function formatArea(sqft: number | null | undefined, locale: Locale = 'en'): string {
  if (sqft == null || !Number.isFinite(sqft)) return ''
  const feet = formatSquareFeet(sqft, locale)
  const metres = `${signAndDigits(roundToWhole(sqft * SQUARE_METRES_PER_SQUARE_FOOT), 0).join('')} m²`
  return locale === 'es' ? `${metres} (${feet})` : `${feet} (${metres})`
}

export type DateInput = Date | string | number | null | undefined

// A bare 'YYYY-MM-DD' is a calendar date, not an instant: JavaScript reads it as UTC midnight, which would show the
// previous day in Honduras (UTC-6). Such values are formatted in UTC so the printed day is the one written.
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

function toInstant(value: DateInput): { date: Date; calendarDate: boolean } | null {
  if (value == null) return null
  if (typeof value === 'string') {
    const text = value.trim()
    if (text === '') return null
    const date = new Date(text)
    return Number.isNaN(date.getTime()) ? null : { date, calendarDate: CALENDAR_DATE.test(text) }
  }
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : { date, calendarDate: false }
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`
  let cached = dateTimeFormatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
    dateTimeFormatters.set(key, cached)
  }
  return cached
}

// Newer ICU versions put a narrow no-break space (U+202F) before AM/PM and thin spaces in ranges; engines differ,
// so plain spaces keep server and browser output identical.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ')
}

/**
 * SPEC §1: US style with short month, day, year, hour and minute: 'Nov 22, 2026, 3:05 PM'; Spanish pages
 * '22 nov 2026, 3:05 p. m.' (issue 16). Invalid or empty → ''.
 */
export function formatDateTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE, locale: Locale = 'en'): string {
  const instant = toInstant(value)
  if (!instant) return ''
  return plainSpaces(formatter(instant.calendarDate ? 'UTC' : timeZone, locale).format(instant.date))
}

const dayFormatters = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A calendar day with no time of day (issue 44: a purchase step's due day): 'Dec 4, 2026', '4 dic 2026'. SPEC §1's
 * hour and minute belong to instants; a day has none. Not a YYYY-MM-DD day → ''.
 */
export function formatDay(day: string, locale: Locale = 'en'): string {
  if (!CALENDAR_DATE.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return ''
  let cached = dayFormatters.get(locale)
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    })
    dayFormatters.set(locale, cached)
  }
  return plainSpaces(cached.format(new Date(`${day}T00:00:00Z`)))
}
