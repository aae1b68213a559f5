// searchPublicProperties against a real database (PGlite and PostgreSQL 15, one fresh database per file).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import type { properties } from '~/db/schema'
import { PROPERTY_PAGE_SIZE } from '~/lib/property-rules'
import { parsePropertySearch, type PropertySearch } from '~/lib/property-search'
import { createStorage, type Storage } from '~/storage/storage.server'
import { createAgent, createArea, createListing } from '../../tests/setup/factories'
import { createTestDatabase } from '../../tests/setup/test-database'
import { getSearchAgent, listPublicProperties, listSearchAreas, searchPublicProperties } from './property.server'

let database: DatabaseHandle
let storage: Storage
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-search-storage-'))
const DAY_MS = 24 * 60 * 60 * 1000
const now = Date.now()

/** A live listing on the map, listed `daysAgo` days ago. */
const listing = ({ daysAgo = 1, ...values }: Partial<typeof properties.$inferInsert> & { daysAgo?: number }) =>
  createListing(database.db, {
    latitude: 16.3,
    longitude: -86.55,
    createdAt: new Date(now - daysAgo * DAY_MS),
    ...values,
  })

// Land lots that only exist to fill pages.
const LOTS = PROPERTY_PAGE_SIZE + 6

beforeAll(async () => {
  database = await createTestDatabase()
  storage = createStorage({ storageDir })
  const { db } = database
  const westBay = await createArea(db, { slug: 'west-bay', name: 'West Bay', sortOrder: 0 })
  const westEnd = await createArea(db, { slug: 'west-end', name: 'West End', sortOrder: 1 })
  const sandyBay = await createArea(db, { slug: 'sandy-bay', name: 'Sandy Bay', sortOrder: 2 })
  const maria = await createAgent(db, { slug: 'maria-bodden', name: 'Maria Bodden' })
  const kevin = await createAgent(db, { slug: 'kevin-ebanks', name: 'Kevin Ebanks' })
  await listing({
    title: 'Oceanfront Villa with Private Dock',
    titleEs: 'Villa frente al mar con muelle privado',
    listingId: 'RR-1001',
    areaId: westBay.id,
    agentId: maria.id,
    priceUsd: 2_450_000,
    bedrooms: 4,
    bathrooms: 4.5,
    daysAgo: 2,
  })
  await listing({
    title: 'Beach Condo Steps from the Sand',
    propertyType: 'condo',
    areaId: westBay.id,
    agentId: kevin.id,
    priceUsd: 289_000,
    bedrooms: 2,
    bathrooms: 2,
    daysAgo: 3,
  })
  await listing({
    title: 'Hillside Cottage',
    areaId: sandyBay.id,
    agentId: maria.id,
    priceUsd: 345_000,
    bedrooms: 2,
    bathrooms: 2.5,
    daysAgo: 4,
  })
  await listing({
    title: 'Dive Shop with Apartments',
    propertyType: 'commercial',
    areaId: westEnd.id,
    status: 'under_contract',
    priceUsd: 950_000,
    bedrooms: 6,
    bathrooms: 6,
    daysAgo: 5,
  })
  await listing({
    title: 'Sold Oceanfront Condo',
    propertyType: 'condo',
    areaId: westBay.id,
    status: 'sold',
    priceUsd: 410_000,
    bedrooms: 3,
    bathrooms: 2,
    daysAgo: 6,
  })
  await listing({
    title: 'Draft Oceanfront Villa',
    areaId: westBay.id,
    status: 'draft',
    priceUsd: 1_000_000,
    daysAgo: 0,
  })
  await listing({ title: 'Withdrawn Oceanfront Lot', propertyType: 'land', status: 'off_market', daysAgo: 0 })
  // no coordinates: listed, but not on the map
  await listing({ title: 'Unmapped Bungalow', latitude: null, longitude: null, priceUsd: 199_000, daysAgo: 7 })
  for (let index = 0; index < LOTS; index++) {
    await listing({
      title: `Building Lot ${index + 1}`,
      propertyType: 'land',
      areaId: sandyBay.id,
      priceUsd: 50_000 + index * 1_000,
      daysAgo: 10 + index,
    })
  }
})

afterAll(async () => {
  await database.close()
  fs.rmSync(storageDir, { recursive: true, force: true })
})

