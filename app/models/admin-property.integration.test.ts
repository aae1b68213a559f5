// Admin → Properties against a real database (PGlite and PostgreSQL 15) and local storage: create, edit, slug and
// listing-id clashes, bulk status, and the photo list (upload, address, reorder, delete).
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { properties } from '~/db/schema'
import { PROPERTY_IMAGES_BUCKET } from '~/lib/image-url'
import { parseAdminPropertyQuery } from '~/lib/property-form-list-query'
import { parsePropertyForm, type PropertyFormValues } from '~/lib/property-form-schema'
import { createArea } from '../../tests/setup/factories'
import { createTestServices } from '../../tests/setup/test-services'
import {
  FEED_STATUS_REASON,
  bulkSetPropertyStatus,
  getAdminProperty,
  listAdminProperties,
  saveProperty,
} from './admin-property.server'
import { addImageAddress, addUploadedImage, deleteImage, moveImage, storedImageFiles } from './listing-photos.server'

let services: AppServices
let close: () => Promise<void>
let westBayId: number

beforeAll(async () => {
  const created = await createTestServices()
  services = created.services
  close = created.close
  westBayId = (await createArea(services.db, { name: 'West Bay' })).id
})
afterAll(() => close())

function form(fields: Record<string, string>): PropertyFormValues {
  const parsed = parsePropertyForm({ status: 'draft', propertyType: 'house', slugFollowsTitle: 'true', ...fields })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.values
}

