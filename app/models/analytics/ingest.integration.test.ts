import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { aggregateCounts, userInteractions, users } from '~/db/schema'
import { createListing } from '../../../tests/setup/factories'
import { createTestServices, routerContext, signIn } from '../../../tests/setup/test-services'
import { EVENTS_PER_SECOND, ingestEvents } from './ingest.server'

let services: AppServices
let close: () => Promise<void>
let listingId: number

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  listingId = (await createListing(services.db, { slug: 'oceanfront-villa' })).id
})
afterAll(() => close())

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

async function post(body: unknown, { cookie = '', userAgent = BROWSER } = {}) {
  const { action } = await import('~/routes/api/events')
  const url = new URL('http://localhost:3000/api/events')
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': userAgent, cookie },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await action({ request, url, context: routerContext(services), params: {} } as never)
  return { status: response.status, cache: response.headers.get('Cache-Control'), body: await response.json() }
}

const session = () => ({ sessionId: randomUUID(), visitorId: randomUUID() })
const interactionsOf = (sessionId: string) =>
  services.db.select().from(userInteractions).where(eq(userInteractions.sessionId, sessionId))

describe('POST /api/events', () => {
  it('refuses a batch that is not valid with a clear message, storing nothing', async () => {
    const ids = session()
    const bad = await post({ ...ids, events: [{ type: 'purchase', path: '/' }] })
    expect(bad).toMatchObject({ status: 400, cache: 'no-store', body: { error: 'Unknown event type.' } })
    expect((await post('not json')).status).toBe(400)
    const tooMany = Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/' }))
    expect((await post({ ...ids, events: tooMany })).body.error).toBe('A batch has at most 50 events.')
    expect(await interactionsOf(ids.sessionId)).toEqual([])
  })

  it('stores consented events with the session, device and signed-in user', async () => {
    const cookie = await signIn(services, 'buyer@example.com')
    const [buyer] = await services.db.select().from(users).where(eq(users.email, 'buyer@example.com'))
    const ids = session()
    const answer = await post(
      {
        ...ids,
        events: [
          { type: 'page_view', path: '/property/oceanfront-villa' },
          { type: 'listing_view', path: '/property/oceanfront-villa', propertyId: listingId },
          {
            type: 'form_start',
            path: '/property/oceanfront-villa',
            slug: 'oceanfront-villa',
            metadata: { funnel: 'property_inquiry' },
          },
          { type: 'click', path: '/', propertyId: 999_999 },
        ],
      },
      { cookie },
    )
    expect(answer).toEqual({ status: 200, cache: 'no-store', body: { accepted: 4, dropped: 0 } })
    const rows = await interactionsOf(ids.sessionId)
    expect(rows.map((row) => [row.eventType, row.propertyId, row.visitorId, row.userId])).toEqual([
      ['page_view', null, ids.visitorId, buyer!.id],
      ['listing_view', listingId, ids.visitorId, buyer!.id],
      ['form_start', listingId, ids.visitorId, buyer!.id],
      ['click', null, ids.visitorId, buyer!.id],
    ])
    expect(rows[2]!.metadata).toEqual({ funnel: 'property_inquiry' })
  })

  it('counts anonymous views per path and day only, with no ids anywhere', async () => {
    const before = await services.db.select().from(userInteractions)
    const events = [
      { type: 'page_view', path: '/about' },
      { type: 'page_view', path: '/about' },
      { type: 'listing_view', path: '/properties/oceanfront-villa', propertyId: listingId },
    ]
    expect((await post({ events })).body).toEqual({ accepted: 3, dropped: 0 })
    expect((await post({ events: [{ type: 'page_view', path: '/about' }] })).body.accepted).toBe(1)
    const day = new Date().toISOString().slice(0, 10)
    const counts = await services.db.select().from(aggregateCounts).where(eq(aggregateCounts.day, day))
    expect(counts.map(({ eventType, path, count }) => ({ eventType, path, count }))).toEqual(
      expect.arrayContaining([
        { eventType: 'page_view', path: '/about', count: 3 },
        { eventType: 'listing_view', path: '/property/oceanfront-villa', count: 1 },
      ]),
    )
    expect(await services.db.select().from(userInteractions)).toHaveLength(before.length)
    // Without consent only the anonymous counts are taken.
    expect((await post({ events: [{ type: 'form_start', path: '/' }] })).status).toBe(400)
  })

  it('takes nothing from crawlers', async () => {
    const ids = session()
    const answer = await post({ ...ids, events: [{ type: 'page_view', path: '/' }] }, { userAgent: 'Googlebot/2.1' })
    expect(answer.body).toEqual({ accepted: 0, dropped: 1 })
    expect(await interactionsOf(ids.sessionId)).toEqual([])
  })
})

describe('the realtime events limit (SPEC §9: 10 per second per session)', () => {
  it('keeps the first 10 of a burst, says how many, and answers 429 once nothing is accepted', async () => {
    const ids = session()
    const events = Array.from({ length: 15 }, (_, index) => ({ type: 'click', path: `/p/${index}` }))
    const first = await post({ ...ids, events })
    expect(first).toMatchObject({ status: 200, body: { accepted: EVENTS_PER_SECOND, dropped: 5 } })
    const second = await post({ ...ids, events: events.slice(0, 2) })
    expect(second).toMatchObject({ status: 429, cache: 'no-store', body: { accepted: 0, dropped: 2 } })
    const rows = await interactionsOf(ids.sessionId)
    expect(rows.map((row) => row.path)).toEqual(events.slice(0, 10).map((event) => event.path))
    // Another session has its own allowance.
    expect((await post({ ...session(), events: events.slice(0, 3) })).body.accepted).toBe(3)
  })

  it('gives a new allowance in the next second', async () => {
    const ids = session()
    const source = { userId: null, clientIp: '127.0.0.1' }
    const events = Array.from({ length: 10 }, () => ({ type: 'click' as const, path: '/' }))
    expect(await ingestEvents(services.db, { ...ids, events }, source)).toEqual({ accepted: 10, dropped: 0 })
    expect(await ingestEvents(services.db, { ...ids, events }, source)).toEqual({ accepted: 0, dropped: 10 })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await ingestEvents(services.db, { ...ids, events: events.slice(0, 4) }, source)).toEqual({
      accepted: 4,
      dropped: 0,
    })
  })
})
