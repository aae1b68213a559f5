// Tours (issue 44 item 1) on both databases: an agent's hours give a listing its slots; a booking takes one; two
// buyers racing for one slot, through two connection pools as two processes would, get exactly one booking.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { tours } from '~/db/schema'
import { roatanInstant } from '~/lib/tour-slots'
import { createAgent, createListing } from '../../tests/setup/factories'
import { createTestDatabasePair } from '../../tests/setup/test-database'
import {
  bookTour,
  cancelTour,
  getAgentTourSettings,
  listTourSlots,
  listUpcomingTours,
  saveAgentTourSettings,
  tourableListing,
  type TourRequest,
} from './tours.server'

// Monday 2026-11-30, 08:00 in Roatan
const now = new Date('2026-11-30T14:00:00Z')
const tuesdayAt9 = roatanInstant('2026-12-01', 9 * 60)
let handles: [DatabaseHandle, DatabaseHandle]

afterEach(async () => {
  await handles[0].close()
})

async function setup() {
  handles = await createTestDatabasePair()
  const db = handles[0].db
  const agent = await createAgent(db, { name: 'Maria Bodden', email: 'maria@example.com' })
  const listing = await createListing(db, { slug: 'reef-house', status: 'active', agentId: agent.id })
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 12 * 60 }))
  expect(
    await saveAgentTourSettings(db, agent.id, {
      hours: weekdays,
      daysOff: ['2026-12-02'],
      meetingUrl: 'https://meet.example/maria',
    }),
  ).toBe(true)
  return { db, agent, listing, tourable: (await tourableListing(db, 'reef-house'))! }
}

const request = (overrides: Partial<TourRequest> = {}): TourRequest => ({
  startsAt: tuesdayAt9,
  kind: 'video',
  name: 'Tess Toronto',
  email: 'tess@example.com',
  phone: '',
  timeZone: 'America/Toronto',
  locale: 'en',
  note: '',
  contactId: null,
  ...overrides,
})

describe('tours', () => {
  it('keeps an agent’s hours, days off and meeting link, and gives the listing its slots', async () => {
    const { db, agent, tourable } = await setup()
    expect(await getAgentTourSettings(db, agent.id)).toMatchObject({
      daysOff: ['2026-12-02'],
      meetingUrl: 'https://meet.example/maria',
    })
    expect(tourable).toMatchObject({ agentName: 'Maria Bodden', noticeHours: 24, video: true })
    const slots = await listTourSlots(db, tourable, now)
    expect(slots[0]).toEqual(tuesdayAt9)
    // Wednesday is a day off
    expect(slots.some((slot) => slot.toISOString().startsWith('2026-12-02'))).toBe(false)
  })

  it('books a free slot once; the slot leaves the list, and a cancellation frees it', async () => {
    const { db, tourable } = await setup()
    const booked = await bookTour(db, tourable, request(), now)
    expect(booked.ok).toBe(true)
    expect((await listTourSlots(db, tourable, now))[0]).not.toEqual(tuesdayAt9)
    expect(await bookTour(db, tourable, request({ email: 'other@example.com' }), now)).toEqual({
      ok: false,
      reason: 'taken',
    })
    expect(await listUpcomingTours(db, now)).toEqual([
      expect.objectContaining({ name: 'Tess Toronto', agentName: 'Maria Bodden', startsAt: tuesdayAt9 }),
    ])
    expect(await cancelTour(db, booked.ok ? booked.tourId : '', now)).toBe(true)
    expect(await cancelTour(db, booked.ok ? booked.tourId : '', now)).toBe(false)
    expect((await listTourSlots(db, tourable, now))[0]).toEqual(tuesdayAt9)
    expect((await bookTour(db, tourable, request({ email: 'other@example.com' }), now)).ok).toBe(true)
  })

  it('refuses a time outside the hours, within the notice or on a day off, and a video tour without a link', async () => {
    const { db, agent, tourable } = await setup()
    for (const startsAt of [
      roatanInstant('2026-12-01', 8 * 60),
      roatanInstant('2026-12-01', 9 * 60 + 30),
      roatanInstant('2026-11-30', 11 * 60),
      roatanInstant('2026-12-02', 10 * 60),
    ])
      expect(await bookTour(db, tourable, request({ startsAt }), now)).toEqual({ ok: false, reason: 'unavailable' })
    await saveAgentTourSettings(db, agent.id, { ...(await getAgentTourSettings(db, agent.id)), meetingUrl: '' })
    const inPersonOnly = (await tourableListing(db, 'reef-house'))!
    expect(await bookTour(db, inPersonOnly, request(), now)).toEqual({ ok: false, reason: 'no_video' })
    expect((await bookTour(db, inPersonOnly, request({ kind: 'in_person' }), now)).ok).toBe(true)
  })

  it('two buyers racing for one slot through two processes: exactly one booking', async () => {
    const { tourable } = await setup()
    const [first, second] = handles
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        bookTour(index % 2 ? second.db : first.db, tourable, request({ email: `buyer${index}@example.com` }), now),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toEqual(Array(5).fill({ ok: false, reason: 'taken' }))
    expect(await first.db.select().from(tours).where(eq(tours.status, 'booked'))).toHaveLength(1)
  })

  it('offers no tours of a listing that is not for sale, or whose agent is gone', async () => {
    const { db } = await setup()
    await createListing(db, { slug: 'sold-house', status: 'sold' })
    await createListing(db, { slug: 'no-agent', status: 'active', agentId: null })
    expect(await tourableListing(db, 'sold-house')).toBeNull()
    expect(await tourableListing(db, 'no-agent')).toBeNull()
  })
})
