// Issue 40 items 3 and 4: a photo that cannot be downloaded never holds a listing's change back — it is reported on
// the run and tried again by later runs with back-off, until the set is complete in the MLS's order — and media
// that are not photos (a video without an address, a tour without a scheme) never reject a listing; an https
// virtual tour is kept. The runs' clock is the test's, so back-off is crossed without waiting.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { feedListings, feedRunErrors, properties } from '~/db/schema'
import { PROPERTY_IMAGES_BUCKET } from '~/lib/image-url'
import { storedImageFiles } from '~/models/listing-photos.server'
import { startFeedBench, type FeedBench } from '../../tests/setup/feed-run'

let bench: FeedBench | null = null
afterEach(async () => {
  await bench?.close()
  bench = null
})

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** A run at this time (no limits are set, so nothing sleeps). Several runs take a while on a busy machine. */
const at = (time: number) => ({ clock: { now: () => time, sleep: async () => undefined } })

const listing = async ({ services }: FeedBench, listingId: string) =>
  (await services.db.select().from(properties).where(eq(properties.listingId, listingId)))[0]!
const bookkeeping = async ({ services }: FeedBench, listingKey: string) =>
  (await services.db.select().from(feedListings).where(eq(feedListings.listingKey, listingKey)))[0]!
const runMessages = async ({ services }: FeedBench, runId: number) =>
  (await services.db.select().from(feedRunErrors).where(eq(feedRunErrors.runId, runId))).map(
    ({ listingKey, severity, message }) => ({ listingKey, severity, message }),
  )
/** The listing's folder holds exactly the files of the photos it shows: nothing orphaned. */
async function expectNoOrphans({ services }: FeedBench, property: { id: number; images: string[] }) {
  const files = await services.storage.list(PROPERTY_IMAGES_BUCKET, `properties/${property.id}/`)
  expect(new Set(files)).toEqual(new Set(property.images.flatMap(storedImageFiles)))
}

describe('a photo that cannot be downloaded', () => {
  it('does not hold back a listing that went Closed, and comes with a later run once its back-off is over', async () => {
    bench = await startFeedBench({ listings: 1, photos: 3 })
    const { feed } = bench
    await bench.sync()
    const before = await listing(bench, 'MLS-5001')
    expect(before.images).toHaveLength(3)

    // The MLS marks the listing sold with a new photo set, and the CDN has lost the new set's second photo.
    feed.changePhotos('KEY-101')
    feed.update('KEY-101', { StandardStatus: 'Closed' })
    feed.breakPhoto('KEY-101', 2)
    const start = Date.now()
    const closing = await bench.sync(at(start))
    expect(closing).toMatchObject({ seen: 1, updated: 1, failed: 0, status: 'succeeded' })
    const sold = await listing(bench, 'MLS-5001')
    expect(sold.status).toBe('sold')
    // The new photos that came, in the MLS's order (1 and 3); the replaced ones are gone.
    expect(sold.images).toHaveLength(2)
    expect(sold.images.filter((image) => before.images.includes(image))).toEqual([])
    await expectNoOrphans(bench, sold)
    expect(await runMessages(bench, closing.id)).toEqual([
      {
        listingKey: 'KEY-101',
        severity: 'warning',
        message: 'Photo 2 could not be downloaded (404); it will be tried again at the next runs.',
      },
    ])
    expect(await bookkeeping(bench, 'KEY-101')).toMatchObject({
      pendingPhotoUrls: [1, 2, 3].map((order) => `${feed.origin}/media/KEY-101-v2-${order}.png`),
      photoAttempts: 1,
      photoRetryAt: new Date(start + 5 * MINUTE),
    })

    // Before the back-off is over a run asks the CDN nothing; the change was applied, so it reads no record again.
    const photoRequests = feed.stats.photoRequests
    expect(await bench.sync(at(start + 4 * MINUTE))).toMatchObject({ seen: 0, status: 'succeeded' })
    expect(feed.stats.photoRequests).toBe(photoRequests)

    feed.mendPhotos()
    const later = await bench.sync(at(start + 6 * MINUTE))
    // Only the missing photo is downloaded, and it takes its place between the other two.
    expect(feed.stats.photoRequests).toBe(photoRequests + 1)
    const complete = await listing(bench, 'MLS-5001')
    expect(complete.images).toHaveLength(3)
    expect([complete.images[0], complete.images[2]]).toEqual(sold.images)
    expect(sold.images).not.toContain(complete.images[1])
    await expectNoOrphans(bench, complete)
    expect(await runMessages(bench, later.id)).toEqual([])
    expect(await bookkeeping(bench, 'KEY-101')).toMatchObject({
      pendingPhotoUrls: null,
      photoAttempts: 0,
      photoRetryAt: null,
    })
  }, 90_000)

  it('is given up after seven attempts, with a warning, and then costs no request', async () => {
    bench = await startFeedBench({ listings: 1, photos: 2 })
    bench.feed.breakPhoto('KEY-101', 2)
    let time = Date.now()
    const first = await bench.sync(at(time))
    expect(first).toMatchObject({ created: 1, failed: 0 })
    expect((await listing(bench, 'MLS-5001')).images).toHaveLength(1)
    // Attempts 2 to 6 after 5 min, 30 min, 2 h, 12 h, a day: each one tried when due, and reported.
    for (const [attempt, wait] of [5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR, 24 * HOUR].entries()) {
      expect((await bookkeeping(bench, 'KEY-101')).photoRetryAt).toEqual(new Date(time + wait))
      time += wait
      const run = await bench.sync(at(time))
      expect(await bookkeeping(bench, 'KEY-101')).toMatchObject({ photoAttempts: attempt + 2 })
      expect((await runMessages(bench, run.id))[0]?.message).toMatch(/^Photo 2 could not be downloaded \(404\); it/)
    }
    time += 24 * HOUR
    const last = await bench.sync(at(time))
    expect(await runMessages(bench, last.id)).toEqual([
      {
        listingKey: 'KEY-101',
        severity: 'warning',
        message: 'Photo 2 could not be downloaded (404) after 7 attempts; the listing is shown without it.',
      },
    ])
    expect(await bookkeeping(bench, 'KEY-101')).toMatchObject({ pendingPhotoUrls: null, photoRetryAt: null })
    const photoRequests = bench.feed.stats.photoRequests
    await bench.sync(at(time + 30 * 24 * HOUR))
    expect(bench.feed.stats.photoRequests).toBe(photoRequests)
    const shown = await listing(bench, 'MLS-5001')
    expect(shown.images).toHaveLength(1)
    await expectNoOrphans(bench, shown)
  }, 90_000)

  it('is no longer tried once the MLS sends a new photo set', async () => {
    bench = await startFeedBench({ listings: 1, photos: 2 })
    bench.feed.breakPhoto('KEY-101', 2)
    const start = Date.now()
    await bench.sync(at(start))
    const partial = await listing(bench, 'MLS-5001')
    bench.feed.changePhotos('KEY-101')
    const photoRequests = bench.feed.stats.photoRequests
    // Past the old set's back-off: only the new set's two photos are asked for.
    const run = await bench.sync(at(start + 10 * MINUTE))
    expect(bench.feed.stats.photoRequests).toBe(photoRequests + 2)
    expect(await runMessages(bench, run.id)).toEqual([])
    const replaced = await listing(bench, 'MLS-5001')
    expect(replaced.images).toHaveLength(2)
    expect(replaced.images).not.toContain(partial.images[0])
    await expectNoOrphans(bench, replaced)
    expect(await bookkeeping(bench, 'KEY-101')).toMatchObject({ pendingPhotoUrls: null, photoAttempts: 0 })
  })
})

