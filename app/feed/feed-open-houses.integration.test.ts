// Issue 40 item 12: the MLS's open houses (the RESO OpenHouse resource) reach our feed listings: replicated by their
// own mark in pages, changed and canceled ones followed, one for a listing we do not have skipped and counted, bad
// times skipped with a warning, one request when nothing changed, and a server without the resource costs nothing.
import { asc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { feedListings, feedRunErrors, openHouses } from '~/db/schema'
import { replicateOpenHouses } from './open-houses.server'
import { ResoClient } from './reso-client.server'
import { getFeedCredentials } from './settings.server'
import { startFeedBench, type FeedBench } from '../../tests/setup/feed-run'
import type { ResoServerOptions } from '../../tests/support/reso-server'

let bench: FeedBench | null = null
afterEach(async () => {
  await bench?.close()
  bench = null
})

async function start(options: ResoServerOptions = {}) {
  bench = await startFeedBench({ photos: 0, ...options })
  return bench
}

/** An open house of `listingKey` on a December afternoon in Roatan (UTC−6), as RESO writes times. */
const openHouse = (key: string, listingKey: string, day = 7) => ({
  OpenHouseKey: key,
  ListingKey: listingKey,
  OpenHouseStartTime: `2030-12-0${day}T10:00:00-06:00`,
  OpenHouseEndTime: `2030-12-0${day}T13:00:00-06:00`,
  OpenHouseRemarks: 'Refreshments on the deck.',
})

async function stored({ services }: FeedBench) {
  return services.db
    .select({
      key: openHouses.openHouseKey,
      listingKey: feedListings.listingKey,
      startsAt: openHouses.startsAt,
      endsAt: openHouses.endsAt,
      remarks: openHouses.remarks,
      source: openHouses.source,
    })
    .from(openHouses)
    .leftJoin(feedListings, eq(feedListings.propertyId, openHouses.propertyId))
    .orderBy(asc(openHouses.openHouseKey))
}

const warnings = ({ services }: FeedBench) =>
  services.db
    .select({ listingKey: feedRunErrors.listingKey, message: feedRunErrors.message, severity: feedRunErrors.severity })
    .from(feedRunErrors)
    .orderBy(asc(feedRunErrors.id))

async function clientOf({ services }: FeedBench) {
  return new ResoClient((await getFeedCredentials(services.db, services.config))!, { sleep: async () => undefined })
}

describe('open houses from the feed', () => {
  it('are replicated for our feed listings, in pages, by their own mark; others are skipped and counted', async () => {
    const current = await start()
    const { feed, sync } = current
    for (const index of [1, 2, 3, 4, 5]) feed.openHouses.put(openHouse(`OH-${index}`, `KEY-10${index}`))
    feed.openHouses.put(openHouse('OH-9', 'KEY-999'))
    // Pages of 2: three pages of open houses and the empty one that ends them.
    const run = await sync({ pageSize: 2 })
    expect(run).toMatchObject({ status: 'succeeded', error: null, failed: 0 })
    expect(await warnings(current)).toEqual([])
    expect(feed.openHouses.requests).toBe(4)
    const rows = await stored(current)
    expect(rows.map((row) => [row.key, row.listingKey, row.source])).toEqual(
      [1, 2, 3, 4, 5].map((index) => [`OH-${index}`, `KEY-10${index}`, 'feed']),
    )
    expect(rows[0]).toMatchObject({
      startsAt: new Date('2030-12-07T16:00:00Z'),
      endsAt: new Date('2030-12-07T19:00:00Z'),
      remarks: 'Refreshments on the deck.',
    })

    // One of a listing we do not have is counted, not reported.
    feed.openHouses.put(openHouse('OH-8', 'KEY-998'))
    const counts = await replicateOpenHouses(current.services, await clientOf(current), run.id, { pageSize: 100 })
    expect(counts).toMatchObject({ applied: 0, unknownListing: 1, skipped: 0 })
    expect(await warnings(current)).toEqual([])
  })

  it('a run with nothing new asks once; a change, a cancellation and an end follow, and clear the page cache', async () => {
    const current = await start()
    const { feed, sync, services } = current
    feed.openHouses.put(openHouse('OH-1', 'KEY-101'))
    feed.openHouses.put(openHouse('OH-2', 'KEY-102'))
    feed.openHouses.put(openHouse('OH-3', 'KEY-103'))
    await sync()
    const before = feed.openHouses.requests
    await sync()
    expect(feed.openHouses.requests - before).toBe(1)

    const notified: string[] = []
    const stop = await services.database.listen('content_changed', (payload) => notified.push(payload))
    try {
      feed.openHouses.put({ OpenHouseKey: 'OH-1', OpenHouseEndTime: '2030-12-07T14:30:00-06:00' })
      feed.openHouses.put({ OpenHouseKey: 'OH-2', OpenHouseStatus: 'Canceled' })
      feed.openHouses.put({ OpenHouseKey: 'OH-3', OpenHouseStatus: 'Ended' })
      expect(await sync()).toMatchObject({ status: 'succeeded' })
      expect((await stored(current)).map((row) => [row.key, row.endsAt])).toEqual([
        ['OH-1', new Date('2030-12-07T20:30:00Z')],
      ])
      await expect.poll(() => notified).toContain('open_houses')
    } finally {
      await stop()
    }
  })

  it('an open house with unusable times is skipped with a warning; the others apply', async () => {
    const current = await start()
    const { feed, sync } = current
    feed.openHouses.put({ ...openHouse('OH-1', 'KEY-101'), OpenHouseEndTime: '2030-12-07T09:00:00-06:00' })
    feed.openHouses.put({ ...openHouse('OH-2', 'KEY-102'), OpenHouseStartTime: 'Saturday morning' })
    // No offset: which clock it means is unknown.
    feed.openHouses.put({ ...openHouse('OH-3', 'KEY-103'), OpenHouseStartTime: '2030-12-07T10:00:00' })
    feed.openHouses.put({ ...openHouse('OH-4', 'KEY-104'), OpenHouseRemarks: 42 })
    feed.openHouses.put(openHouse('OH-5', 'KEY-105'))
    expect(await sync()).toMatchObject({ status: 'succeeded', failed: 0 })
    expect((await stored(current)).map((row) => [row.key, row.remarks])).toEqual([
      ['OH-4', ''],
      ['OH-5', 'Refreshments on the deck.'],
    ])
    expect(await warnings(current)).toEqual([
      {
        listingKey: 'KEY-101',
        severity: 'warning',
        message: 'The open house OH-1 ends before it starts; it was skipped.',
      },
      {
        listingKey: 'KEY-102',
        severity: 'warning',
        message:
          'The open house OH-2 has no usable start or end time (a date and time with its offset); it was skipped.',
      },
      {
        listingKey: 'KEY-103',
        severity: 'warning',
        message:
          'The open house OH-3 has no usable start or end time (a date and time with its offset); it was skipped.',
      },
      {
        listingKey: 'KEY-104',
        severity: 'warning',
        message: 'The open house OH-4: OpenHouseRemarks is not text; it was left out.',
      },
    ])
  })

  it('a server without an OpenHouse resource is no error and is asked again only a day later', async () => {
    const current = await start({ openHouseResource: false })
    const { feed, sync } = current
    const run = await sync()
    expect(run).toMatchObject({ status: 'succeeded', error: null, failed: 0, created: 5 })
    expect(await warnings(current)).toEqual([])
    expect(feed.openHouses.requests).toBe(1)
    await sync()
    expect(feed.openHouses.requests).toBe(1)
    const tomorrow = new Date(Date.now() + 25 * 60 * 60_000)
    const options = { pageSize: 100, now: tomorrow }
    await replicateOpenHouses(current.services, await clientOf(current), run.id, options)
    expect(feed.openHouses.requests).toBe(2)
    expect(await warnings(current)).toEqual([])
  })
})
