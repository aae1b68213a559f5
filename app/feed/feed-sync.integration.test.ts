import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { agents, feedRunErrors, feedRuns, feedSettings, properties } from '~/db/schema'
import { PROPERTY_IMAGES_BUCKET } from '~/lib/image-url'
import { getAdminProperty } from '~/models/admin-property.server'
import { storedImageFiles } from '~/models/listing-photos.server'
import { propertyFormDefaults } from '~/lib/property-form-defaults'
import { saveFeedListingEdits } from './staff-edits.server'
import { FEED_LOCKED_FIELD_ERROR } from './synced-fields'
import {
  RESO_CLIENT_ID,
  RESO_CLIENT_SECRET,
  RESO_OFFICE,
  startResoServer,
  type ResoServer,
} from '../../tests/support/reso-server'
import { createAgent, createArea, createListing } from '../../tests/setup/factories'
import { createTestServices } from '../../tests/setup/test-services'
import { startFeedWorker, wakeFeedWorker } from './feed-job.server'
import { HEARTBEAT_STALE_MS, claimFeedRun, queueFeedRun } from './runs.server'
import { getFeedSettingsView, saveFeedSettings } from './settings.server'
import { runFeedSync } from './sync.server'

let services: AppServices
let feed: ResoServer
const cleanups: (() => Promise<void>)[] = []
const delays: number[] = []
const retry = { sleep: async (ms: number) => void delays.push(ms) }

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
  delays.length = 0
})

async function setup(options: { originatingSystem?: string } = {}) {
  const created = await createTestServices()
  services = created.services
  feed = await startResoServer()
  cleanups.push(created.close, feed.close)
  await createArea(services.db, { slug: 'west-bay', name: 'West Bay' })
  await createArea(services.db, { slug: 'sandy-bay', name: 'Sandy Bay' })
  await createAgent(services.db, { name: 'Maria Bodden', email: 'maria.bodden@roatanrealty.example' })
  const saved = await saveFeedSettings(
    services.db,
    services.config,
    {
      endpointUrl: feed.endpointUrl,
      tokenUrl: feed.tokenUrl,
      clientId: RESO_CLIENT_ID,
      clientSecret: RESO_CLIENT_SECRET,
      originatingSystem: options.originatingSystem ?? 'RoatanMLS',
      schedule: 'off',
    },
    null,
  )
  expect(saved.ok).toBe(true)
}

async function sync() {
  await queueFeedRun(services.db, 'manual', null)
  const run = await claimFeedRun(services.db)
  expect(run).not.toBeNull()
  await runFeedSync(services, run!, { retry, pageSize: 2 })
  const [finished] = await services.db.select().from(feedRuns).where(eq(feedRuns.id, run!.id))
  return finished!
}

const counts = ({ seen, created, updated, removed, failed, status }: typeof feedRuns.$inferSelect) => ({
  seen,
  created,
  updated,
  removed,
  failed,
  status,
})
const storedFiles = () => services.storage.list(PROPERTY_IMAGES_BUCKET, 'properties/')
const propertyByListingId = async (listingId: string) =>
  (await services.db.select().from(properties).where(eq(properties.listingId, listingId)))[0]!

