// Rows for integration tests: each factory inserts one row with what its table requires, unique where the table
// asks for it, and returns the row. A test names every value its assertions read.
import type { Database } from '~/db/client.server'
import { agents, areas, properties } from '~/db/schema'

let serial = 0
/** Unique in a run: test files share this module (isolate: false in vitest.config.ts), each with its own database. */
const unique = () => ++serial

const inserted = async <Row>(rows: PromiseLike<Row[]>) => (await rows)[0]!

/** A live listing: a house for sale at $300,000. */
export function createListing(db: Database, values: Partial<typeof properties.$inferInsert> = {}) {
  const n = unique()
  const names = { slug: `test-listing-${n}`, listingId: `TEST-${n}`, title: `Test listing ${n}` }
  const listing = { ...names, propertyType: 'house', priceUsd: 300_000, status: 'active', ...values }
  return inserted(db.insert(properties).values(listing).returning())
}

export function createArea(db: Database, values: Partial<typeof areas.$inferInsert> = {}) {
  const area = { slug: `test-area-${unique()}`, name: 'Test area', ...values }
  return inserted(db.insert(areas).values(area).returning())
}

export function createAgent(db: Database, values: Partial<typeof agents.$inferInsert> = {}) {
  const agent = { slug: `test-agent-${unique()}`, name: 'Test agent', ...values }
  return inserted(db.insert(agents).values(agent).returning())
}
