import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { count, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { agents, areas, blogPosts, faqEntries, properties, reviews, urlRedirects } from '~/db/schema'
import { IMAGE_WIDTHS, PROPERTY_IMAGES_BUCKET, imageVariantPath } from '~/lib/image-url'
import { createStorage, type Storage } from '~/storage/storage.server'
import { createTestDatabase } from '../../../tests/setup/test-database'
import { seedDemoContent } from './seed.server'
import { shouldSeedDemo } from './should-seed.server'

let database: DatabaseHandle
let storage: Storage
let storageDir: string

beforeAll(async () => {
  database = await createTestDatabase()
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-storage-'))
  storage = createStorage({ storageDir })
  await seedDemoContent({ db: database.db, storage })
}, 120_000)

afterAll(async () => {
  await database.close()
  fs.rmSync(storageDir, { recursive: true, force: true })
})

async function counts() {
  const tables = { agents, areas, blogPosts, faqEntries, properties, reviews, urlRedirects }
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ total: count() }).from(table)
      return [name, row!.total] as const
    }),
  )
  return Object.fromEntries(entries)
}

describe('demo content', () => {
  it('has the amounts the foundation promises', async () => {
    const totals = await counts()
    expect(totals.properties).toBeGreaterThanOrEqual(60)
    expect(totals.agents).toBe(6)
    expect(totals.blogPosts).toBe(12)
    expect(totals.areas).toBeGreaterThanOrEqual(10)
    expect(totals.reviews).toBeGreaterThan(0)
    expect(totals.faqEntries).toBeGreaterThan(0)
    expect(totals.urlRedirects).toBe(3)
  })

  it('covers every property type and several statuses', async () => {
    const rows = await database.db.select({ type: properties.propertyType, status: properties.status }).from(properties)
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['house', 'condo', 'land', 'commercial']))
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(4)
  })

  it('stores listing images in the property-images bucket under properties/{id}/ with every variant', async () => {
    const [listing] = await database.db
      .select()
      .from(properties)
      .where(inArray(properties.status, ['active']))
      .limit(1)
    expect(listing!.images.length).toBeGreaterThanOrEqual(3)
    for (const image of listing!.images) {
      expect(image).toMatch(new RegExp(`^properties/${listing!.id}/`))
      expect(await storage.exists(PROPERTY_IMAGES_BUCKET, image)).toBe(true)
      for (const width of IMAGE_WIDTHS) {
        expect(await storage.exists(PROPERTY_IMAGES_BUCKET, imageVariantPath(image, width, 'webp'))).toBe(true)
        expect(await storage.exists(PROPERTY_IMAGES_BUCKET, imageVariantPath(image, width, 'jpg'))).toBe(true)
      }
    }
  })

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts()
    await seedDemoContent({ db: database.db, storage })
    expect(await counts()).toEqual(before)
  })

  it('is not loaded again by default once it was loaded', async () => {
    expect(await shouldSeedDemo({ seedDemo: undefined }, { ...database, kind: 'pglite' })).toBe(false)
    expect(await shouldSeedDemo({ seedDemo: true }, database)).toBe(true)
  })
})