describe('syncing the listing feed', () => {
  it('creates the listings with their photos, and a second run changes nothing', async () => {
    await setup()
    const first = await sync()
    // The end of the progress bar is stored with the run, so any process draws the same bar.
    expect(first.expectedTotal).toBe(5)
    expect(counts(first)).toEqual({
      seen: 5,
      created: 5,
      updated: 0,
      removed: 0,
      failed: 0,
      status: 'succeeded',
    })
    const villa = await propertyByListingId('MLS-5001')
    const [maria] = await services.db.select().from(agents)
    expect(villa).toMatchObject({
      source: 'feed',
      status: 'active',
      title: '2-bedroom house in Sandy Bay',
      slug: '2-bedroom-house-in-sandy-bay',
      propertyType: 'house',
      priceUsd: 250_000,
      lotSizeSqft: 10_890,
      listingOfficeName: RESO_OFFICE,
      agentId: maria!.id,
    })
    expect(villa.images).toHaveLength(2)
    expect(villa.images[0]).toMatch(/^properties\/\d+\//)
    expect((await propertyByListingId('MLS-5002')).propertyType).toBe('condo')
    const files = await storedFiles()
    expect(files.length).toBeGreaterThan(10)
    const photoRequests = feed.stats.photoRequests

    expect(counts(await sync())).toEqual({
      seen: 0,
      created: 0,
      updated: 0,
      removed: 0,
      failed: 0,
      status: 'succeeded',
    })
    // Even replaying the whole feed from the start changes nothing and copies no photo again.
    await services.db.update(feedSettings).set({ highWaterMark: null, highWaterKey: null })
    expect(counts(await sync())).toEqual({
      seen: 5,
      created: 0,
      updated: 0,
      removed: 0,
      failed: 0,
      status: 'succeeded',
    })
    expect(await storedFiles()).toEqual(files)
    expect(feed.stats.photoRequests).toBe(photoRequests)
    expect(await services.db.$count(properties)).toBe(5)
  })

  it('picks up an update, a photo change and a removal (the removed listing goes off market)', async () => {
    await setup()
    await sync()
    const before = await propertyByListingId('MLS-5002')
    feed.update('KEY-101', { ListPrice: 275_000 })
    feed.changePhotos('KEY-102')
    feed.update('KEY-103', { StandardStatus: 'Withdrawn' })
    feed.remove('KEY-104')
    // One of the four still live is 25 %, over the safety catch's 10 % (feed-safety.integration.test.ts).
    await services.db.update(feedSettings).set({ removalLimitPercent: 100 })
    expect(counts(await sync())).toEqual({
      seen: 3,
      created: 0,
      updated: 2,
      removed: 2,
      failed: 0,
      status: 'succeeded',
    })
    expect((await propertyByListingId('MLS-5001')).priceUsd).toBe(275_000)
    expect((await propertyByListingId('MLS-5003')).status).toBe('off_market')
    expect((await propertyByListingId('MLS-5004')).status).toBe('off_market')
    const after = await propertyByListingId('MLS-5002')
    expect(after.images).toHaveLength(2)
    expect(after.images).not.toContain(before.images[0])
    // The replaced copies are gone: only the new photos (with their variants) are in the listing's folder.
    const ours = (await storedFiles()).filter((file) => file.startsWith(`properties/${after.id}/`))
    expect(new Set(ours)).toEqual(new Set(after.images.flatMap(storedImageFiles)))
  })

  it('survives a 429 and a 500 mid-run without losing a record', async () => {
    await setup()
    feed.injectFailures([{ status: 429, retryAfter: '7' }, { status: 500 }], 1)
    expect(counts(await sync())).toEqual({
      seen: 5,
      created: 5,
      updated: 0,
      removed: 0,
      failed: 0,
      status: 'succeeded',
    })
    expect(feed.stats.failuresServed).toBe(2)
    expect(delays[0]).toBe(7000)
    expect(await services.db.$count(properties)).toBe(5)
  })

  it('fetches a new token once when the Web API refuses the old one', async () => {
    await setup()
    feed.expireTokensAfter(1)
    expect(counts(await sync())).toMatchObject({ seen: 5, created: 5, status: 'succeeded' })
    expect(feed.stats.tokenRequests).toBe(2)
  })

  it('reports a bad record and a clash with a listing entered by hand, and goes on', async () => {
    await setup()
    await createListing(services.db, { listingId: 'MLS-5005', title: 'Our own villa', priceUsd: 1 })
    feed.add({ ListingKey: 'KEY-BAD', ListingId: 'MLS-9999', ListPrice: 'ask us' })
    expect(counts(await sync())).toEqual({
      seen: 6,
      created: 4,
      updated: 0,
      removed: 0,
      failed: 2,
      status: 'succeeded',
    })
    const errors = await services.db.select().from(feedRunErrors).orderBy(feedRunErrors.id)
    expect(errors.map((error) => error.listingKey)).toEqual(['KEY-105', 'KEY-BAD'])
    expect(errors[0]!.message).toContain('entered by hand')
    expect(errors[1]!.message).toContain('ListPrice')
    expect(await propertyByListingId('MLS-5005')).toMatchObject({
      title: 'Our own villa',
      source: 'manual',
      priceUsd: 1,
    })
  })

  it('resumes from the high-water mark after a run was cut off', async () => {
    await setup()
    // The Web API fails for good after the first page: the run fails, the first page stays applied.
    feed.injectFailures(
      Array.from({ length: 4 }, () => ({ status: 500 as const })),
      1,
    )
    const failed = await sync()
    expect(counts(failed)).toMatchObject({ seen: 2, created: 2, status: 'failed' })
    expect(failed.error).toContain('500')
    const [settings] = await services.db.select().from(feedSettings)
    expect(settings!.highWaterKey).toBe('KEY-102')
    expect(counts(await sync())).toEqual({
      seen: 3,
      created: 3,
      updated: 0,
      removed: 0,
      failed: 0,
      status: 'succeeded',
    })
    expect(await services.db.$count(properties)).toBe(5)
  })
})

describe('staff edits of a feed listing', () => {
  it('refuses changes to synced fields and keeps changes to the others through the next sync', async () => {
    await setup()
    await sync()
    const listing = (await getAdminProperty(services.db, services.storage, (await propertyByListingId('MLS-5001')).id))!
    const form = { ...propertyFormDefaults(listing), featured: 'on', features: 'Private dock\nGenerator' }
    const refused = await saveFeedListingEdits(services.db, listing, { ...form, priceUsd: '1' })
    expect(refused).toEqual({ ok: false, errors: { priceUsd: FEED_LOCKED_FIELD_ERROR } })
    expect(await saveFeedListingEdits(services.db, listing, form)).toEqual({ ok: true })
    feed.update('KEY-101', { ListPrice: 260_000 })
    await sync()
    expect(await propertyByListingId('MLS-5001')).toMatchObject({
      priceUsd: 260_000,
      featured: true,
      features: ['Private dock', 'Generator'],
    })
  })
})

describe('utilities from the feed (issue 44 item 5)', () => {
  it('the utilities the MLS states are the feed’s and locked; the ones it does not state stay with staff', async () => {
    await setup()
    feed.update('KEY-101', { Electric: ['Generator', 'Energy Storage Device'], Sewer: ['Septic Tank'] })
    await sync()
    const stored = await propertyByListingId('MLS-5001')
    expect(stored).toMatchObject({ powerSources: ['generator', 'battery'], sewer: 'septic', waterSources: [] })
    const listing = (await getAdminProperty(services.db, services.storage, stored.id))!
    const form = propertyFormDefaults(listing)

    const refused = await saveFeedListingEdits(services.db, listing, { ...form, sewer: 'municipal', powerSources: [] })
    expect(refused).toEqual({
      ok: false,
      errors: { powerSources: FEED_LOCKED_FIELD_ERROR, sewer: FEED_LOCKED_FIELD_ERROR },
    })
    const kept = { ...form, waterSources: ['cistern'], internet: ['fibre'], hurricaneStandards: 'yes' }
    expect(await saveFeedListingEdits(services.db, listing, kept)).toEqual({ ok: true })

    // The MLS adds solar and says nothing of water: power follows it, staff's water, internet and build stay.
    feed.update('KEY-101', { PowerProductionType: ['Photovoltaics'] })
    await sync()
    expect(await propertyByListingId('MLS-5001')).toMatchObject({
      powerSources: ['solar', 'generator', 'battery'],
      sewer: 'septic',
      waterSources: ['cistern'],
      internet: ['fibre'],
      hurricaneStandards: true,
    })
  })
})

describe('feed settings and runs', () => {
  it('stores the client secret encrypted and shows only its end', async () => {
    await setup()
    const [row] = await services.db.select().from(feedSettings)
    expect(row!.clientSecretEncrypted).not.toContain(RESO_CLIENT_SECRET)
    expect(JSON.stringify(row)).not.toContain(RESO_CLIENT_SECRET)
    const view = await getFeedSettingsView(services.db, services.config)
    expect(view.secretMask).toBe('••••5678')
    expect(JSON.stringify(view)).not.toContain(RESO_CLIENT_SECRET)
    // An empty secret field keeps the stored one.
    await saveFeedSettings(services.db, services.config, { ...view, clientSecret: '', schedule: 'daily' }, null)
    expect((await getFeedSettingsView(services.db, services.config)).secretMask).toBe('••••5678')
  })

  it('runs one at a time, and a run with a stale heartbeat is marked interrupted and resumed', async () => {
    await setup()
    await queueFeedRun(services.db, 'manual', null)
    const first = await claimFeedRun(services.db)
    expect(first).not.toBeNull()
    expect((await queueFeedRun(services.db, 'manual', null)).queued).toBe(false)
    expect(await claimFeedRun(services.db)).toBeNull()
    await services.db
      .update(feedRuns)
      .set({ heartbeatAt: new Date(Date.now() - HEARTBEAT_STALE_MS - 1000) })
      .where(eq(feedRuns.id, first!.id))
    const resumed = await claimFeedRun(services.db)
    expect(resumed).toMatchObject({ trigger: 'resume', status: 'running' })
    const [old] = await services.db.select().from(feedRuns).where(eq(feedRuns.id, first!.id))
    expect(old).toMatchObject({ status: 'failed' })
    expect(old!.error).toContain('Interrupted')
  })

  it('the background worker runs a queued sync and stops promptly', async () => {
    await setup()
    const worker = startFeedWorker(services, { retry, pageSize: 2, tickMs: 60_000 })
    cleanups.push(() => worker.stop())
    await queueFeedRun(services.db, 'manual', null)
    wakeFeedWorker()
    await expect
      .poll(async () => (await services.db.select({ status: feedRuns.status }).from(feedRuns))[0]?.status, {
        timeout: 15_000,
      })
      .toBe('succeeded')
    const started = Date.now()
    await worker.stop()
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
