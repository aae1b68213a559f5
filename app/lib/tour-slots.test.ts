import { describe, expect, it } from 'vitest'
import { EMPTY_PROPERTY_FORM } from './property-form-defaults'
import { parsePropertyForm } from './property-form-schema'
import { freeSlots, isFreeSlot, roatanDate, roatanInstant, type SlotQuery } from './tour-slots'

// Monday 2026-11-30, 08:00 in Roatan (14:00 UTC)
const now = new Date('2026-11-30T14:00:00Z')
const weekdays9to12 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 12 * 60 }))
const query: SlotQuery = { hours: weekdays9to12, daysOff: [], taken: [], now, noticeHours: 24, horizonDays: 7 }
const roatan = (slots: Date[]) =>
  slots.map((slot) => `${roatanDate(slot)} ${String((slot.getUTCHours() + 18) % 24).padStart(2, '0')}:00`)

describe('tour slots (issue 44 item 1)', () => {
  it('are the hours of the agent’s week in Roatan time, an hour each, after 24 hours’ notice', () => {
    expect(roatan(freeSlots(query))).toEqual([
      // Monday 09:00–11:00 is within a day; Tuesday 08:00 would be exactly 24 h but is outside the hours
      '2026-12-01 09:00',
      '2026-12-01 10:00',
      '2026-12-01 11:00',
      '2026-12-02 09:00',
      '2026-12-02 10:00',
      '2026-12-02 11:00',
      '2026-12-03 09:00',
      '2026-12-03 10:00',
      '2026-12-03 11:00',
      '2026-12-04 09:00',
      '2026-12-04 10:00',
      '2026-12-04 11:00',
      // next Monday is beyond the horizon (7 days from now, 08:00)
    ])
    // 09:00 in Roatan is 15:00 UTC
    expect(freeSlots(query)[0]!.toISOString()).toBe('2026-12-01T15:00:00.000Z')
  })

  it('leaves out days off, booked hours, and what is within the listing’s longer notice', () => {
    const slots = freeSlots({
      ...query,
      daysOff: ['2026-12-02'],
      taken: [roatanInstant('2026-12-03', 10 * 60)],
      noticeHours: 72,
    })
    expect(roatan(slots).slice(0, 4)).toEqual([
      '2026-12-03 09:00',
      '2026-12-03 11:00',
      '2026-12-04 09:00',
      '2026-12-04 10:00',
    ])
  })

  it('never asks less than 24 hours, and keeps to whole hours of a stretch that starts at half past', () => {
    const slots = freeSlots({
      ...query,
      hours: [{ weekday: 2, startMinute: 13 * 60 + 30, endMinute: 16 * 60 }],
      noticeHours: 2,
    })
    expect(roatan(slots)).toEqual(['2026-12-01 14:00', '2026-12-01 15:00'])
  })

  it('checks a slot a buyer sends', () => {
    expect(isFreeSlot(query, new Date('2026-12-01T15:00:00Z'))).toBe(true)
    expect(isFreeSlot(query, new Date('2026-12-01T15:30:00Z'))).toBe(false)
    expect(isFreeSlot(query, new Date('2026-11-30T16:00:00Z'))).toBe(false)
  })
})

describe('a listing’s tour notice on the property form', () => {
  const draft = { ...EMPTY_PROPERTY_FORM, title: 'Hillside house', propertyType: 'house', status: 'draft' }
  const { powerSources: _p, waterSources: _w, internet: _i, ...formText } = draft
  const notice = (text: string) => {
    const parsed = parsePropertyForm({ ...formText, tourNoticeHours: text })
    return parsed.ok ? parsed.values.tourNoticeHours : parsed.errors.tourNoticeHours
  }

  it('is a day unless staff ask more, never less, at most two weeks', () => {
    expect(notice('')).toBe(24)
    expect(notice('48')).toBe(48)
    expect(notice('12')).toBe('The tour notice cannot be less than 24.')
    expect(notice('400')).toBe('The tour notice cannot be more than 336.')
  })
})
