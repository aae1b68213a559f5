// Issue 40 item 12: the staff form for an open house: a day and two times in Roatan time, checked with clear words.
import { describe, expect, it } from 'vitest'
import { parseOpenHouseForm } from './open-house-form'

const now = new Date('2026-12-01T12:00:00Z') // 6:00 a.m. on Roatan
const form = (fields: Record<string, string>) =>
  parseOpenHouseForm({ date: '2026-12-05', start: '10:00', end: '13:00', remarks: '', ...fields }, now)

describe('parseOpenHouseForm', () => {
  it('reads the day and times as Roatan time (UTC−6), whatever the server’s zone', () => {
    expect(form({ remarks: '  Park by the gate. ' })).toEqual({
      ok: true,
      values: {
        startsAt: new Date('2026-12-05T16:00:00Z'),
        endsAt: new Date('2026-12-05T19:00:00Z'),
        remarks: 'Park by the gate.',
      },
    })
  })

  it('says what is wrong beside the field it concerns', () => {
    expect(form({ date: '' })).toEqual({ ok: false, errors: { date: 'Enter the day of the open house.' } })
    expect(form({ date: '2026-02-30' })).toEqual({
      ok: false,
      errors: { date: 'That day does not exist; check the date.' },
    })
    expect(form({ start: '', end: '' })).toEqual({
      ok: false,
      errors: { start: 'Enter the time it starts.', end: 'Enter the time it ends.' },
    })
    expect(form({ end: '10:00' })).toEqual({ ok: false, errors: { end: 'The open house must end after it starts.' } })
    expect(form({ end: '09:30' })).toEqual({ ok: false, errors: { end: 'The open house must end after it starts.' } })
    expect(form({ start: '07:00', end: '19:30' })).toEqual({
      ok: false,
      errors: { end: 'An open house lasts at most 12 hours.' },
    })
    expect(form({ start: '07:00', end: '19:00' }).ok).toBe(true)
    // 5:30 a.m. on Roatan today has passed at 6:00 a.m.
    expect(form({ date: '2026-12-01', start: '05:30', end: '08:00' })).toEqual({
      ok: false,
      errors: { start: 'That time has passed: choose a start later than now (Roatan time).' },
    })
    expect(form({ remarks: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { remarks: 'Keep the note under 500 characters.' },
    })
  })
})
