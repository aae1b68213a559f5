// Issue 17: the form that adds a follow-up task to a contact, shared by the profile screen and the server.
import { z } from 'zod'
import { TASK_KINDS } from './staff-work-rules'

/** Honduras keeps UTC−6 all year (no daylight saving), so a wall-clock time on Roatan maps to one instant. */
export const ROATAN_UTC_OFFSET = '-06:00'
export const ROATAN_OFFSET_MS = 6 * 60 * 60_000

/** `now` shifted so that its UTC fields read the wall clock on Roatan. */
export function roatanWallClock(now: Date): Date {
  return new Date(now.getTime() - ROATAN_OFFSET_MS)
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/** 'YYYY-MM-DDTHH:mm' on Roatan (a datetime-local input) as an instant, or null when it is not a real time. */
export function roatanDateTime(value: string): Date | null {
  if (!LOCAL_DATE_TIME.test(value)) return null
  const date = new Date(`${value}:00${ROATAN_UTC_OFFSET}`)
  if (Number.isNaN(date.getTime())) return null
  // 2026-02-30T10:00 parses to March 2nd: refuse it rather than move it.
  return toRoatanInput(date) === value ? date : null
}

/** An instant as the value of a datetime-local input on Roatan. */
export function toRoatanInput(date: Date): string {
  return roatanWallClock(date).toISOString().slice(0, 16)
}

export const FollowUpTaskSchema = z.object({
  kind: z.enum(TASK_KINDS, { error: 'Choose the type of task.' }),
  title: z
    .string()
    .trim()
    .min(1, 'Say what to do, e.g. “Call about the villa”.')
    .max(200, 'Please keep the title under 200 characters.'),
  dueAt: z
    .string()
    .trim()
    .transform((value, context) => {
      const date = roatanDateTime(value)
      if (!date) {
        context.addIssue({ code: 'custom', message: 'Enter the due date and time.' })
        return z.NEVER
      }
      return date
    }),
  assigneeUserId: z.string().trim().min(1, 'Choose who does it.').max(100),
})
export type FollowUpTaskInput = z.infer<typeof FollowUpTaskSchema>

export const CompleteTaskSchema = z.object({ taskId: z.uuid({ error: 'That task no longer exists.' }) })
