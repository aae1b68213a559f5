// Admin → Tours (issue 44 item 1): an agent's weekly tour hours, days off and video-call link, as staff type them.
// Hours on the 24-hour clock in Roatan time ("9:00–12:00, 14:00–17:00"); days off one a line, a date or a range
// ("2026-12-24" or "2026-12-24 to 2026-12-26"). One schema; the server answers 400 with these messages.
import { z } from 'zod'
import { fieldErrors, parsedText } from './form-errors'
import type { WeeklyHours } from './tour-slots'

/** Sunday first, as Date.getUTCDay counts. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export const HOURS_EXAMPLE = '9:00–12:00, 14:00–17:00'
export const MAX_DAYS_OFF = 366
const HOURS_MESSAGE = `Write the hours as “${HOURS_EXAMPLE}” (24-hour clock, Roatan time), or leave the day empty.`

const minuteOf = (text: string): number | null => {
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(text.trim())
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2] ?? 0)
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= 1440 ? hours * 60 + minutes : null
}

/** One day's stretches, or an error message. */
export function parseDayHours(text: string): { stretches: [number, number][]; error: string | null } {
  const stretches: [number, number][] = []
  for (const part of text.split(',')) {
    if (part.trim() === '') continue
    const [from, to, ...rest] = part.split(/\s*(?:-|–|—|to)\s*/)
    const start = minuteOf(from ?? '')
    const end = minuteOf(to ?? '')
    if (rest.length > 0 || start === null || end === null || start >= end) return { stretches, error: HOURS_MESSAGE }
    stretches.push([start, end])
  }
  stretches.sort((a, b) => a[0] - b[0])
  for (let index = 1; index < stretches.length; index++)
    if (stretches[index]![0] < stretches[index - 1]![1])
      return { stretches, error: 'These hours overlap: write each stretch once.' }
  return { stretches, error: null }
}

const clock = (minute: number) => `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`
/** A day's hours as the form shows them. */
export const dayHoursText = (hours: readonly WeeklyHours[], weekday: number) =>
  hours
    .filter((stretch) => stretch.weekday === weekday)
    .map((stretch) => `${clock(stretch.startMinute)}–${clock(stretch.endMinute)}`)
    .join(', ')

/** Monday first, as the office's week runs. */
export const WEEK_ON_SCREEN = [1, 2, 3, 4, 5, 6, 0] as const

/** The whole week, a line a day that has hours ('Monday: 9:00–12:00'), for the audit log. */
export const weekHoursText = (hours: readonly WeeklyHours[]) =>
  WEEK_ON_SCREEN.filter((weekday) => hours.some((stretch) => stretch.weekday === weekday))
    .map((weekday) => `${WEEKDAY_NAMES[weekday]}: ${dayHoursText(hours, weekday)}`)
    .join('\n')

const DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (text: string) =>
  DATE.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)

/** Days off, one a line: a date or 'from to until'; every day of a range. */
export function parseDaysOff(text: string): { days: string[]; error: string | null } {
  const days = new Set<string>()
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim()
    if (line === '') continue
    const [from, until = from, ...rest] = line.split(/\s*(?:to|–|—)\s*|\s+-\s+/)
    if (rest.length > 0 || !isDate(from ?? '') || !isDate(until ?? '') || until! < from!)
      return {
        days: [...days],
        error: `Line ${index + 1}: write a day off as a date, “2026-12-24”, or a range, “2026-12-24 to 2026-12-26”.`,
      }
    for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${until}T00:00:00Z`); day += 86_400_000) {
      days.add(new Date(day).toISOString().slice(0, 10))
      if (days.size > MAX_DAYS_OFF) return { days: [...days], error: `At most ${MAX_DAYS_OFF} days off.` }
    }
  }
  return { days: [...days].sort(), error: null }
}

const TourHoursFormSchema = z.object({
  ...Object.fromEntries(WEEKDAY_NAMES.map((_, weekday) => [`day${weekday}`, parsedText(parseDayHours)])),
  daysOff: parsedText(parseDaysOff),
  meetingUrl: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.union([
      z.literal(''),
      z
        .url({ protocol: /^https$/, error: 'Give the meeting link as an https:// address, or leave it empty.' })
        .max(500),
    ]),
  ),
})

export type TourHoursFormErrors = Partial<Record<`day${number}` | 'daysOff' | 'meetingUrl', string>>

export function parseTourHoursForm(input: Record<string, unknown>) {
  const parsed = TourHoursFormSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) as TourHoursFormErrors } as const
  const values = parsed.data as Record<string, unknown>
  const hours: WeeklyHours[] = WEEKDAY_NAMES.flatMap((_, weekday) =>
    (values[`day${weekday}`] as ReturnType<typeof parseDayHours>).stretches.map(([startMinute, endMinute]) => ({
      weekday,
      startMinute,
      endMinute,
    })),
  )
  return {
    ok: true,
    values: {
      hours,
      daysOff: (values.daysOff as ReturnType<typeof parseDaysOff>).days,
      meetingUrl: values.meetingUrl as string,
    },
  } as const
}
