// Every content write clears the page cache of every process (decision 016): through the database's notifications,
// on the embedded database and between two connection pools on PostgreSQL ("two processes").
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerCache } from '~/cache-registry.server'
import type { DatabaseHandle } from '~/db/client.server'
import { blogPosts, faqEntries, featureFlags, openHouses, properties, reviews, urlRedirects } from '~/db/schema'
import { OPEN_HOUSE_WEEK_MS } from '~/lib/open-house-time'
import { createLogger } from '~/logger.server'
import { getFeatureFlags } from '~/models/feature-flags.server'
import { announceOpenHouseChange } from '~/models/open-houses.server'
import { recordRedirectHit } from '~/models/redirect.server'
import { createAgent, createArea, createListing } from '../tests/setup/factories'
import { createTestDatabasePair } from '../tests/setup/test-database'
import { type ContentChanges, watchContentChanges } from './content-changes'
import { PageCache } from './page-cache'

let reader: DatabaseHandle
let writer: DatabaseHandle
let cache: PageCache
let changes: ContentChanges
/** The watcher's clock: real time plus whatever a test has moved it on by. */
let movedOn = 0
const moveClockTo = (at: number) => (movedOn = at - Date.now())

beforeAll(async () => {
  ;[reader, writer] = await createTestDatabasePair()
  cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 })
  changes = await watchContentChanges({ database: reader, logger: createLogger('silent') }, cache, {
    now: () => Date.now() + movedOn,
  })
  await createListing(writer.db, { slug: 'hillside-home' })
  await writer.db.insert(urlRedirects).values({ sourceUrl: '/old', targetUrl: '/properties' })
  await getFeatureFlags(writer.db) // creates the flag rows once
})
afterAll(async () => {
  await changes.stop()
  await reader.close()
})

const page = () =>
  cache.store('www|OTHER|/property/hillside-home', cache.epoch, {
    status: 200,
    headers: new Headers({ 'cache-control': 'public' }),
    body: Buffer.from('<p>$400,000</p>'),
  })
const cached = () => cache.get('www|OTHER|/property/hillside-home') !== undefined
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

async function expectClearedWithinASecond() {
  await expect.poll(cached, { timeout: 1000, interval: 20 }).toBe(false)
}

describe('content changes', () => {
  it('a price change made elsewhere clears the cached listing within a second', async () => {
    await settle()
    await page()
    expect(cached()).toBe(true)
    await writer.db.update(properties).set({ priceUsd: 385_000 }).where(eq(properties.slug, 'hillside-home'))
    await expectClearedWithinASecond()
  })

  it('so does a new redirect, and the registered caches (redirects, flags) are cleared with the pages', async () => {
    let cleared = 0
    registerCache('test-probe', () => cleared++)
    await settle()
    await page()
    await writer.db.insert(urlRedirects).values({ sourceUrl: '/older', targetUrl: '/about' })
    await expectClearedWithinASecond()
    expect(cleared).toBeGreaterThan(0)
  })

  it('writes that change nothing a visitor sees clear nothing: a counted redirect hit, flags read again', async () => {
    await settle()
    await page()
    await recordRedirectHit(writer.db, '/old')
    await getFeatureFlags(writer.db)
    await writer.db.update(properties).set({ priceUsd: 385_000 }).where(eq(properties.slug, 'hillside-home'))
    await settle()
    expect(cached()).toBe(true)
  })

  it('a post scheduled for later clears the cache when it comes due', async () => {
    await writer.db.insert(blogPosts).values({
      slug: 'coming-soon',
      title: 'Coming soon',
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 3_600_000),
    })
    await settle()
    await page()
    changes.checkSchedule()
    expect(cached()).toBe(true)
    moveClockTo(Date.now() + 3_600_000)
    changes.checkSchedule()
    expect(cached()).toBe(false)
    moveClockTo(Date.now())
    await writer.db.delete(blogPosts).where(eq(blogPosts.slug, 'coming-soon'))
    await settle()
  })

  it('an open house clears the cache when written, when it ends and when it comes within the week', async () => {
    const [listing] = await writer.db.select({ id: properties.id }).from(properties).limit(1)
    await settle()
    await page()
    // One ends in an hour (the listing page hides it); one starts in a week and two hours ("Open house this week"
    // finds it an hour after the first has ended). The watcher's clock is moved on to each.
    const ends = Date.now() + 3_600_000
    const entersWeek = ends + 3_600_000
    await writer.db.insert(openHouses).values([
      { propertyId: listing!.id, startsAt: new Date(ends - 3_600_000), endsAt: new Date(ends) },
      {
        propertyId: listing!.id,
        startsAt: new Date(entersWeek + OPEN_HOUSE_WEEK_MS),
        endsAt: new Date(entersWeek + OPEN_HOUSE_WEEK_MS + 3_600_000),
      },
    ])
    await announceOpenHouseChange(writer.db)
    await expectClearedWithinASecond()
    for (const at of [ends, entersWeek]) {
      await settle()
      await page()
      changes.checkSchedule()
      expect(cached()).toBe(true)
      moveClockTo(at + 50)
      changes.checkSchedule()
      expect(cached()).toBe(false)
    }
    moveClockTo(Date.now())
    await writer.db.delete(openHouses)
    await settle()
  })

  it('every kind of content a public page shows clears it: areas, agents, posts, reviews, FAQ, flags', async () => {
    const writes: [string, () => Promise<unknown>][] = [
      ['area', () => createArea(writer.db)],
      ['agent', () => createAgent(writer.db)],
      [
        'post',
        () =>
          writer.db
            .insert(blogPosts)
            .values({ slug: 'fresh', title: 'Fresh', status: 'published', publishedAt: new Date() }),
      ],
      [
        'review',
        () =>
          writer.db.insert(reviews).values({ authorName: 'Ana', body: 'Great help.', rating: 5, status: 'approved' }),
      ],
      [
        'faq',
        () =>
          writer.db
            .insert(faqEntries)
            .values({ slug: 'can-i', question: 'Can I?', answer: 'Yes.', category: 'Buying' }),
      ],
      [
        'flag',
        () => writer.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, 'show_tv_pages')),
      ],
      ['deleted listing', () => writer.db.delete(properties).where(eq(properties.slug, 'hillside-home'))],
    ]
    for (const [kind, write] of writes) {
      await settle()
      await page()
      expect(cached(), kind).toBe(true)
      await write()
      await expect.poll(cached, { timeout: 1000, interval: 20, message: kind }).toBe(false)
    }
  })

  it('a staff action clears every process at once', async () => {
    await settle()
    await page()
    await changes.announce('tools')
    expect(cached()).toBe(false)
  })
})
