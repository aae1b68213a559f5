// Issue 40 items 5 and 8: a value the site cannot hold (a 60,000-acre farm's lot) or a position that means "unknown"
// (0/0, far from the Bay Islands) is left out with a warning on the run, and the listing is kept. A record that still
// fails in the database is logged on the server; staff read words on the RETS screen, never SQL.
import { eq, sql } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FeedRunHistory } from '~/components/admin/feed/feed-run-history'
import { feedRunErrors, properties } from '~/db/schema'
import type { FeedRunView } from '~/feed/status.server'
import { grantRole } from '~/auth/roles.server'
import { loader as retsLoader } from '~/routes/admin/rets'
import { startFeedBench, type FeedBench } from '../../tests/setup/feed-run'
import { callAdminRoute } from '../../tests/setup/admin-route'
import { signIn } from '../../tests/setup/test-services'

let bench: FeedBench | null = null
afterEach(async () => {
  vi.restoreAllMocks()
  await bench?.close()
  bench = null
})

const SQL_WORDS = /failed query|insert into|update "|violates|out of range|constraint|params:/i

/** The RETS screen as an admin sees it: its loader's data and the run history drawn from it, as text. */
async function retsScreen({ services }: FeedBench) {
  await grantRole(services.db, 'feed-admin@example.com', 'admin')
  const cookie = await signIn(services, 'feed-admin@example.com')
  const answer = await callAdminRoute(services, cookie, retsLoader, 'rets')
  expect(answer.status).toBe(200)
  const { runs } = answer.data as { runs: FeedRunView[] }
  const html = renderToString(createElement(FeedRunHistory, { runs }))
  return {
    data: JSON.stringify(answer.data),
    text: html
      .replace(/<!-- -->|<\/?strong>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' '),
  }
}

const byListingId = async ({ services }: FeedBench, listingId: string) =>
  (await services.db.select().from(properties).where(eq(properties.listingId, listingId)))[0]

describe('values the site cannot hold', () => {
  it('imports a 60,000-acre farm without its lot size, with a warning, and no SQL on the RETS screen', async () => {
    bench = await startFeedBench({ listings: 1, photos: 0 })
    bench.feed.add({
      ListingKey: 'KEY-FARM',
      ListingId: 'MLS-7001',
      PropertyType: 'Farm',
      BedroomsTotal: null,
      LotSizeArea: 60_000,
      LotSizeUnits: 'Acres',
    })
    const run = await bench.sync()
    expect(run).toMatchObject({ seen: 2, created: 2, failed: 0, status: 'succeeded' })
    expect(await byListingId(bench, 'MLS-7001')).toMatchObject({
      propertyType: 'land',
      status: 'active',
      lotSizeSqft: null,
      priceUsd: 200_000 + 90 * 50_000,
    })
    const messages = await bench.services.db.select().from(feedRunErrors)
    expect(messages).toEqual([
      expect.objectContaining({
        listingKey: 'KEY-FARM',
        severity: 'warning',
        message:
          'LotSizeArea 60,000 (2,613,600,000 sq ft) is more than the site can hold (at most 2,147,483,647 sq ft); it was left out.',
      }),
    ])
    const screen = await retsScreen(bench)
    expect(screen.text).toContain('1 warning')
    expect(screen.text).toContain('KEY-FARM: LotSizeArea 60,000')
    expect(screen.text).not.toContain('record error')
    expect(screen.data).not.toMatch(SQL_WORDS)
  })

  it('logs a database error on the server and shows staff words instead of SQL', async () => {
    bench = await startFeedBench({ listings: 1, photos: 0 })
    // A rule the feed's checks do not know about, so the database itself refuses the listing.
    await bench.services.db.execute(
      sql`alter table properties add constraint test_no_such_price check (price_usd <> 424242)`,
    )
    const logged = vi.spyOn(bench.services.logger, 'error')
    bench.feed.add({ ListingKey: 'KEY-DB', ListingId: 'MLS-7010', ListPrice: 424_242 })
    const run = await bench.sync()
    expect(run).toMatchObject({ created: 1, failed: 1, status: 'succeeded' })
    const [stored] = await bench.services.db.select().from(feedRunErrors)
    expect(stored).toMatchObject({
      listingKey: 'KEY-DB',
      severity: 'error',
      message: 'The listing could not be saved because of an unexpected error; the server log has the details.',
    })
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ listingKey: 'KEY-DB', err: expect.anything() }),
      'listing feed record failed',
    )
    const screen = await retsScreen(bench)
    expect(screen.text).toContain('1 record error')
    expect(screen.text).toContain('KEY-DB: The listing could not be saved')
    expect(screen.data).not.toMatch(SQL_WORDS)
    expect(screen.data).not.toContain('test_no_such_price')
  })
})

describe('positions that mean "unknown"', () => {
  it('stores no map position for 0/0 or a place far from the Bay Islands, with a warning, and keeps the listing', async () => {
    bench = await startFeedBench({ listings: 1, photos: 0 })
    bench.feed.add({ ListingKey: 'KEY-ZERO', ListingId: 'MLS-7002', Latitude: 0, Longitude: 0 })
    bench.feed.add({ ListingKey: 'KEY-FAR', ListingId: 'MLS-7003', Latitude: 37.7749, Longitude: -122.4194 })
    expect(await bench.sync()).toMatchObject({ created: 3, failed: 0, status: 'succeeded' })
    expect(await byListingId(bench, 'MLS-7002')).toMatchObject({ status: 'active', latitude: null, longitude: null })
    expect(await byListingId(bench, 'MLS-7003')).toMatchObject({ status: 'active', latitude: null, longitude: null })
    // A position on Roatan is kept as sent.
    const roatan = await byListingId(bench, 'MLS-5001')
    expect(roatan!.latitude).toBeCloseTo(16.301, 6)
    expect(roatan!.longitude).toBeCloseTo(-86.549, 6)
    const warnings = await bench.services.db.select().from(feedRunErrors).orderBy(feedRunErrors.id)
    expect(warnings.map(({ listingKey, severity, message }) => ({ listingKey, severity, message }))).toEqual([
      {
        listingKey: 'KEY-ZERO',
        severity: 'warning',
        message: 'Latitude and Longitude (0, 0) mean "unknown"; the listing has no map pin.',
      },
      {
        listingKey: 'KEY-FAR',
        severity: 'warning',
        message:
          'Latitude and Longitude (37.7749, -122.4194) are far outside the Bay Islands; the listing has no map pin.',
      },
    ])
  })
})

describe('listing addresses', () => {
  it('gives a listing whose title another listing has the title with its listing id, not a number to count up', async () => {
    bench = await startFeedBench({ listings: 9, photos: 0 })
    expect((await bench.sync()).created).toBe(9)
    const rows = await bench.services.db
      .select({ id: properties.id, title: properties.title, slug: properties.slug, listingId: properties.listingId })
      .from(properties)
      .orderBy(properties.id)
    const firstWithTitle = new Map<string, string>()
    let repeated = 0
    for (const row of rows) {
      const first = firstWithTitle.get(row.title)
      if (!first) firstWithTitle.set(row.title, row.slug)
      else {
        repeated++
        expect(row.slug).toBe(`${first}-${row.listingId.toLowerCase()}`)
      }
    }
    expect(repeated, 'the fixture repeats titles').toBeGreaterThan(0)
  })
})
