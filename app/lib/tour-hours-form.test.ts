import { describe, expect, it } from 'vitest'
import { dayHoursText, parseDayHours, parseDaysOff, parseTourHoursForm } from './tour-hours-form'

describe('the tour hours form (issue 44 item 1)', () => {
  it('reads hours as people write them and shows them back the same way', () => {
    expect(parseDayHours('9-12, 14:00 – 17:30')).toEqual({
      stretches: [
        [540, 720],
        [840, 1050],
      ],
      error: null,
    })
    expect(parseDayHours('14 to 17, 8:30—11')).toEqual({
      stretches: [
        [510, 660],
        [840, 1020],
      ],
      error: null,
    })
    expect(parseDayHours('  ')).toEqual({ stretches: [], error: null })
    const hours = [
      { weekday: 1, startMinute: 540, endMinute: 720 },
      { weekday: 1, startMinute: 840, endMinute: 1050 },
    ]
    expect(dayHoursText(hours, 1)).toBe('9:00–12:00, 14:00–17:30')
    expect(dayHoursText(hours, 2)).toBe('')
  })

  it('says what is wrong: a backwards or unreadable stretch, or two that overlap', () => {
    for (const text of ['12-9', 'morning', '9-25', '9:75-12', '9-12-15'])
      expect(parseDayHours(text).error).toMatch(/^Write the hours as/)
    expect(parseDayHours('9-12, 11-13').error).toBe('These hours overlap: write each stretch once.')
  })

  it('reads days off, ranges included, and names the wrong line', () => {
    expect(parseDaysOff('2026-12-24 to 2026-12-26\n\n2026-12-31\n2026-12-25')).toEqual({
      days: ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31'],
      error: null,
    })
    expect(parseDaysOff('2026-12-24\nChristmas').error).toMatch(/^Line 2: write a day off as a date/)
    expect(parseDaysOff('2026-02-30').error).toMatch(/^Line 1/)
    expect(parseDaysOff('2026-12-26 to 2026-12-24').error).toMatch(/^Line 1/)
  })

  it('gives the week, the days off and the link, or every field’s message', () => {
    expect(
      parseTourHoursForm({
        day1: '9-12',
        day3: '14-16',
        daysOff: '2026-12-24',
        meetingUrl: ' https://meet.example/m ',
      }),
    ).toEqual({
      ok: true,
      values: {
        hours: [
          { weekday: 1, startMinute: 540, endMinute: 720 },
          { weekday: 3, startMinute: 840, endMinute: 960 },
        ],
        daysOff: ['2026-12-24'],
        meetingUrl: 'https://meet.example/m',
      },
    })
    const wrong = parseTourHoursForm({ day0: 'all day', daysOff: 'soon', meetingUrl: 'http://meet.example/m' })
    expect(wrong.ok).toBe(false)
    expect(wrong.ok ? null : Object.keys(wrong.errors).sort()).toEqual(['day0', 'daysOff', 'meetingUrl'])
  })
})
