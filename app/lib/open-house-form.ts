// Issue 40 item 12: the form that adds an open house to one of our own listings (Admin → Properties → Edit). Staff
// give a day and two clock times in Roatan time (the island keeps UTC−6 all year, decision 013), whatever the zone
// of their own computer.
import { z } from 'zod'
import { roatanDateTime } from './follow-up-task-form'

export const MAX_OPEN_HOUSE_HOURS = 12
export const MAX_OPEN_HOUSE_REMARKS = 500

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/

export const OpenHouseFormSchema = z.object({
  date: z.string({ error: 'Enter the day of the open house.' }).trim().regex(DATE, 'Enter the day of the open house.'),
  start: z.string({ error: 'Enter the time it starts.' }).trim().regex(TIME, 'Enter the time it starts.'),
  end: z.string({ error: 'Enter the time it ends.' }).trim().regex(TIME, 'Enter the time it ends.'),
  remarks: z
    .string()
    .trim()
    .max(MAX_OPEN_HOUSE_REMARKS, `Keep the note under ${MAX_OPEN_HOUSE_REMARKS} characters.`)
    .default(''),
})

export type OpenHouseFormErrors = Partial<Record<keyof z.input<typeof OpenHouseFormSchema>, string>>
export interface OpenHouseValues {
  startsAt: Date
  endsAt: Date
  remarks: string
}

/** The open house the form describes, or the problem beside each field it concerns. */
export function parseOpenHouseForm(
  form: Record<string, unknown>,
  now: Date,
): { ok: true; values: OpenHouseValues } | { ok: false; errors: OpenHouseFormErrors } {
  const parsed = OpenHouseFormSchema.safeParse(form)
  if (!parsed.success) {
    const errors: OpenHouseFormErrors = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof OpenHouseFormErrors
      errors[field] ??= issue.message
    }
    return { ok: false, errors }
  }
  const { date, start, end, remarks } = parsed.data
  const startsAt = roatanDateTime(`${date}T${start}`)
  const endsAt = roatanDateTime(`${date}T${end}`)
  if (!startsAt) return { ok: false, errors: { date: 'That day does not exist; check the date.' } }
  if (!endsAt) return { ok: false, errors: { end: 'Enter the time it ends.' } }
  if (endsAt <= startsAt) return { ok: false, errors: { end: 'The open house must end after it starts.' } }
  if (startsAt <= now)
    return { ok: false, errors: { start: 'That time has passed: choose a start later than now (Roatan time).' } }
  if (endsAt.getTime() - startsAt.getTime() > MAX_OPEN_HOUSE_HOURS * 60 * 60_000)
    return { ok: false, errors: { end: `An open house lasts at most ${MAX_OPEN_HOUSE_HOURS} hours.` } }
  return { ok: true, values: { startsAt, endsAt, remarks } }
}
