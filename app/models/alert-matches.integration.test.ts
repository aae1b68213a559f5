// The alert job decides in memory which listings a saved search finds (lib/listing-match.ts, words by the database).
// It must find exactly what /properties shows for the same URL: random searches over random listings, compared with
// searchPublicProperties on a real database.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { agents, areas, properties } from '~/db/schema'
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '~/lib/property-rules'
import { parsePropertySearch } from '~/lib/property-search'
import { createStorage } from '~/storage/storage.server'
import { createTestDatabase } from '../../tests/setup/test-database'
import { candidateListings, matchSearches } from './alert-matches.server'
import { searchPublicProperties } from './property.server'

let database: DatabaseHandle
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alert-matches-'))
const storage = createStorage({ storageDir })
const AREAS = ['west-bay', 'west-end', 'sandy-bay']
const AGENTS = ['ana', 'ben']
const WORDS = ['villa', 'pool', 'dock', 'ocean', 'garden']

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  const areaIds = await db
    .insert(areas)
    .values(AREAS.map((slug) => ({ slug, name: slug.replace('-', ' ').replace(/\b\w/g, (c) => c.toUpperCase()) })))
    .returning()
  const agentIds = await db
    .insert(agents)
    .values(AGENTS.map((slug) => ({ slug, name: slug, email: `${slug}@example.com` })))
    .returning()
  const listings = fc.sample(
    fc.record({
      status: fc.constantFrom(...PROPERTY_STATUSES),
      propertyType: fc.constantFrom(...PROPERTY_TYPES),
      priceUsd: fc.integer({ min: 50_000, max: 1_500_000 }),
      bedrooms: fc.integer({ min: 0, max: 6 }),
      bathrooms: fc.constantFrom(0, 1, 1.5, 2, 2.5, 3, 4),
      area: fc.option(fc.integer({ min: 0, max: AREAS.length - 1 })),
      agent: fc.option(fc.integer({ min: 0, max: AGENTS.length - 1 })),
      words: fc.subarray(WORDS, { maxLength: 2 }),
    }),
    { numRuns: 80, seed: 15 },
  )
  await db.insert(properties).values(
    listings.map((listing, index) => ({
      slug: `match-${index}`,
      listingId: `MT-${index}`,
      title: `${listing.words.join(' ')} home ${index}`,
      status: listing.status,
      propertyType: listing.propertyType,
      priceUsd: listing.priceUsd,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      areaId: listing.area === null ? null : areaIds[listing.area]!.id,
      agentId: listing.agent === null ? null : agentIds[listing.agent]!.id,
    })),
  )
}, 60_000)
afterAll(async () => {
  await database.close()
  fs.rmSync(storageDir, { recursive: true, force: true })
})

const query = fc
  .record(
    {
      search: fc.constantFrom(...WORDS, 'west bay', 'sandy pool', 'villas'),
      area: fc.constantFrom(...AREAS),
      agent: fc.constantFrom(...AGENTS),
      type: fc.constantFrom(...PROPERTY_TYPES),
      status: fc.subarray(['active', 'under_contract', 'sold'], { minLength: 1 }),
      minPrice: fc.integer({ min: 0, max: 1_000_000 }),
      maxPrice: fc.integer({ min: 100_000, max: 2_000_000 }),
      beds: fc.integer({ min: 1, max: 5 }),
      baths: fc.constantFrom(1, 1.5, 2, 3),
    },
    { requiredKeys: [] },
  )
  .map((fields) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
    return params
  })

describe('saved-search matching', () => {
  it('finds exactly what /properties shows for the same search', async () => {
    const { db } = database
    // every listing came on the market once, whatever its status now
    await db.execute(sql`insert into property_events (property_id, kind) select id, 'listed' from properties`)
    const listings = await candidateListings(db, 0, Number.MAX_SAFE_INTEGER)
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const filters = parsePropertySearch(params)
        const search = {
          id: '00000000-0000-4000-8000-000000000000',
          userId: 'u',
          name: 'n',
          query: '',
          frequency: 'instant',
          checkedThrough: 0,
          filters,
        }
        const matched = (await matchSearches(db, [search], listings)).get(search.id) ?? []
        const shown: number[] = []
        for (let page = 1; ; page++) {
          const result = await searchPublicProperties(db, storage, { ...filters, page })
          shown.push(...result.properties.map((listing) => listing.id))
          if (page >= result.pages) break
        }
        // among the listings that came on the market (the alert's candidates)
        const candidates = new Set(listings.map((listing) => listing.id))
        expect(matched.map((listing) => listing.id).sort()).toEqual(shown.filter((id) => candidates.has(id)).sort())
      }),
      { numRuns: 60, seed: 15 },
    )
  })
})
