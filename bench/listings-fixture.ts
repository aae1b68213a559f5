// A large listing database for the search benchmark: the demo areas and agents, and `count` generated listings with
// realistic titles, prices and a status mix (drafts and off-market rows included, as the search must skip them).
// Deterministic (seeded), and fast: each INSERT takes 10 000 rows as one JSON parameter (jsonb_to_recordset), into
// the table without its secondary indexes, which are rebuilt once at the end (as a bulk import would).
import { sql } from 'drizzle-orm'
import { agents, areas, properties } from '~/db/schema'
import type { Database } from '~/db/client.server'
import { demoAgents } from '~/db/seed/data/agents'
import { demoAreas } from '~/db/seed/data/areas'
import type { PropertyStatus, PropertyType } from '~/lib/property-rules'

const BATCH_SIZE = 10_000
const DAY_MS = 24 * 60 * 60 * 1000

function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0)
    for (const [item, weight] of items) if ((roll -= weight) < 0) return item
    return items[0]![0]
  }
  return { next, pick, weighted }
}

const STATUSES = [
  ['active', 70],
  ['under_contract', 8],
  ['sold', 12],
  ['draft', 5],
  ['off_market', 5],
] as const satisfies readonly (readonly [PropertyStatus, number])[]
const TYPES = [
  ['house', 40],
  ['condo', 30],
  ['land', 20],
  ['commercial', 10],
] as const satisfies readonly (readonly [PropertyType, number])[]

const OPENERS = ['Oceanfront', 'Hillside', 'Beachfront', 'Sea-View', 'Garden', 'Canal-Front', 'Quiet', 'Updated', 'New']
const NOUNS: Record<PropertyType, readonly string[]> = {
  house: ['Villa', 'Home', 'Cottage', 'Bungalow', 'Family Home', 'Island House'],
  condo: ['Condo', 'Penthouse', 'Apartment', 'Townhouse', 'Studio Condo'],
  land: ['Building Lot', 'Acreage', 'Hillside Lot', 'Waterfront Parcel', 'Development Land'],
  commercial: ['Restaurant', 'Dive Shop', 'Boutique Hotel', 'Retail Building', 'Warehouse', 'Office Building'],
}
const EXTRAS = [
  'with Pool',
  'with Private Dock',
  'with Sunset Views',
  'near the Beach',
  'with Reef Access',
  'with Rental History',
  'with Guest Apartment',
  'in a Gated Community',
  'with Ocean View',
]

// Column names and SQL types of a generated row, in insert order.
const COLUMNS = [
  ['slug', 'text'],
  ['listing_id', 'text'],
  ['title', 'text'],
  ['status', 'text'],
  ['property_type', 'text'],
  ['price_usd', 'integer'],
  ['bedrooms', 'integer'],
  ['bathrooms', 'numeric'],
  ['living_area_sqft', 'integer'],
  ['lot_size_sqft', 'integer'],
  ['area_id', 'integer'],
  ['agent_id', 'integer'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['images', 'jsonb'],
  ['featured', 'boolean'],
  ['published_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
] as const
type GeneratedListing = Record<(typeof COLUMNS)[number][0], unknown>
const COLUMN_NAMES = sql.raw(COLUMNS.map(([name]) => name).join(', '))
const COLUMN_TYPES = sql.raw(COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '))

/** Inserts the demo areas and agents and `count` listings; returns how long it took in milliseconds. */
export async function generateListings(db: Database, count: number, seed = 2026): Promise<number> {
  const started = performance.now()
  const rand = random(seed)
  const areaRows = await db
    .insert(areas)
    .values(demoAreas.map((area, index) => ({ ...area, sortOrder: index })))
    .returning({ id: areas.id, name: areas.name, latitude: areas.latitude, longitude: areas.longitude })
  const agentRows = await db
    .insert(agents)
    .values(demoAgents.map((agent, index) => ({ ...agent, sortOrder: index })))
    .returning({ id: agents.id })
  const now = Date.now()
  const indexes = await withoutSecondaryIndexes(db)
  // Listings that were there before: no listing events (alerts are about what happens next).
  await db.execute(sql`alter table properties disable trigger properties_events`)

  for (let first = 0; first < count; first += BATCH_SIZE) {
    const batch: GeneratedListing[] = []
    for (let index = first; index < Math.min(count, first + BATCH_SIZE); index++) {
      const type = rand.weighted(TYPES)
      const area = rand.pick(areaRows)
      const bedrooms =
        type === 'land' ? 0 : type === 'condo' ? 1 + Math.floor(rand.next() * 3) : Math.floor(rand.next() * 7)
      const built = type !== 'land'
      // log-uniform between $40,000 and $3,000,000, rounded to $1,000
      const price = Math.round(Math.exp(Math.log(40_000) + rand.next() * Math.log(3_000_000 / 40_000)) / 1000) * 1000
      const title = `${rand.pick(OPENERS)} ${bedrooms > 0 ? `${bedrooms}-Bedroom ` : ''}${rand.pick(NOUNS[type])} ${rand.pick(EXTRAS)} in ${area.name}`
      const listedAt = new Date(now - Math.floor(rand.next() * 3 * 365) * DAY_MS - Math.floor(rand.next() * DAY_MS))
      const status = rand.weighted(STATUSES)
      batch.push({
        slug: `bench-listing-${index + 1}`,
        listing_id: `RR-${100_000 + index}`,
        title,
        status,
        property_type: type,
        price_usd: price,
        bedrooms,
        bathrooms: built ? Math.max(1, bedrooms) - (rand.next() < 0.3 ? 0.5 : 0) : 0,
        living_area_sqft: built ? 500 + Math.floor(rand.next() * 4000) : null,
        lot_size_sqft: type === 'condo' ? null : 2000 + Math.floor(rand.next() * 40_000),
        area_id: area.id,
        agent_id: rand.pick(agentRows).id,
        latitude: (area.latitude ?? 16.32) + (rand.next() - 0.5) * 0.02,
        longitude: (area.longitude ?? -86.55) + (rand.next() - 0.5) * 0.02,
        images: [`properties/${index + 1}/1-${type === 'condo' ? 'condo' : 'beach-house'}.jpg`],
        featured: rand.next() < 0.02,
        published_at: status === 'draft' ? null : listedAt.toISOString(),
        created_at: listedAt.toISOString(),
      })
    }
    await db.execute(sql`
      insert into ${properties} (${COLUMN_NAMES}, updated_at)
      select ${COLUMN_NAMES}, created_at
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(${COLUMN_TYPES})
    `)
  }
  await db.execute(sql`alter table properties enable trigger properties_events`)
  for (const definition of indexes) await db.execute(sql.raw(definition))
  // as autovacuum would after a bulk import on PostgreSQL (PGlite has none)
  await db.execute(sql`vacuum analyze properties`)
  return performance.now() - started
}

/** Drops the properties indexes that back no constraint and returns their definitions. */
async function withoutSecondaryIndexes(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename = 'properties'
      and indexname not in (select conname from pg_constraint where conrelid = 'properties'::regclass)
  `)) as unknown as { rows: { indexname: string; indexdef: string }[] }
  for (const { indexname } of result.rows) await db.execute(sql.raw(`drop index "${indexname}"`))
  return result.rows.map((row) => row.indexdef)
}
