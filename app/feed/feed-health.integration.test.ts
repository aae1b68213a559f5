// Issue 40 item 10, provider limits and health: requests spaced to the per-second rate, counted per minute in the
// database (shared by every process) so a run stops before the hourly cap — waiting when the hour frees up within
// two minutes, else ending with a message, the next run going on from the high-water mark — errors counted, old
// counts pruned; and the health panel's figures: lag, requests and errors of the last hour, statuses on the site
// against the MLS's own counts. A controllable clock stands in for time: nothing here really waits.
import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { FeedHealthPanel } from '~/components/admin/feed/feed-health-panel'
import { feedRequestCounts, feedSettings, properties } from '~/db/schema'
import { startFeedBench, type FeedBench } from '../../tests/setup/feed-run'
import { getFeedHealth } from './feed-health.server'
import { HOUR_MS, requestsInLastHour, type FeedClock } from './request-budget.server'

let bench: FeedBench | null = null
afterEach(async () => {
  await bench?.close()
  bench = null
})

async function start(listings: number, limits: { requestsPerSecond?: number; requestsPerHour?: number }) {
  bench = await startFeedBench({ photos: 0, listings })
  await bench.services.db.update(feedSettings).set(limits)
  return bench
}

/** A clock that moves only when the code under test sleeps (or the test says so). */
function testClock(start = Date.now()) {
  let now = start
  const sleeps: number[] = []
  const clock: FeedClock = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms)
      now += ms
    },
  }
  return { clock, sleeps, advance: (ms: number) => void (now += ms) }
}

const minuteOf = (time: number) => new Date(Math.floor(time / 60_000) * 60_000)

describe('provider limits', () => {
  it('spaces requests to the per-second rate and counts each one', async () => {
    const { sync, services, feed } = await start(6, { requestsPerSecond: 2 })
    const { clock, sleeps } = testClock()
    expect(await sync({ clock })).toMatchObject({ status: 'succeeded', created: 6 })
    const { requests } = await requestsInLastHour(services.db, clock.now())
    expect(requests).toBeGreaterThanOrEqual(feed.stats.tokenRequests + feed.stats.propertyRequests)
    // Nothing else moves this clock: every request after the first waited half a second.
    expect(sleeps).toEqual(Array(requests - 1).fill(500))
  }, 120_000)

  it('stops before the hourly cap another process nearly used up, and the next run continues from there', async () => {
    const { sync, services } = await start(20, { requestsPerHour: 10 })
    const { clock, sleeps, advance } = testClock()
    // Two requests made half an hour ago by another process: the counts are shared through the database.
    await services.db.insert(feedRequestCounts).values({ minute: minuteOf(clock.now() - 30 * 60_000), requests: 2 })
    const first = await sync({ clock })
    expect(first).toMatchObject({
      status: 'failed',
      error: "The provider's limit of 10 requests an hour was reached; the next run continues from here.",
    })
    // Progress is kept: the pages applied before the stop are on the site, and the mark moved past them.
    expect(first.seen).toBeGreaterThan(0)
    expect(first.seen).toBeLessThan(20)
    expect(await services.db.$count(properties)).toBe(first.seen)
    expect((await requestsInLastHour(services.db, clock.now())).requests).toBe(10)
    // The hour frees up in half an hour: too long to wait.
    expect(sleeps).toEqual([])

    // An hour later (with room for the key list) the next run reads on from the mark.
    advance(HOUR_MS)
    await services.db.update(feedSettings).set({ requestsPerHour: 100 })
    const next = await sync({ clock })
    expect(next).toMatchObject({ status: 'succeeded', seen: 20 - first.seen })
    expect(await services.db.$count(properties, eq(properties.status, 'active'))).toBe(20)
  }, 120_000)

  it('waits when the hour frees up within two minutes, counts errors and prunes counts older than a day', async () => {
    const { sync, services, feed } = await start(3, { requestsPerHour: 20 })
    const { clock, sleeps } = testClock()
    await services.db.insert(feedRequestCounts).values([
      // Nineteen requests 59 minutes ago leave the hour within a minute…
      { minute: minuteOf(clock.now() - 59 * 60_000), requests: 19 },
      // …and a count from two days ago is pruned.
      { minute: minuteOf(clock.now() - 2 * 86_400_000), requests: 40, errors: 3 },
    ])
    feed.injectFailures([{ status: 503 }], 1)
    expect(await sync({ clock })).toMatchObject({ status: 'succeeded', created: 3 })
    expect(sleeps).toHaveLength(1)
    expect(sleeps[0]).toBeGreaterThan(0)
    expect(sleeps[0]).toBeLessThanOrEqual(2 * 60_000)
    const lastHour = await requestsInLastHour(services.db, clock.now())
    expect(lastHour.errors).toBe(1)
    expect(await services.db.$count(feedRequestCounts)).toBeLessThanOrEqual(3)
    expect(
      (await services.db.select().from(feedRequestCounts)).every(
        (row) => row.minute.getTime() > clock.now() - 86_400_000,
      ),
    ).toBe(true)
  }, 120_000)
})

describe('feed health', () => {
  it('shows the lag, the last hour and the statuses on the site against the MLS’s own counts', async () => {
    const { sync, services, feed } = await start(6, { requestsPerHour: 7200 })
    feed.update('KEY-102', { StandardStatus: 'Pending' })
    feed.update('KEY-103', { StandardStatus: 'Closed' })
    // An enum-typed server's member counts with its display form.
    feed.update('KEY-104', { StandardStatus: 'ActiveUnderContract' })
    feed.update('KEY-105', { StandardStatus: 'Withdrawn' })
    const { clock } = testClock()
    await sync({ clock })

    const health = await getFeedHealth(services.db, clock.now())
    const [settings] = await services.db.select().from(feedSettings)
    expect(health.lagMs).toBe(clock.now() - settings!.highWaterMark!.getTime())
    expect(health.requestsLastHour).toBeGreaterThan(2)
    expect(health).toMatchObject({ errorsLastHour: 0, requestsPerHour: 7200 })
    expect(health.statuses).toEqual([
      { status: 'active', onSite: 2, atMls: 2 },
      { status: 'under_contract', onSite: 2, atMls: 2 },
      { status: 'sold', onSite: 1, atMls: 1 },
      { status: 'off_market', onSite: 1, atMls: 1 },
    ])

    const html = renderToString(createElement(FeedHealthPanel, { health }))
    expect(html).toContain('Feed health')
    expect(html).toContain(`${health.requestsLastHour} of 7,200 allowed`)
    expect(html).toMatch(/<th[^>]*>Under contract<\/th><td[^>]*>2<\/td><td[^>]*>2<\/td>/)
  }, 120_000)
})
