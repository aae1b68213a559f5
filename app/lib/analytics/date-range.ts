// The Analytics screen's date range: ?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included, UTC), by default the last
// 30 days; presets of 7, 30 and 90 days.

export interface DateRange {
  from: string
  to: string
}

export const RANGE_PRESETS = [7, 30, 90] as const
export const DEFAULT_RANGE_DAYS = 30
/** A longer range would make the daily chart unreadable and the queries slow. */
export const MAX_RANGE_DAYS = 366

const DAY_MS = 24 * 60 * 60 * 1000
const DATE = /^\d{4}-\d{2}-\d{2}$/

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))
}

/** The last `days` days up to and including `today`. */
export function lastDays(days: number, today: Date): DateRange {
  const to = isoDay(today)
  return { from: addDays(to, -(days - 1)), to }
}

export function daysIn(range: DateRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1
}

function validDay(value: string | null): value is string {
  if (value === null || !DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && isoDay(date) === value
}

/** The range in the URL, or the default with a message saying why the URL's range was not used. */
export function parseDateRange(params: URLSearchParams, today: Date): { range: DateRange; problem: string | null } {
  const from = params.get('from')
  const to = params.get('to')
  const fallback = lastDays(DEFAULT_RANGE_DAYS, today)
  if (from === null && to === null) return { range: fallback, problem: null }
  if (!validDay(from) || !validDay(to)) {
    return { range: fallback, problem: 'Enter both dates as year-month-day. Showing the last 30 days.' }
  }
  const range = { from, to }
  if (from > to) return { range: fallback, problem: 'The start date is after the end date. Showing the last 30 days.' }
  if (daysIn(range) > MAX_RANGE_DAYS) {
    return { range: fallback, problem: `Choose at most ${MAX_RANGE_DAYS} days. Showing the last 30 days.` }
  }
  return { range, problem: null }
}

/** Every day of the range, for charts that show days without events too. */
export function daysOf(range: DateRange): string[] {
  return Array.from({ length: daysIn(range) }, (_, index) => addDays(range.from, index))
}
