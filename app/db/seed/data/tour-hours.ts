// Demo tour hours (issue 44): each demo agent gives tours on weekdays, mornings and afternoons, and on Saturday
// mornings, Roatan time; all but one take video calls through a meeting link of their own.
import type { WeeklyHours } from '~/lib/tour-slots'

const stretch = (weekday: number, from: number, to: number): WeeklyHours => ({
  weekday,
  startMinute: from * 60,
  endMinute: to * 60,
})

const WEEK: WeeklyHours[] = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [stretch(weekday, 9, 12), stretch(weekday, 14, 17)]),
  stretch(6, 9, 12),
]

/** Hours and meeting link by agent slug. */
export function demoTourSettings(slug: string, index: number) {
  return {
    tourHours: WEEK,
    // the fourth agent shows homes in person only
    meetingUrl: index === 3 ? '' : `https://meet.roatanrealty.example/${slug}`,
  }
}
