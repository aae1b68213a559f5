// Issue 40 items 6 and 7: lookups come as display strings or as Edm.EnumType members (RESO DD 2.0), translated through
// the server's $metadata and Lookup resource (read once a day); every type of a sale finds its place on the site, and
// leases are not listed (decision 036) but counted. A ListingId with spaces, or one the MLS repeats, keeps its record.
import { eq, sql } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { FeedRunHistory } from '~/components/admin/feed/feed-run-history'
import { feedRunErrors, feedSettings, properties } from '~/db/schema'
import { listFeedRuns } from '~/feed/runs.server'
import { saveFeedSettings } from '~/feed/settings.server'
import { createListing } from '../../tests/setup/factories'
import { startFeedBench, type FeedBench } from '../../tests/setup/feed-run'
import { RESO_CLIENT_ID } from '../../tests/support/reso-server'

let bench: FeedBench | null = null
afterEach(async () => {
  await bench?.close()
  bench = null
})

const byListingId = async ({ services }: FeedBench, listingId: string) =>
  (await services.db.select().from(properties).where(eq(properties.listingId, listingId)))[0]

const warnings = async ({ services }: FeedBench) =>
  (
    await services.db
      .select()
      .from(feedRunErrors)
      .where(eq(feedRunErrors.severity, 'warning'))
      .orderBy(feedRunErrors.id)
  ).map((row) => `${row.listingKey}: ${row.message}`)

/** The run history as text, as the RETS screen draws it. */
async function runHistoryText({ services }: FeedBench) {
  const html = renderToString(createElement(FeedRunHistory, { runs: await listFeedRuns(services.db) }))
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}

// Written as display strings; an enum-mode server sends their members (ActiveUnderContract, CommercialSale …).
const RECORDS = [
  { ListingKey: 'KEY-UC', ListingId: 'MLS-8001', StandardStatus: 'Active Under Contract' },
  { ListingKey: 'KEY-COMM', ListingId: 'MLS-8002', PropertyType: 'Commercial Sale', BedroomsTotal: null },
  {
    ListingKey: 'KEY-MIP',
    ListingId: 'MLS-8003',
    PropertyType: 'Manufactured In Park',
    LivingAreaUnits: 'Square Meters',
  },
  { ListingKey: 'KEY-LEASE', ListingId: 'MLS-8004', PropertyType: 'Residential Lease', ListPrice: 2800 },
  { ListingKey: 'KEY-CLEASE', ListingId: 'MLS-8005', PropertyType: 'Commercial Lease', ListPrice: 4500 },
]

describe.each([
  ['string', false],
  ['enum', true],
])('lookups in %s mode', (_mode, enumMode) => {
  it('lists under contract, commercial and manufactured-in-park listings, and no lease', async () => {
    bench = await startFeedBench({ listings: 1, photos: 0, enumMode })
    for (const record of RECORDS) bench.feed.add(record)
    const run = await bench.sync()
    expect(run).toMatchObject({ seen: 6, created: 4, failed: 0, skipped: 2, status: 'succeeded' })
    expect(await byListingId(bench, 'MLS-8001')).toMatchObject({ status: 'under_contract', propertyType: 'house' })
    expect(await byListingId(bench, 'MLS-8002')).toMatchObject({ status: 'active', propertyType: 'commercial' })
    // 1,000 + 90 × 100 square meters
    expect(await byListingId(bench, 'MLS-8003')).toMatchObject({ propertyType: 'house', livingAreaSqft: 107_639 })
    const rows = await bench.services.db.select({ listingId: properties.listingId }).from(properties)
    expect(rows.map((row) => row.listingId).sort()).toEqual(['MLS-5001', 'MLS-8001', 'MLS-8002', 'MLS-8003'])
    expect(await bench.services.db.select().from(feedRunErrors)).toEqual([])
    expect(await runHistoryText(bench)).toContain('2 leases not listed')
  })

  it('takes a listing that turns into a lease off market, and back when it is for sale again', async () => {
    bench = await startFeedBench({ listings: 2, photos: 0, enumMode })
    await bench.sync()
    bench.feed.update('KEY-101', { PropertyType: 'Residential Lease', ListPrice: 2800 })
    expect(await bench.sync()).toMatchObject({ seen: 1, skipped: 1, removed: 1, failed: 0 })
    expect(await byListingId(bench, 'MLS-5001')).toMatchObject({ status: 'off_market', priceUsd: 250_000 })
    bench.feed.update('KEY-101', { PropertyType: 'Residential', ListPrice: 260_000 })
    expect(await bench.sync()).toMatchObject({ seen: 1, skipped: 0, updated: 1 })
    expect(await byListingId(bench, 'MLS-5001')).toMatchObject({ status: 'active', priceUsd: 260_000 })
  })
})