async function search(query: string) {
  return searchPublicProperties(database.db, storage, parsePropertySearch(new URLSearchParams(query)))
}
async function titles(query: string) {
  return (await search(query)).properties.map((row) => row.title)
}
async function titlesExceptLots(query: string) {
  return (await titles(query)).filter((title) => !title.startsWith('Building Lot'))
}

describe('searchPublicProperties: statuses', () => {
  it('shows listings for sale and under contract by default, newest first', async () => {
    const result = await search('')
    expect(result.total).toBe(5 + LOTS)
    expect(result.properties.slice(0, 5).map((row) => row.title)).toEqual([
      'Oceanfront Villa with Private Dock',
      'Beach Condo Steps from the Sand',
      'Hillside Cottage',
      'Dive Shop with Apartments',
      'Unmapped Bungalow',
    ])
  })

  it('filters by one or several public statuses', async () => {
    expect(await titles('status=sold')).toEqual(['Sold Oceanfront Condo'])
    expect(await titles('status=under_contract')).toEqual(['Dive Shop with Apartments'])
    expect((await search('status=active&status=under_contract&status=sold')).total).toBe(6 + LOTS)
  })

  it('never returns drafts or off-market listings, whatever the caller asks for', async () => {
    const everything = await searchPublicProperties(database.db, storage, {
      status: ['draft', 'off_market'] as unknown as PropertySearch['status'],
      search: 'oceanfront',
    })
    expect(everything.properties.map((row) => row.title).sort()).toEqual([
      'Oceanfront Villa with Private Dock',
      'Sold Oceanfront Condo',
    ])
    expect(await titles('search=draft')).toEqual([])
    expect(await titles('search=withdrawn&status=active&status=under_contract&status=sold')).toEqual([])
  })

  it('keeps listPublicProperties as every public listing, sold included', async () => {
    const { properties: rows, total, page } = await listPublicProperties(database.db, storage)
    expect(total).toBe(6 + LOTS)
    expect(page).toBe(1)
    expect(rows).toHaveLength(PROPERTY_PAGE_SIZE)
  })
})

describe('searchPublicProperties: filters', () => {
  it('filters by area slug; an unknown area matches nothing', async () => {
    expect(await titles('area=west-bay')).toEqual([
      'Oceanfront Villa with Private Dock',
      'Beach Condo Steps from the Sand',
    ])
    expect((await search('area=nowhere')).total).toBe(0)
  })

  it('filters by type', async () => {
    expect(await titles('type=condo')).toEqual(['Beach Condo Steps from the Sand'])
    expect(await titles('type=commercial')).toEqual(['Dive Shop with Apartments'])
    expect((await search('type=land')).total).toBe(LOTS)
  })

  it('filters by a price range, both ends included', async () => {
    expect(await titles('minPrice=289000&maxPrice=345000')).toEqual([
      'Beach Condo Steps from the Sand',
      'Hillside Cottage',
    ])
    expect(await titles('minPrice=900000')).toEqual(['Oceanfront Villa with Private Dock', 'Dive Shop with Apartments'])
    expect((await search('maxPrice=60000')).total).toBe(11)
  })

  it('filters by minimum bedrooms and bathrooms, half baths included', async () => {
    expect(await titles('beds=4')).toEqual(['Oceanfront Villa with Private Dock', 'Dive Shop with Apartments'])
    expect(await titles('baths=2.5')).toEqual([
      'Oceanfront Villa with Private Dock',
      'Hillside Cottage',
      'Dive Shop with Apartments',
    ])
    expect(await titles('beds=2&baths=2&maxPrice=400000')).toEqual([
      'Beach Condo Steps from the Sand',
      'Hillside Cottage',
    ])
  })

  it('filters by agent slug; an unknown agent matches nothing', async () => {
    expect(await titles('agent=maria-bodden')).toEqual(['Oceanfront Villa with Private Dock', 'Hillside Cottage'])
    expect(await titles('agent=kevin-ebanks&type=condo')).toEqual(['Beach Condo Steps from the Sand'])
    expect((await search('agent=nobody')).total).toBe(0)
  })

  it('combines filters', async () => {
    expect(await titles('area=west-bay&type=condo&status=active&status=sold&sort=price-desc')).toEqual([
      'Sold Oceanfront Condo',
      'Beach Condo Steps from the Sand',
    ])
  })
})