const photo = (color: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
    .toBuffer()

describe('saving listings', () => {
  it('saves a draft with only a title and type, making the slug and listing id', async () => {
    const result = await saveProperty(services.db, form({ title: 'Casa Niña on the Hill!' }))
    expect(result).toMatchObject({ ok: true, slug: 'casa-nina-on-the-hill' })
    const [row] = await services.db.select().from(properties).where(eq(properties.slug, 'casa-nina-on-the-hill'))
    expect(row).toMatchObject({ status: 'draft', priceUsd: 0, publishedAt: null })
    expect(row!.listingId).toMatch(/^RR-\d+$/)
  })

  it('asks for price, area and description before publishing, and accepts forgiving numbers', () => {
    const refused = parsePropertyForm({ title: 'Villa', propertyType: 'house', status: 'active', priceUsd: '' })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(Object.keys(refused.errors).sort()).toEqual(['areaId', 'description', 'priceUsd'])
    const accepted = parsePropertyForm({
      title: 'Villa',
      propertyType: 'house',
      status: 'active',
      priceUsd: '$450,000',
      areaId: '3',
      description: 'Sea views.',
      bathrooms: '2.5',
      features: 'Pool\n\n- Dock\n',
    })
    expect(accepted).toMatchObject({
      ok: true,
      values: { priceUsd: 450_000, bathrooms: 2.5, features: ['Pool', 'Dock'] },
    })
  })

  it('refuses a slug or listing id in use, with a suffix offered, and writes nothing', async () => {
    await saveProperty(services.db, form({ title: 'Sunset Cottage', listingId: 'RR-5001' }))
    const before = await services.db.$count(properties)
    const clash = await saveProperty(services.db, form({ title: 'Sunset Cottage', listingId: 'rr-5001' }))
    expect(clash).toEqual({
      ok: false,
      errors: {
        slug: expect.stringContaining('"sunset-cottage-2"'),
        listingId: expect.stringContaining('RR-5001 is already used'),
      },
    })
    expect(await services.db.$count(properties)).toBe(before)
    expect(await saveProperty(services.db, form({ title: 'Sunset Cottage', slug: 'sunset-cottage-2' }))).toMatchObject({
      ok: true,
      slug: 'sunset-cottage-2',
    })
  })

  it('lets the slug follow an edited title unless it was edited by hand', async () => {
    const created = await saveProperty(services.db, form({ title: 'Reef House' }))
    if (!created.ok) throw new Error('not created')
    const followed = await saveProperty(
      services.db,
      form({ title: 'Reef House West End', slug: 'reef-house' }),
      created.id,
    )
    expect(followed).toMatchObject({ ok: true, slug: 'reef-house-west-end' })
    const byHand = await saveProperty(
      services.db,
      form({ title: 'Reef House West End', slug: 'My Reef House', slugFollowsTitle: 'false' }),
      created.id,
    )
    expect(byHand).toMatchObject({ ok: true, slug: 'my-reef-house' })
    const kept = await saveProperty(
      services.db,
      form({ title: 'Reef House Renamed', slug: 'my-reef-house', slugFollowsTitle: 'false' }),
      created.id,
    )
    expect(kept).toMatchObject({ ok: true, slug: 'my-reef-house' })
  })
})

describe('the list and bulk status', () => {
  it('finds by title or listing id, filters and publishes only complete listings', async () => {
    const complete = await saveProperty(
      services.db,
      form({
        title: 'Bulk Ready Villa',
        listingId: 'RR-7001',
        priceUsd: '300000',
        areaId: String(westBayId),
        description: 'Ready.',
      }),
    )
    const incomplete = await saveProperty(services.db, form({ title: 'Bulk Unfinished Villa', listingId: 'RR-7002' }))
    if (!complete.ok || !incomplete.ok) throw new Error('not created')

    const query = (search: string) => parseAdminPropertyQuery(new URLSearchParams({ search }))
    expect((await listAdminProperties(services.db, services.storage, query('bulk'))).total).toBe(2)
    expect(
      (await listAdminProperties(services.db, services.storage, query('rr7001'))).rows.map((row) => row.id),
    ).toEqual([complete.id])

    const result = await bulkSetPropertyStatus(services.db, [complete.id, incomplete.id], 'active')
    expect(result).toEqual({
      changed: 1,
      status: 'For sale',
      skipped: [{ listingId: 'RR-7002', reason: 'needs price, area, description' }],
    })
    const active = await listAdminProperties(
      services.db,
      services.storage,
      parseAdminPropertyQuery(new URLSearchParams({ status: 'active', search: 'bulk' })),
    )
    expect(active.rows.map((row) => row.id)).toEqual([complete.id])
    const [published] = await services.db.select().from(properties).where(eq(properties.id, complete.id))
    expect(published!.publishedAt).toBeInstanceOf(Date)

    expect(await bulkSetPropertyStatus(services.db, [complete.id, incomplete.id], 'off_market')).toMatchObject({
      changed: 2,
    })
  })

  it('leaves listings from the listing feed alone: their status is synced', async () => {
    const fromFeed = await saveProperty(
      services.db,
      form({
        title: 'Feed Villa',
        listingId: 'MLS-7003',
        priceUsd: '250000',
        areaId: String(westBayId),
        description: 'From the MLS.',
      }),
    )
    if (!fromFeed.ok) throw new Error('not created')
    await services.db.update(properties).set({ source: 'feed', status: 'active' }).where(eq(properties.id, fromFeed.id))
    expect(await bulkSetPropertyStatus(services.db, [fromFeed.id], 'off_market')).toEqual({
      changed: 0,
      status: 'Off market',
      skipped: [{ listingId: 'MLS-7003', reason: FEED_STATUS_REASON }],
    })
    const [row] = await services.db.select().from(properties).where(eq(properties.id, fromFeed.id))
    expect(row!.status).toBe('active')
  })
})

describe('photos', () => {
  it('stores real images with variants, refuses other files, reorders and deletes with their files', async () => {
    const created = await saveProperty(services.db, form({ title: 'Photo Test House' }))
    if (!created.ok) throw new Error('not created')
    const id = created.id
    const first = await addUploadedImage(services, id, { name: 'Front view.JPG', bytes: await photo('#0b4f6c') })
    const second = await addUploadedImage(services, id, { name: 'pool.png', bytes: await photo('#01a7a3') })
    expect(first.ok && second.ok).toBe(true)

    const refused = await addUploadedImage(services, id, { name: 'notes.jpg', bytes: Buffer.from('just some text') })
    expect(refused).toEqual({
      ok: false,
      status: 400,
      error: '"notes.jpg" is not an image we can read (JPEG, PNG, WebP or HEIC).',
    })

    await addImageAddress(services.db, id, 'https://example.com/photo.jpg')
    let property = await getAdminProperty(services.db, services.storage, id)
    const [front, pool, web] = property!.images
    expect(front).toMatch(new RegExp(`^properties/${id}/front-view-[0-9a-f-]+\\.jpg$`))
    expect(pool).toMatch(new RegExp(`^properties/${id}/pool-[0-9a-f-]+\\.jpg$`))
    expect(web).toBe('https://example.com/photo.jpg')
    const files = storedImageFiles(front!)
    expect(files).toContain(front!.replace(/\.jpg$/, '-480.webp'))
    for (const file of files) expect(await services.storage.exists(PROPERTY_IMAGES_BUCKET, file)).toBe(true)
    const variant = await services.storage.get(PROPERTY_IMAGES_BUCKET, files[0]!)
    expect((await sharp(variant!).metadata()).exif).toBeUndefined()

    await moveImage(services.db, id, pool!, 'up')
    await moveImage(services.db, id, web!, 'first')
    property = await getAdminProperty(services.db, services.storage, id)
    expect(property!.images).toEqual([web, pool, front])

    await deleteImage(services, id, front!)
    property = await getAdminProperty(services.db, services.storage, id)
    expect(property!.images).toEqual([web, pool])
    for (const file of files) expect(await services.storage.exists(PROPERTY_IMAGES_BUCKET, file)).toBe(false)
  })

  it('keeps files another listing still shows', async () => {
    const a = await saveProperty(services.db, form({ title: 'Shared Photo A' }))
    const b = await saveProperty(services.db, form({ title: 'Shared Photo B' }))
    if (!a.ok || !b.ok) throw new Error('not created')
    const uploaded = await addUploadedImage(services, a.id, { name: 'shared.jpg', bytes: await photo('#f4ebdd') })
    if (!uploaded.ok) throw new Error('not uploaded')
    const path = uploaded.images[0]!
    await services.db
      .update(properties)
      .set({ images: [path] })
      .where(eq(properties.id, b.id))
    await deleteImage(services, a.id, path)
    expect(await services.storage.exists(PROPERTY_IMAGES_BUCKET, path)).toBe(true)
  })

  it('answers 404 for a listing that does not exist', async () => {
    expect(await addUploadedImage(services, 999_999, { name: 'x.jpg', bytes: await photo('#000000') })).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(await getAdminProperty(services.db, services.storage, 999_999)).toBeNull()
  })
})
