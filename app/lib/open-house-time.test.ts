// Issue 40 item 12: open houses read in Roatan time (UTC−6 all year), in English and Spanish, and which ones
// "Open house this week" means.
import { describe, expect, it } from 'vitest'
import { formatOpenHouse, isOpenHouseThisWeek } from './open-house-time'

// Saturday, December 5, 2026, 10:00 to 13:00 on Roatan.
const saturday = { startsAt: new Date('2026-12-05T16:00:00Z'), endsAt: new Date('2026-12-05T19:00:00Z') }

/** The text as read: no-break spaces keep '10:00 a.m.' on one line. */
const format = (times: typeof saturday, locale: 'en' | 'es') => formatOpenHouse(times, locale).replaceAll('\u00a0', ' ')

describe('formatOpenHouse', () => {
  it('names the day and both times on Roatan’s clock', () => {
    expect(format(saturday, 'en')).toBe('Saturday, December 5, 10:00 a.m.–1:00 p.m.')
    expect(formatOpenHouse(saturday, 'en')).toContain('10:00\u00a0a.m.')
    expect(format(saturday, 'es')).toBe('sábado, 5 de diciembre, 10:00 a. m.–1:00 p. m.')
  })

  it('reads noon and midnight as people say them, and names both days of one that ends on another', () => {
    const late = { startsAt: new Date('2026-12-05T18:00:00Z'), endsAt: new Date('2026-12-06T06:30:00Z') }
    expect(format(late, 'en')).toBe('Saturday, December 5, 12:00 p.m. – Sunday, December 6, 12:30 a.m.')
  })
})

describe('isOpenHouseThisWeek', () => {
  const now = new Date('2026-12-01T12:00:00Z')
  it('takes one that has not ended and starts within seven days, under way ones included', () => {
    expect(isOpenHouseThisWeek(saturday, now)).toBe(true)
    expect(isOpenHouseThisWeek(saturday, new Date('2026-12-05T18:00:00Z'))).toBe(true)
    expect(isOpenHouseThisWeek(saturday, new Date('2026-12-05T19:00:00Z'))).toBe(false)
    expect(isOpenHouseThisWeek(saturday, new Date('2026-11-28T16:00:00Z'))).toBe(false)
    expect(isOpenHouseThisWeek(saturday, new Date('2026-11-28T16:00:01Z'))).toBe(true)
  })
})
