import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { createStorage, type Storage } from '~/storage/storage.server'
import { createListing } from '../../tests/setup/factories'
import { createTestDatabase } from '../../tests/setup/test-database'
import { getFeaturedProperties, getPublicPropertyBySlug, listPublicProperties } from './property.server'

let database: DatabaseHandle
let storage: Storage
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-storage-'))

beforeAll(async () => {
  database = await createTestDatabase()
  storage = createStorage({ storageDir })
  const { db } = database
  const images = ['properties/1/1-beach-house.jpg']
  await createListing(db, { title: 'Live house', slug: 'live-house', listingId: 'RR-1', featured: true, images })
  await createListing(db, { title: 'Draft house', slug: 'draft-house', status: 'draft', featured: true, images })
  await createListing(db, { title: 'Withdrawn lot', slug: 'withdrawn-lot', status: 'off_market', propertyType: 'land' })
  await createListing(db, { title: 'Sold condo', status: 'sold', propertyType: 'condo' })
})
afterAll(async () => {
  await database.close()
  fs.rmSync(storageDir, { recursive: true, force: true })
})

describe('public listings', () => {
  it('never include drafts or off-market listings', async () => {
    const { properties: rows, total } = await listPublicProperties(database.db, storage)
    expect(rows.map((row) => row.title).sort()).toEqual(['Live house', 'Sold condo'])
    expect(total).toBe(2)
    expect(await getPublicPropertyBySlug(database.db, storage, 'draft-house')).toBeNull()
    expect(await getPublicPropertyBySlug(database.db, storage, 'withdrawn-lot')).toBeNull()
  })

  it('feature only live listings, with the cover resolved to the bucket address', async () => {
    const featured = await getFeaturedProperties(database.db, storage)
    expect(featured.map((row) => row.title)).toEqual(['Live house'])
    expect(featured[0]!.cover?.src).toBe('/storage/property-images/properties/1/1-beach-house-960.jpg')
  })

  it('find a live listing by slug with its gallery', async () => {
    const found = await getPublicPropertyBySlug(database.db, storage, 'live-house')
    expect(found?.listingId).toBe('RR-1')
    expect(found?.gallery).toHaveLength(1)
  })
})
