// Issue 40 item 11: staff edit the MLS's disclaimer and logo on Admin → RETS. The disclaimer saved is what feed
// listings' pages show; a logo address is downloaded once from the MLS (here a small http server on 127.0.0.1),
// stored as our copy, and that copy is what pages show; an address that gives no image is refused in words and
// changes nothing; an empty address removes the logo and its file.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { feedListings, feedSettings, users } from '~/db/schema'
import { SITE_IMAGES_BUCKET } from '~/lib/image-url'
import { pageMayShowImage } from '~/http/security-headers.server'
import { getListingIdxNotice } from '~/models/listing-idx.server'
import { startFeedBench, type FeedBench } from '../../tests/setup/feed-run'
import { RESO_CLIENT_ID } from '../../tests/support/reso-server'
import { saveFeedSettingsWithLogo } from './mls-logo.server'
import { getFeedSettingsView } from './settings.server'
import { parseFeedSettingsForm } from './settings-schema'

let bench: FeedBench
let services: AppServices
let mls: http.Server
let mlsOrigin: string
const requested: string[] = []
const staff = { id: 'staff-idx', email: 'admin@roatanrealty.example' }

beforeAll(async () => {
  bench = await startFeedBench({ listings: 1, photos: 0 })
  services = bench.services
  expect(await bench.sync()).toMatchObject({ status: 'succeeded', created: 1 })
  await services.db.insert(users).values({ ...staff, name: 'Admin' })
  const logo = (background: string) =>
    sharp({ create: { width: 300, height: 100, channels: 4, background } })
      .png()
      .toBuffer()
  const files: Record<string, { type: string; body: Buffer }> = {
    '/logo.png': { type: 'image/png', body: await logo('#0a6e8a') },
    '/logo-2.png': { type: 'image/png', body: await logo('#e4572e') },
    '/page.html': { type: 'text/html', body: Buffer.from('<!doctype html><title>Not a logo</title>') },
    '/huge.png': { type: 'image/png', body: Buffer.alloc(600 * 1024, 1) },
  }
  mls = http.createServer((request, response) => {
    requested.push(request.url ?? '')
    const file = files[request.url ?? '']
    if (!file) return response.writeHead(404).end('not found')
    response.writeHead(200, { 'content-type': file.type }).end(file.body)
  })
  await new Promise<void>((resolve) => mls.listen(0, '127.0.0.1', resolve))
  mlsOrigin = `http://127.0.0.1:${(mls.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  await new Promise((resolve) => mls.close(resolve))
  await bench.close()
})

/** Admin → RETS saved with these IDX fields (the connection as it is), as the route's action does. */
async function save(fields: { disclaimer?: string; mlsLogoUrl?: string }) {
  const parsed = parseFeedSettingsForm({
    endpointUrl: bench.feed.endpointUrl,
    tokenUrl: bench.feed.tokenUrl,
    clientId: RESO_CLIENT_ID,
    clientSecret: '',
    originatingSystem: 'RoatanMLS',
    schedule: 'off',
    ...fields,
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return saveFeedSettingsWithLogo(services, parsed.values, staff)
}

/** What the feed listing's page shows (its Content Security Policy applied, as the listing route does). */
async function notice() {
  const [feedListing] = await services.db.select().from(feedListings)
  return (await getListingIdxNotice(services.db, feedListing!.propertyId!, (url) =>
    pageMayShowImage(services.config, url),
  ))!
}

const storedLogos = () => services.storage.list(SITE_IMAGES_BUCKET, 'mls/')
const storedRow = async () => (await services.db.select().from(feedSettings).where(eq(feedSettings.id, 1)))[0]!

describe('the MLS disclaimer', () => {
  it('is what feed listings’ pages show once saved; empty gives back the default', async () => {
    expect(await save({ disclaimer: '  Information deemed reliable, from the Roatan MLS.  ' })).toEqual({ ok: true })
    expect((await notice()).disclaimer).toBe('Information deemed reliable, from the Roatan MLS.')
    expect((await getFeedSettingsView(services.db, services.config)).disclaimer).toBe(
      'Information deemed reliable, from the Roatan MLS.',
    )
    // a form without the field keeps it
    expect(await save({})).toEqual({ ok: true })
    expect((await notice()).disclaimer).toBe('Information deemed reliable, from the Roatan MLS.')

    expect(await save({ disclaimer: '' })).toEqual({ ok: true })
    expect((await notice()).disclaimer).toBe('Deemed reliable but not guaranteed')
  })
})

describe('the MLS logo', () => {
  it('is downloaded once and our stored copy is what the page shows', async () => {
    expect(await save({ mlsLogoUrl: `${mlsOrigin}/logo.png` })).toEqual({ ok: true })
    const { mlsLogoUrl } = await storedRow()
    expect(mlsLogoUrl).toMatch(/^\/storage\/site-images\/mls\/logo-[0-9a-f]{8}\.png$/)
    expect((await notice()).logoUrl).toBe(mlsLogoUrl)
    expect(await storedLogos()).toEqual([mlsLogoUrl.replace('/storage/site-images/', '')])
    const copy = await services.storage.get(SITE_IMAGES_BUCKET, mlsLogoUrl.replace('/storage/site-images/', ''))
    expect(await sharp(copy!).metadata()).toMatchObject({ format: 'png', width: 300, height: 100 })
    expect(requested.filter((url) => url === '/logo.png')).toHaveLength(1)

    // the form shows our copy's address back; saving it again downloads nothing
    const view = await getFeedSettingsView(services.db, services.config)
    expect(view.mlsLogoUrl).toBe(mlsLogoUrl)
    expect(await save({ mlsLogoUrl: view.mlsLogoUrl })).toEqual({ ok: true })
    expect(requested.filter((url) => url === '/logo.png')).toHaveLength(1)
    expect((await storedRow()).mlsLogoUrl).toBe(mlsLogoUrl)
  })

  it('refuses an address that gives no image (or too large a one) in words, and nothing changes', async () => {
    const before = await storedRow()
    const files = await storedLogos()
    for (const [path, error] of [
      ['/page.html', /^The address does not give an image we can use \(PNG, JPEG, WebP or GIF\)/],
      ['/missing.png', /^The logo could not be downloaded \(404\)\. Check the address/],
      ['/huge.png', /^The logo is larger than 500 KB/],
    ] as const) {
      expect(await save({ mlsLogoUrl: `${mlsOrigin}${path}`, disclaimer: 'Changed' }), path).toEqual({
        ok: false,
        errors: { mlsLogoUrl: expect.stringMatching(error) },
      })
    }
    expect(await storedRow()).toEqual(before)
    expect(await storedLogos()).toEqual(files)
    expect((await notice()).logoUrl).toBe(before.mlsLogoUrl)
  })

  it('replaces the copy with a new address (the old file removed after), and an empty field removes it', async () => {
    const old = (await storedRow()).mlsLogoUrl
    expect(await save({ mlsLogoUrl: `${mlsOrigin}/logo-2.png` })).toEqual({ ok: true })
    const replaced = (await storedRow()).mlsLogoUrl
    expect(replaced).not.toBe(old)
    expect((await notice()).logoUrl).toBe(replaced)
    expect(await storedLogos()).toEqual([replaced.replace('/storage/site-images/', '')])

    expect(await save({ mlsLogoUrl: '' })).toEqual({ ok: true })
    expect((await storedRow()).mlsLogoUrl).toBe('')
    expect((await notice()).logoUrl).toBeNull()
    expect(await storedLogos()).toEqual([])
  })
})
