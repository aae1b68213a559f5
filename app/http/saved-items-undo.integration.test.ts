// Undo on the account page (issue 43, item 7): a removed saved listing or deleted saved search comes back as it was
// (its place in the list, its alert progress) from the answer's signed token; another buyer's token, an edited one
// and one older than two minutes are refused with a 4xx and change nothing.
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { favourites, savedSearches, users } from '~/db/schema'
import { createListing } from '../../tests/setup/factories'
import { createTestDatabase } from '../../tests/setup/test-database'
import { savedItemAction } from './saved-items-actions.server'

let database: DatabaseHandle
const config = { authSecret: 'a-test-secret-that-is-long-enough-for-hmac' }
const buyer = 'buyer-undo'
const other = 'other-undo'

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(users).values([
    { id: buyer, email: 'buyer-undo@example.com', name: '' },
    { id: other, email: 'other-undo@example.com', name: '' },
  ])
})
afterAll(() => database?.close())
afterEach(() => vi.useRealTimers())

const post = async (userId: string, intent: string, values: Record<string, string>) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) form.set(key, value)
  const result = await savedItemAction({ db: database.db, config }, userId, intent as never, form)
  return { status: result.init?.status ?? 200, ...(result.data as { message?: string; error?: string; undo?: string }) }
}

describe('undo', () => {
  it('puts a removed saved listing back in its place, for its own buyer only', async () => {
    const { db } = database
    const older = await createListing(db)
    const listing = await createListing(db)
    const savedAt = new Date('2026-11-01T10:00:00Z')
    await db.insert(favourites).values([
      { userId: buyer, propertyId: listing.id, createdAt: savedAt },
      { userId: buyer, propertyId: older.id, createdAt: new Date('2026-10-01T10:00:00Z') },
    ])
    const removed = await post(buyer, 'remove-favourite', { propertyId: String(listing.id) })
    expect(removed).toMatchObject({ status: 200, message: 'Removed from your saved listings.' })
    expect(removed.undo).toBeTruthy()

    // someone else's account, or an edited token: refused, nothing written
    expect(await post(other, 'undo', { token: removed.undo! })).toMatchObject({ status: 400 })
    expect(await post(buyer, 'undo', { token: `${removed.undo!.slice(0, -2)}xx` })).toMatchObject({ status: 400 })
    const stillGone = await db.select().from(favourites).where(eq(favourites.propertyId, listing.id))
    expect(stillGone).toEqual([])

    expect(await post(buyer, 'undo', { token: removed.undo! })).toMatchObject({
      status: 200,
      message: 'Back in your saved listings.',
    })
    // twice is harmless
    expect(await post(buyer, 'undo', { token: removed.undo! })).toMatchObject({ status: 200 })
    const back = await db
      .select({ createdAt: favourites.createdAt })
      .from(favourites)
      .where(and(eq(favourites.userId, buyer), eq(favourites.propertyId, listing.id)))
    expect(back).toEqual([{ createdAt: savedAt }])
  })

  it('brings a deleted saved search back with its alert progress, but not after two minutes', async () => {
    const { db } = database
    const nextRunAt = new Date('2026-11-29T12:00:00Z')
    const [search] = await db
      .insert(savedSearches)
      .values({
        userId: buyer,
        name: 'West Bay condos',
        query: 'area=west-bay&type=condo',
        checkedThrough: 42,
        nextRunAt,
      })
      .returning()
    const deleted = await post(buyer, 'delete-search', { id: search!.id })
    expect(deleted).toMatchObject({ status: 200, message: 'Saved search deleted.' })
    expect(await post(buyer, 'undo', { token: deleted.undo! })).toMatchObject({ message: 'Saved search restored.' })
    const [back] = await db.select().from(savedSearches).where(eq(savedSearches.id, search!.id))
    expect(back).toMatchObject({ name: 'West Bay condos', checkedThrough: 42, nextRunAt, frequency: 'daily' })

    const again = await post(buyer, 'delete-search', { id: search!.id })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2 * 60_000 + 1_000)
    expect(await post(buyer, 'undo', { token: again.undo! })).toMatchObject({
      status: 400,
      error: 'Too late to undo: save it again from its page.',
    })
    expect(await db.select().from(savedSearches).where(eq(savedSearches.id, search!.id))).toEqual([])
  })
})
