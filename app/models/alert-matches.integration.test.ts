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
import { FOREIGN_LOT_LIMIT_SQFT, FOREIGN_OWNERSHIP, TITLE_TYPES } from '~/lib/buyer-facts'
import { INTERNET_KINDS, POWER_SOURCES } from '~/lib/utilities'
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
      // half of them unstated, so the foreign-buyer filters (issue 16) leave some out
      titleType: fc.option(fc.constantFrom(...TITLE_TYPES), { freq: 2 }),
      foreignOwnership: fc.option(fc.constantFrom(...FOREIGN_OWNERSHIP), { freq: 2 }),
      // issue 44: without staff's choice the lot size decides; lots on both sides of the limit, and at it
      lotSizeSqft: fc.option(fc.constantFrom(FOREIGN_LOT_LIMIT_SQFT, FOREIGN_LOT_LIMIT_SQFT + 1, 8_000, 60_000), {
        freq: 3,
      }),
      rentalIncomeUsd: fc.option(fc.integer({ min: 0, max: 200_000 }), { freq: 2 }),
      // issue 44: utilities and resilience
      powerSources: fc.subarray([...POWER_SOURCES]),
      internet: fc.subarray([...INTERNET_KINDS]),
      hurricaneStandards: fc.option(fc.boolean(), { freq: 2 }),
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
      titleType: listing.titleType,
      foreignOwnership: listing.foreignOwnership,
      lotSizeSqft: listing.lotSizeSqft,
      rentalIncomeUsd: listing.rentalIncomeUsd,
      powerSources: listing.powerSources,
      internet: listing.internet,
      hurricaneStandards: listing.hurricaneStandards,
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
      titled: fc.constant('1'),
      directOwnership: fc.constant('1'),
      rentalHistory: fc.constant('1'),
      backupPower: fc.constant('1'),
      fibre: fc.constant('1'),
      hurricaneStandards: fc.constant('1'),
    },
    { requiredKeys: [] },
  )
  .map((fields) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
    return params
  })

/** What the alert job matches and what /properties shows, among the listings that came on the market. */
async function compare(params: URLSearchParams) {
  const { db } = database
  const listings = await candidateListings(db, 0, Number.MAX_SAFE_INTEGER)
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
  const candidates = new Set(listings.map((listing) => listing.id))
  return {
    matched: matched.map((listing) => listing.id).sort(),
    shown: shown.filter((id) => candidates.has(id)).sort(),
  }
}

describe('saved-search matching', () => {
  beforeAll(async () => {
    // every listing came on the market once, whatever its status now
    await database.db.execute(sql`insert into property_events (property_id, kind) select id, 'listed' from properties`)
  })

  it('finds exactly what /properties shows for the same search', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const { matched, shown } = await compare(params)
        expect(matched).toEqual(shown)
      }),
      { numRuns: 60, seed: 15 },
    )
  })

  it('agrees on every combination of the foreign-buyer and utility filters', async () => {
    const keys = ['titled', 'directOwnership', 'rentalHistory', 'backupPower', 'fibre', 'hurricaneStandards']
    for (let mask = 1; mask < 1 << keys.length; mask++) {
      const params = new URLSearchParams('status=active&status=under_contract&status=sold')
      for (const [bit, key] of keys.entries()) if (mask & (1 << bit)) params.set(key, '1')
      const { matched, shown } = await compare(params)
      expect(matched, params.toString()).toEqual(shown)
      // each filter alone leaves some listings (the fixture's), so a wrong rule cannot hide behind empty results
      if (Number.isInteger(Math.log2(mask))) expect(shown.length, params.toString()).toBeGreaterThan(0)
    }
  })
})
