// Issue 44 item 1: when a buyer can tour a listing. Each agent keeps weekly hours in Roatan time (UTC−6 all year:
// Honduras keeps no daylight saving) and days off; a tour takes one hour on the hour grid of those hours, needs the
// listing's notice (at least 24 h: caretakers and renters must be told) and is booked at most three weeks ahead.
// Slots are instants (UTC); the buyer's page shows them in the buyer's time zone with Roatan time beside. Pure rules,
// shared by the booking form, the server's check and the tests.
import { ROATAN_OFFSET_MS } from './follow-up-task-form'

export const TOUR_KINDS = ['in_person', 'video'] as const
export type TourKind = (typeof TOUR_KINDS)[number]
export const TOUR_MINUTES = 60
export const MIN_NOTICE_HOURS = 24
/** Two weeks: the most notice staff may ask for. */
export const MAX_NOTICE_HOURS = 14 * 24
export const BOOKING_HORIZON_DAYS = 21

/** One stretch of an agent's week, Roatan time: weekday 0 = Sunday … 6 = Saturday, minutes from midnight. */
export interface WeeklyHours {
  weekday: number
  startMinute: number
  endMinute: number
}

const DAY_MS = 86_400_000

/** The Roatan calendar date of an instant, 'YYYY-MM-DD'. */
export function roatanDate(instant: Date): string {
  return new Date(instant.getTime() - ROATAN_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant of a Roatan date and minute of the day. */
export function roatanInstant(date: string, minute: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minute * 60_000 + ROATAN_OFFSET_MS)
}

export interface SlotQuery {
  hours: readonly WeeklyHours[]
  /** Roatan dates, 'YYYY-MM-DD' */
  daysOff: readonly string[]
  /** starts of the agent's booked tours */
  taken: readonly Date[]
  now: Date
  noticeHours: number
  horizonDays?: number
}

/** The free starts, earliest first. */
export function freeSlots({
  hours,
  daysOff,
  taken,
  now,
  noticeHours,
  horizonDays = BOOKING_HORIZON_DAYS,
}: SlotQuery): Date[] {
  const earliest = now.getTime() + Math.max(noticeHours, MIN_NOTICE_HOURS) * 3_600_000
  const latest = now.getTime() + horizonDays * DAY_MS
  const busy = new Set(taken.map((start) => start.getTime()))
  const off = new Set(daysOff)
  const starts = new Set<number>()
  const today = Date.parse(`${roatanDate(now)}T00:00:00Z`)
  for (let day = 0; day <= horizonDays; day++) {
    const date = new Date(today + day * DAY_MS).toISOString().slice(0, 10)
    if (off.has(date)) continue
    const weekday = new Date(today + day * DAY_MS).getUTCDay()
    for (const stretch of hours) {
      if (stretch.weekday !== weekday) continue
      const first = Math.ceil(stretch.startMinute / 60) * 60
      for (let minute = first; minute + TOUR_MINUTES <= stretch.endMinute; minute += 60) {
        const start = roatanInstant(date, minute).getTime()
        if (start >= earliest && start <= latest && !busy.has(start)) starts.add(start)
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => new Date(start))
}

/** Whether `start` is one of the free slots (the server's check of what a buyer sent). */
export function isFreeSlot(query: SlotQuery, start: Date): boolean {
  return freeSlots(query).some((slot) => slot.getTime() === start.getTime())
}