describe('searchPublicProperties: free text', () => {
  it('matches words of the title as prefixes, in any case', async () => {
    expect(await titles('search=VILLA')).toEqual(['Oceanfront Villa with Private Dock'])
    expect(await titles('search=ocean')).toEqual(['Oceanfront Villa with Private Dock'])
    expect(await titles('search=private%20dock')).toEqual(['Oceanfront Villa with Private Dock'])
    expect(await titles('search=villas')).toEqual(['Oceanfront Villa with Private Dock'])
  })

  it('matches words of the Spanish title too (issue 43)', async () => {
    expect(await titles('search=muelle')).toEqual(['Oceanfront Villa with Private Dock'])
    expect(await titles('search=villa%20frente%20muelle')).toEqual(['Oceanfront Villa with Private Dock'])
  })

  it('matches the area name, alone or together with title words', async () => {
    expect(await titlesExceptLots('search=sandy')).toEqual(['Hillside Cottage'])
    expect((await search('search=sandy%20bay')).total).toBe(1 + LOTS)
    expect(await titles('search=west%20bay%20condo')).toEqual(['Beach Condo Steps from the Sand'])
    expect(await titles('search=cottage%20sandy')).toEqual(['Hillside Cottage'])
  })

  it('matches the listing id with or without its hyphen', async () => {
    expect(await titles('search=RR-1001')).toEqual(['Oceanfront Villa with Private Dock'])
    expect(await titles('search=rr1001')).toEqual(['Oceanfront Villa with Private Dock'])
    expect(await titles('search=1001')).toEqual(['Oceanfront Villa with Private Dock'])
  })

  it('ignores stop words and punctuation, and finds nothing for unknown words', async () => {
    expect(await titles('search=the%20villa!')).toEqual(['Oceanfront Villa with Private Dock'])
    expect((await search('search=the')).total).toBe(5 + LOTS)
    expect((await search('search=%27%3B%20drop%20table%20properties%3B--')).total).toBe(0)
    expect(await titles('search=submarine')).toEqual([])
  })
})

describe('searchPublicProperties: sorting and pages', () => {
  it('sorts by price both ways', async () => {
    const ascending = (await search('sort=price-asc&minPrice=100000')).properties.map((row) => row.priceUsd)
    expect(ascending).toEqual([199_000, 289_000, 345_000, 950_000, 2_450_000])
    const descending = (await search('sort=price-desc&minPrice=100000')).properties.map((row) => row.priceUsd)
    expect(descending).toEqual([...ascending].reverse())
  })

  it('pages through results without gaps or repeats', async () => {
    const first = await search('type=land&sort=price-asc')
    const second = await search('type=land&sort=price-asc&page=2')
    expect(first).toMatchObject({ total: LOTS, page: 1, pages: 2 })
    expect(second).toMatchObject({ total: LOTS, page: 2, pages: 2 })
    expect(first.properties).toHaveLength(PROPERTY_PAGE_SIZE)
    expect(second.properties).toHaveLength(LOTS - PROPERTY_PAGE_SIZE)
    const ids = [...first.properties, ...second.properties].map((row) => row.id)
    expect(new Set(ids).size).toBe(LOTS)
    expect(second.properties.at(-1)!.priceUsd).toBe(50_000 + (LOTS - 1) * 1_000)
  })

  it('answers a page past the end with no cards but the right totals', async () => {
    expect(await search('type=condo&page=3')).toMatchObject({ properties: [], total: 1, page: 3, pages: 1 })
  })

  it('returns map positions only for the map view, for mapped matches', async () => {
    expect((await search('')).pins).toBeNull()
    const pins = (await search('view=map&maxPrice=300000&minPrice=150000')).pins
    expect(pins?.map((pin) => pin.title)).toEqual(['Beach Condo Steps from the Sand'])
    expect(pins?.[0]).toMatchObject({ latitude: 16.3, longitude: -86.55, priceUsd: 289_000 })
  })

  it('gives cards with the area name and a cover', async () => {
    const [card] = (await search('search=rr-1001')).properties
    expect(card).toMatchObject({ areaName: 'West Bay', listingId: 'RR-1001', status: 'active', cover: null })
  })
})

describe('search form helpers', () => {
  it('lists areas in site order and finds agents by slug', async () => {
    expect((await listSearchAreas(database.db)).map((area) => area.slug)).toEqual(['west-bay', 'west-end', 'sandy-bay'])
    expect(await getSearchAgent(database.db, 'maria-bodden')).toEqual({ slug: 'maria-bodden', name: 'Maria Bodden' })
    expect(await getSearchAgent(database.db, 'nobody')).toBeNull()
  })
})
