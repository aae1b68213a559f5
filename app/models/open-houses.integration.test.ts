// Issue 40 item 12: open houses staff add to our own listings (audit-logged, never to a feed listing's), what the
// listing page lists, and the "Open house this week" filter: /properties, a saved search's query and listing alerts
// find the same listings.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { auditLog, openHouses, users } from '~/db/schema'
import { parsePropertySearch } from '~/lib/property-search'
import { savedSearchQuery } from '~/models/saved-search-schema.server'
import { createStorage } from '~/storage/storage.server'
import { createListing } from '../../tests/setup/factories'
import { createTestDatabase } from '../../tests/setup/test-database'
import { candidateListings, matchSearches } from './alert-matches.server'
import { addStaffOpenHouse, listUpcomingOpenHouses, removeStaffOpenHouse } from './open-houses.server'
import { searchPublicProperties } from './property.server'

let database: DatabaseHandle
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-houses-'))
const storage = createStorage({ storageDir })
const agent = { id: 'agent-1', email: 'agent@roatanrealty.example' }
const HOUR = 3_600_000
const DAY = 24 * HOUR
const ids: Record<string, number> = {}

beforeAll(async () => {
  database = await createTestDatabase()
  const { db } = database
  await db.insert(users).values({ ...agent, name: 'Agent' })
  for (const slug of ['ours', 'feed', 'in-three-days', 'under-way', 'in-ten-days', 'ended', 'none'])
    ids[slug] = (await createListing(db, { slug, source: slug === 'feed' ? 'feed' : 'manual' })).id
  const now = Date.now()
  await db.insert(openHouses).values([
    {
      propertyId: ids['in-three-days']!,
      startsAt: new Date(now + 3 * DAY),
      endsAt: new Date(now + 3 * DAY + 3 * HOUR),
    },
    { propertyId: ids['under-way']!, startsAt: new Date(now - HOUR), endsAt: new Date(now + 2 * HOUR) },
    { propertyId: ids['in-ten-days']!, startsAt: new Date(now + 10 * DAY), endsAt: new Date(now + 10 * DAY + HOUR) },
    { propertyId: ids.ended!, startsAt: new Date(now - DAY - 2 * HOUR), endsAt: new Date(now - DAY) },
  ])
})
afterAll(async () => {
  await database.close()
  fs.rmSync(storageDir, { recursive: true, force: true })
})

describe('staff open houses', () => {
  const saturday = () => {
    const startsAt = new Date(Date.now() + 2 * DAY)
    return { startsAt, endsAt: new Date(startsAt.getTime() + 3 * HOUR), remarks: 'Park by the gate.' }
  }

  it('are added to our own listings and removed, each change in the audit log as the staff member’s', async () => {
    const { db } = database
    const values = saturday()
    expect(await addStaffOpenHouse(db, agent, ids.ours!, values)).toEqual({ ok: true })
    const [added] = await listUpcomingOpenHouses(db, ids.ours!, new Date())
    expect(added).toMatchObject({ ...values, source: 'staff' })
    const [row] = await db.select().from(openHouses).where(eq(openHouses.id, added!.id))
    expect(row).toMatchObject({ createdBy: agent.id, openHouseKey: null })

    expect(await removeStaffOpenHouse(db, agent, ids.ours!, added!.id)).toEqual({ ok: true })
    expect(await listUpcomingOpenHouses(db, ids.ours!, new Date())).toEqual([])
    const entries = await db
      .select({ action: auditLog.action, actor: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'open_houses'), eq(auditLog.subjectId, String(added!.id))))
      .orderBy(auditLog.id)
    expect(entries).toEqual([
      { action: 'insert', actor: agent.email },
      { action: 'delete', actor: agent.email },
    ])
  })

  it('are refused for a feed listing, whose open houses come from the MLS and stay as they are', async () => {
    const { db } = database
    expect(await addStaffOpenHouse(db, agent, ids.feed!, saturday())).toEqual({
      ok: false,
      status: 400,
      error: 'This listing comes from the listing feed: its open houses come from the MLS.',
    })
    const now = Date.now()
    const [fromFeed] = await db
      .insert(openHouses)
      .values({
        propertyId: ids.feed!,
        openHouseKey: 'OH-FEED-1',
        source: 'feed',
        startsAt: new Date(now + 30 * DAY),
        endsAt: new Date(now + 30 * DAY + HOUR),
      })
      .returning({ id: openHouses.id })
    expect(await removeStaffOpenHouse(db, agent, ids.feed!, fromFeed!.id)).toMatchObject({ ok: false, status: 404 })
    expect(await db.$count(openHouses, eq(openHouses.id, fromFeed!.id))).toBe(1)
    await db.delete(openHouses).where(eq(openHouses.id, fromFeed!.id))
  })

  it('the listing page lists those not ended, soonest first', async () => {
    const { db } = database
    expect(await listUpcomingOpenHouses(db, ids.ended!, new Date())).toEqual([])
    expect(await listUpcomingOpenHouses(db, ids['under-way']!, new Date())).toHaveLength(1)
  })
})

describe('the "Open house this week" filter', () => {
  const expected = ['in-three-days', 'under-way'].sort()
  const slugsOf = (found: { id: number }[]) =>
    found.map((listing) => Object.keys(ids).find((slug) => ids[slug] === listing.id)).sort()

  it('/properties lists the listings with one in the next seven days (under way included), nothing else', async () => {
    const results = await searchPublicProperties(
      database.db,
      storage,
      parsePropertySearch(new URLSearchParams('openHouse=week')),
    )
    expect(slugsOf(results.properties)).toEqual(expected)
    const unfiltered = await searchPublicProperties(database.db, storage, parsePropertySearch(new URLSearchParams()))
    expect(unfiltered.total).toBe(Object.keys(ids).length)
  })

  it('is kept by a saved search: the canonical query carries it, an unknown value is refused', () => {
    const query = savedSearchQuery('?openHouse=week&type=house&page=2')
    expect(query).toBe('type=house&openHouse=week')
    expect(parsePropertySearch(new URLSearchParams(query!))).toMatchObject({ type: 'house', openHouse: 'week' })
    expect(savedSearchQuery('openHouse=1')).toBe('openHouse=week')
    expect(savedSearchQuery('openHouse=someday')).toBeNull()
  })

  it('listing alerts match a saved "Open house this week" search to the same listings', async () => {
    const { db } = database
    await db.execute(sql`insert into property_events (property_id, kind) select id, 'listed' from properties`)
    const listings = await candidateListings(db, 0, Number.MAX_SAFE_INTEGER)
    const search = {
      id: '00000000-0000-4000-8000-000000000001',
      userId: 'u',
      name: 'Open houses',
      query: 'openHouse=week',
      frequency: 'instant',
      checkedThrough: 0,
      filters: parsePropertySearch(new URLSearchParams('openHouse=week')),
    }
    const everything = {
      ...search,
      id: '00000000-0000-4000-8000-000000000002',
      filters: parsePropertySearch(new URLSearchParams()),
    }
    const matches = await matchSearches(db, [search, everything], listings)
    expect(slugsOf(matches.get(search.id) ?? [])).toEqual(expected)
    expect(matches.get(everything.id)).toHaveLength(Object.keys(ids).length)
  })
})