describe('the lookup map of an enum-typed server', () => {
  it('translates local members through $metadata and the Lookup resource, paged to its end', async () => {
    bench = await startFeedBench({ listings: 1, photos: 0, enumMode: true, lookupResource: true })
    // Contingent and Rental are the server's own members (StandardName annotations); VillaUnit only its Lookup names.
    bench.feed.add({ ListingKey: 'KEY-CONT', ListingId: 'MLS-8101', StandardStatus: 'Contingent' })
    bench.feed.add({ ListingKey: 'KEY-RENT', ListingId: 'MLS-8102', PropertyType: 'Rental', ListPrice: 1900 })
    bench.feed.add({ ListingKey: 'KEY-VILLA', ListingId: 'MLS-8103', PropertySubType: 'VillaUnit' })
    expect(await bench.sync()).toMatchObject({ seen: 4, created: 3, skipped: 1, failed: 0 })
    expect(await byListingId(bench, 'MLS-8101')).toMatchObject({ status: 'under_contract' })
    expect(await byListingId(bench, 'MLS-8102')).toBeUndefined()
    expect(await byListingId(bench, 'MLS-8103')).toMatchObject({ propertyType: 'condo' })
    expect(bench.feed.lookupRequests).toEqual({ metadata: 1, lookup: 3 })
    const [settings] = await bench.services.db.select().from(feedSettings)
    expect(settings!.lookupMap).toMatchObject({
      StandardStatus: { contingent: 'Active Under Contract' },
      PropertySubType: { villaunit: 'Condominium' },
    })
  })

  it('is read once a day: a run with nothing changed asks for no $metadata; another endpoint reads it again', async () => {
    bench = await startFeedBench({ listings: 2, photos: 0, enumMode: true })
    await bench.sync()
    expect(bench.feed.lookupRequests.metadata).toBe(1)
    expect(await bench.sync()).toMatchObject({ seen: 0, created: 0, updated: 0, status: 'succeeded' })
    expect(bench.feed.lookupRequests.metadata).toBe(1)

    // A day later it is read again.
    await bench.services.db.update(feedSettings).set({ lookupMapAt: sql`now() - interval '25 hours'` })
    await bench.sync()
    expect(bench.feed.lookupRequests.metadata).toBe(2)

    // Saving another endpoint drops the map; the next run reads the new server's.
    const save = (endpointUrl: string) =>
      saveFeedSettings(
        bench!.services.db,
        bench!.services.config,
        {
          endpointUrl,
          tokenUrl: bench!.feed.tokenUrl,
          clientId: RESO_CLIENT_ID,
          clientSecret: '',
          originatingSystem: 'RoatanMLS',
          schedule: 'off',
        },
        null,
      )
    expect((await save(`${bench.feed.origin}/api/odata`)).ok).toBe(true)
    const [cleared] = await bench.services.db.select().from(feedSettings)
    expect(cleared).toMatchObject({ lookupMap: null, lookupMapAt: null })
    expect((await save(bench.feed.endpointUrl)).ok).toBe(true)
    await bench.sync()
    expect(bench.feed.lookupRequests.metadata).toBe(3)
  })

  it('is empty, without a warning, for a server with no $metadata and no Lookup resource', async () => {
    bench = await startFeedBench({ listings: 2, photos: 0 })
    expect(await bench.sync()).toMatchObject({ created: 2, failed: 0, status: 'succeeded' })
    expect(bench.feed.lookupRequests).toEqual({ metadata: 1, lookup: 1 })
    expect(await warnings(bench)).toEqual([])
    const [settings] = await bench.services.db.select().from(feedSettings)
    expect(settings!.lookupMap).toEqual({})
    await bench.sync()
    expect(bench.feed.lookupRequests).toEqual({ metadata: 1, lookup: 1 })
  })
})

describe('listing IDs', () => {
  it('keeps the record of a repeated and of a spaced ListingId, and still refuses one entered by hand', async () => {
    bench = await startFeedBench({ listings: 2, photos: 0 })
    await createListing(bench.services.db, { listingId: 'HAND-1', title: 'Our own villa' })
    bench.feed.add({ ListingKey: 'KEY-DUP', ListingId: 'MLS-5001' })
    bench.feed.add({ ListingKey: 'KEY-SPACE', ListingId: 'RX 10 22' })
    bench.feed.add({ ListingKey: 'KEY-HAND', ListingId: 'HAND-1' })
    expect(await bench.sync()).toMatchObject({ seen: 5, created: 4, failed: 1 })
    expect(await byListingId(bench, 'MLS-5001')).toMatchObject({ priceUsd: 250_000 })
    expect(await byListingId(bench, 'FEED-KEY-DUP')).toMatchObject({ status: 'active', source: 'feed' })
    expect(await byListingId(bench, 'RX-10-22')).toMatchObject({ status: 'active', source: 'feed' })
    expect(await byListingId(bench, 'HAND-1')).toMatchObject({ title: 'Our own villa', source: 'manual' })
    expect(await warnings(bench)).toEqual([
      'KEY-DUP: ListingId MLS-5001 is already used by another feed listing (KEY-101); this one is listed as FEED-KEY-DUP.',
      'KEY-SPACE: ListingId "RX 10 22" has characters a listing ID cannot hold; it is listed as RX-10-22.',
    ])
    // Replayed, nothing moves: the repeated id settles on the same fallback.
    bench.feed.update('KEY-DUP', { ListPrice: 123_456 })
    expect(await bench.sync()).toMatchObject({ seen: 1, updated: 1, created: 0, failed: 0 })
    expect(await byListingId(bench, 'FEED-KEY-DUP')).toMatchObject({ priceUsd: 123_456 })
    expect(await byListingId(bench, 'MLS-5001')).toMatchObject({ priceUsd: 250_000 })
  })
})
