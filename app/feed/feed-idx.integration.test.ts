// Issue 40 item 11, IDX display rules, end to end from the feed to what a visitor's browser receives: the office's
// contact, InternetEntireListingDisplayYN (not shown at all), InternetAddressDisplayYN (no street address, no exact
// pin in the page's data, its JSON-LD or the map of listings), "Listing information as of" the last time the feed
// confirmed the listing, the MLS's disclaimer and logo, and the cached pages these changes must clear.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { areas, feedListings, feedRunErrors, feedRuns, feedSettings, properties } from '~/db/schema'
import { searchPublicProperties } from '~/models/property.server'
import { loader as listingLoader } from '~/routes/public/property'
import { createListing } from '../../tests/setup/factories'
import { startFeedBench, type FeedBench } from '../../tests/setup/feed-run'
import { routerContext } from '../../tests/setup/test-services'
import { NOT_ON_INTERNET_WARNING } from './idx-fields'
import { announceIdxDisplayChange } from './idx-settings.server'

let bench: FeedBench
let services: AppServices
// content_changed notifications, in the order the database sent them
const notified: string[] = []
let stopListening: () => Promise<void>

beforeAll(async () => {
  bench = await startFeedBench({ listings: 3, photos: 0 })
  services = bench.services
  stopListening = await services.database.listen('content_changed', (table) => notified.push(table))
  bench.feed.update('KEY-101', { ListOfficePhone: '+504 2445-1234', ListOfficeEmail: 'office@bayislands.example' })
  bench.feed.update('KEY-102', { InternetAddressDisplayYN: false })
  bench.feed.update('KEY-103', { InternetEntireListingDisplayYN: false })
  expect(await bench.sync()).toMatchObject({ status: 'succeeded', created: 3, failed: 0 })
}, 60_000)
afterAll(async () => {
  await stopListening()
  await bench.close()
})

const listing = async (listingId: string) =>
  (await services.db.select().from(properties).where(eq(properties.listingId, listingId)))[0]!

/** The listing page's loader data as the router gets it (what is sent to the browser, JSON-LD included). */
async function pageData(listingId: string, locale: 'en' | 'es' = 'en') {
  const { slug } = await listing(listingId)
  const url = new URL(`http://localhost:3000${locale === 'es' ? '/es' : ''}/property/${slug}`)
  const data = await listingLoader({
    request: new Request(url),
    url,
    params: { slug },
    context: routerContext(services),
    pattern: '',
  } as unknown as Parameters<typeof listingLoader>[0])
  return data
}

/** The notifications `action` caused: those before a marker write made after it (delivered in order). */
async function notificationsOf(action: () => Promise<unknown>) {
  const from = notified.length
  await action()
  await services.db
    .update(areas)
    .set({ sortOrder: sql`${areas.sortOrder} + 1` })
    .where(eq(areas.slug, 'west-bay'))
  await expect.poll(() => notified.slice(from).includes('areas'), { timeout: 5000, interval: 20 }).toBe(true)
  return notified.slice(from, notified.indexOf('areas', from))
}

describe('the feed’s IDX fields', () => {
  it('stores the office’s phone and e-mail, and the address the MLS withholds for staff only', async () => {
    expect(await listing('MLS-5001')).toMatchObject({
      listingOfficeName: 'Bay Islands Realty Group',
      listingOfficePhone: '+504 2445-1234',
      listingOfficeEmail: 'office@bayislands.example',
      addressHidden: false,
    })
    expect(await listing('MLS-5002')).toMatchObject({ addressHidden: true, address: '12 Feed Road, Roatan' })
  })

  it('keeps a listing the MLS does not allow on the internet off the site, with a warning on the run', async () => {
    expect(await listing('MLS-5003')).toMatchObject({ status: 'off_market', publishedAt: null })
    const warnings = await services.db
      .select({
        listingKey: feedRunErrors.listingKey,
        message: feedRunErrors.message,
        severity: feedRunErrors.severity,
      })
      .from(feedRunErrors)
    expect(warnings).toEqual([{ listingKey: 'KEY-103', message: NOT_ON_INTERNET_WARNING, severity: 'warning' }])
    await expect(pageData('MLS-5003')).rejects.toMatchObject({ init: { status: 404 } })
  })
})