describe('media that are not photos', () => {
  it('never reject a listing: a video without an address and a tour without a scheme are passed over', async () => {
    bench = await startFeedBench({ listings: 1, photos: 2 })
    bench.feed.add({
      ListingKey: 'KEY-VIDEO',
      ListingId: 'MLS-7201',
      Media: [
        { MediaCategory: 'Video', MediaURL: null, Order: 3 },
        { MediaCategory: 'Unbranded Virtual Tour', MediaURL: 'tours.example/roatan/7201', Order: 4 },
      ],
    })
    const run = await bench.sync()
    expect(run).toMatchObject({ seen: 2, created: 2, failed: 0, status: 'succeeded' })
    expect(await listing(bench, 'MLS-7201')).toMatchObject({ status: 'active', virtualTourUrl: null })
    expect((await listing(bench, 'MLS-7201')).images).toHaveLength(2)
    expect(await runMessages(bench, run.id)).toEqual([
      {
        listingKey: 'KEY-VIDEO',
        severity: 'warning',
        message: 'Media entry 4 (a virtual tour) "tours.example/roatan/7201" is not an https address; it was left out.',
      },
    ])
  })

  it('keeps an https virtual tour for the listing page, the unbranded one first', async () => {
    bench = await startFeedBench({ listings: 1, photos: 1 })
    bench.feed.add({
      ListingKey: 'KEY-TOUR',
      ListingId: 'MLS-7202',
      VirtualTourURLUnbranded: 'https://tours.example/7202',
      Media: [{ MediaCategory: 'BrandedVirtualTour', MediaURL: 'https://tours.example/branded/7202' }],
    })
    bench.feed.add({
      ListingKey: 'KEY-TOUR-2',
      ListingId: 'MLS-7203',
      Media: [{ MediaCategory: 'Branded Virtual Tour', MediaURL: 'https://tours.example/branded/7203' }],
    })
    expect(await bench.sync()).toMatchObject({ created: 3, failed: 0 })
    expect((await listing(bench, 'MLS-7202')).virtualTourUrl).toBe('https://tours.example/7202')
    expect((await listing(bench, 'MLS-7203')).virtualTourUrl).toBe('https://tours.example/branded/7203')
    expect((await listing(bench, 'MLS-5001')).virtualTourUrl).toBeNull()
    // The MLS drops the tour: so does the site.
    bench.feed.update('KEY-TOUR', { VirtualTourURLUnbranded: null, Media: [] })
    expect(await bench.sync()).toMatchObject({ updated: 1, failed: 0 })
    expect((await listing(bench, 'MLS-7202')).virtualTourUrl).toBeNull()
  })
})