describe('a listing page of the feed', () => {
  it('credits the office with its phone and shows when the feed confirmed it and the MLS’s disclaimer', async () => {
    const data = await pageData('MLS-5001')
    expect(data.property).toMatchObject({
      listingOfficeName: 'Bay Islands Realty Group',
      listingOfficePhone: '+504 2445-1234',
      address: '11 Feed Road, Roatan',
    })
    expect(data.idx).toEqual({
      asOf: expect.any(Date),
      disclaimer: 'Deemed reliable but not guaranteed',
      logoUrl: null,
    })
  })

  it('sends no street address and no exact position of a listing whose MLS withholds them', async () => {
    const stored = await listing('MLS-5002')
    for (const locale of ['en', 'es'] as const) {
      const data = await pageData('MLS-5002', locale)
      expect(data.property).toMatchObject({ addressHidden: true, address: '', latitude: null, longitude: null })
      expect(data.distances).toEqual({ beach: null, airport: null, elevationEstimateM: null })
      const sent = JSON.stringify(data)
      expect(sent).not.toContain('Feed Road')
      expect(sent).not.toContain(String(stored.latitude))
      expect(sent).not.toContain(String(stored.longitude))
      expect(sent).not.toMatch(/streetAddress|GeoCoordinates/)
      expect(sent).toContain('West Bay') // the area is shown instead
    }
    // the listing with its address keeps both in its JSON-LD
    expect(JSON.stringify((await pageData('MLS-5001')).meta)).toMatch(/"streetAddress":"11 Feed Road, Roatan".*"geo"/)
  })

  it('puts no pin for it on the map of listings', async () => {
    const { pins, properties: cards } = await searchPublicProperties(services.db, services.storage, { view: 'map' })
    const hidden = await listing('MLS-5002')
    expect(cards.map((card) => card.listingId)).toContain('MLS-5002')
    expect(pins!.map((pin) => pin.id)).not.toContain(hidden.id)
    expect(pins!.map((pin) => pin.id)).toContain((await listing('MLS-5001')).id)
    // every card names the brokerage
    expect(cards.find((card) => card.listingId === 'MLS-5002')).toMatchObject({
      listingOfficeName: 'Bay Islands Realty Group',
    })
  })

  it('shows nothing of the kind on a listing of our own', async () => {
    await createListing(services.db, { listingId: 'RR-1', address: '1 Own Road' })
    const data = await pageData('RR-1')
    expect(data.idx).toBeNull()
    expect(data.property.address).toBe('1 Own Road')
  })
})

describe('“Listing information as of”', () => {
  const appliedAt = async (key: string) =>
    (await services.db.select().from(feedListings).where(eq(feedListings.listingKey, key)))[0]!.updatedAt
  const asOf = async (listingId: string) => (await pageData(listingId)).idx!.asOf

  it('is when the feed last confirmed the listing: its own change, or the start of a later complete run', async () => {
    // applied during the first run, after it started
    expect(await asOf('MLS-5001')).toEqual(await appliedAt('KEY-101'))
    const quiet = await bench.sync()
    expect(quiet).toMatchObject({ status: 'succeeded', updated: 0 })
    expect(await asOf('MLS-5001')).toEqual(quiet.startedAt)

    // a run whose key list could not be trusted confirms nothing
    const held = await bench.sync()
    await services.db.update(feedRuns).set({ holdReason: 'test: incomplete key list' }).where(eq(feedRuns.id, held.id))
    expect(await asOf('MLS-5001')).toEqual(quiet.startedAt)
  })

  it('stays at the last applied change while a later change of the listing failed', async () => {
    const before = await appliedAt('KEY-101')
    bench.feed.update('KEY-101', { ListPrice: 'not a price' })
    expect(await bench.sync()).toMatchObject({ status: 'succeeded', failed: 1 })
    expect(await asOf('MLS-5001')).toEqual(before)
    // other listings were confirmed by that run
    expect((await asOf('MLS-5002')).getTime()).toBeGreaterThan(before.getTime())

    bench.feed.update('KEY-101', { ListPrice: 260_000 })
    await bench.sync()
    expect(await asOf('MLS-5001')).toEqual(await appliedAt('KEY-101'))
    expect((await asOf('MLS-5001')).getTime()).toBeGreaterThan(before.getTime())
  })
})

describe('what clears cached pages', () => {
  it('a feed change that hides an address (a listing write, through its trigger)', async () => {
    bench.feed.update('KEY-101', { InternetAddressDisplayYN: false })
    expect(await notificationsOf(() => bench.sync())).toContain('properties')
    expect((await pageData('MLS-5001')).property.address).toBe('')
  })

  it('a changed disclaimer or logo, and not a settings save that changes neither', async () => {
    const [before] = await services.db.select().from(feedSettings)
    await services.db
      .update(feedSettings)
      .set({ disclaimer: 'Information from the Roatan MLS.', mlsLogoUrl: '/site-images/mls-logo.png' })
    expect(await notificationsOf(() => announceIdxDisplayChange(services.db, before!))).toEqual(['feed_settings'])
    expect((await pageData('MLS-5002')).idx).toMatchObject({
      disclaimer: 'Information from the Roatan MLS.',
      logoUrl: '/site-images/mls-logo.png',
    })

    const [same] = await services.db.select().from(feedSettings)
    expect(await notificationsOf(() => announceIdxDisplayChange(services.db, same!))).toEqual([])
  })

  it('shows no logo from an address a page must not or cannot load (its Content Security Policy)', async () => {
    for (const mlsLogoUrl of [
      'javascript:alert(1)',
      'http://localhost:3000/logo.png',
      'https://mls.example/logo.png',
    ]) {
      await services.db.update(feedSettings).set({ mlsLogoUrl })
      expect((await pageData('MLS-5002')).idx!.logoUrl, mlsLogoUrl).toBeNull()
    }
  })
})
