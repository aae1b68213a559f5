import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { auditLog, feedSettings, properties } from '~/db/schema'
import { createListing } from '../../tests/setup/factories'
import { createTestDatabase } from '../../tests/setup/test-database'
import { asStaff, listAuditEntries, purgeExpiredAuditEntries } from './audit.server'

let database: DatabaseHandle
const staff = { id: 'user-staff-1', email: 'agent@roatan.example' }

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

const addProperty = async (listingId: string, priceUsd: number) =>
  (await createListing(database.db, { listingId, priceUsd })).id

const entriesFor = (subjectId: number | string) =>
  database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, String(subjectId)))
    .orderBy(auditLog.id)

describe('audit log', () => {
  it('records a staff price change with the old and new price and the staff e-mail, in the same transaction', async () => {
    const id = await addProperty('RR-9001', 450_000)
    await asStaff(database.db, staff, (tx) =>
      tx
        .update(properties)
        .set({ priceUsd: 425_000, updatedAt: sql`now()` })
        .where(eq(properties.id, id)),
    )
    const [entry, ...more] = await entriesFor(id)
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      actorUserId: staff.id,
      actorEmail: staff.email,
      action: 'update',
      subjectType: 'properties',
      subjectId: String(id),
      // updated_at and the search words are left out
      changes: { price_usd: [450_000, 425_000] },
    })

    // A change that is rolled back leaves no entry either.
    await expect(
      asStaff(database.db, staff, async (tx) => {
        await tx.update(properties).set({ priceUsd: 1 }).where(eq(properties.id, id))
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await entriesFor(id)).toHaveLength(1)
  })

  it('records inserts and deletes with every field, and nothing for a write without a staff member', async () => {
    const id = await addProperty('RR-9002', 300_000)
    // The public site, the feed sync and import rows write outside asStaff.
    await database.db.update(properties).set({ priceUsd: 310_000 }).where(eq(properties.id, id))
    expect(await entriesFor(id)).toEqual([])
    // An update that changes nothing records nothing.
    await asStaff(database.db, staff, (tx) =>
      tx.update(properties).set({ priceUsd: 310_000 }).where(eq(properties.id, id)),
    )
    expect(await entriesFor(id)).toEqual([])

    await asStaff(database.db, staff, (tx) => tx.delete(properties).where(eq(properties.id, id)))
    const [deleted] = await entriesFor(id)
    expect(deleted!.action).toBe('delete')
    expect(deleted!.changes).toMatchObject({ price_usd: [310_000, null], listing_id: ['RR-9002', null] })
    expect(deleted!.changes).not.toHaveProperty('search_vector')
  })

  it('records that a secret changed, never its value', async () => {
    await asStaff(database.db, staff, (tx) =>
      tx.insert(feedSettings).values({ id: 1, clientId: 'office', clientSecretEncrypted: 'v1:abc' }),
    )
    const [entry] = await entriesFor(1).then((rows) => rows.filter((row) => row.subjectType === 'feed_settings'))
    expect(entry!.changes.client_id).toEqual([null, 'office'])
    expect(JSON.stringify(entry!.changes)).not.toContain('v1:abc')
  })

  it('cannot be edited or deleted, except by the retention purge for entries past two years', async () => {
    const id = await addProperty('RR-9003', 200_000)
    await asStaff(database.db, staff, (tx) =>
      tx.update(properties).set({ priceUsd: 210_000 }).where(eq(properties.id, id)),
    )
    const [entry] = await entriesFor(id)
    await expect(
      database.db.update(auditLog).set({ actorEmail: 'someone@else.example' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow()
    await expect(database.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow()
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow()
    // The purge's own flag does not reach entries inside the retention period.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.audit_purge', 'on', true)`)
        await tx.delete(auditLog).where(eq(auditLog.id, entry!.id))
      }),
    ).rejects.toThrow()
    expect(await database.db.transaction((tx) => purgeExpiredAuditEntries(tx))).toBe(0)
    expect(await entriesFor(id)).toHaveLength(1)

    // An entry three years old goes with the purge (written as the table's owner could, for the test).
    await database.db.insert(auditLog).values({
      actorEmail: staff.email,
      action: 'update',
      subjectType: 'properties',
      subjectId: 'old',
      createdAt: new Date(Date.now() - 3 * 365 * 86_400_000),
    })
    expect(await database.db.transaction((tx) => purgeExpiredAuditEntries(tx))).toBe(1)
    expect(await entriesFor('old')).toEqual([])
  })

  it('lists entries newest first, filtered by who, kind and day', async () => {
    const id = await addProperty('RR-9004', 100_000)
    const other = { id: 'user-staff-2', email: 'editor@roatan.example' }
    await asStaff(database.db, other, (tx) =>
      tx.update(properties).set({ priceUsd: 110_000 }).where(eq(properties.id, id)),
    )
    const byOther = await listAuditEntries(database.db, { who: 'EDITOR@', page: 1 })
    expect(byOther.entries.map((entry) => entry.subjectId)).toEqual([String(id)])
    const all = await listAuditEntries(database.db, { kind: 'properties', page: 1 })
    expect(all.entries[0]!.subjectId).toBe(String(id))
    expect(all.entries.every((entry) => entry.subjectType === 'properties')).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    expect((await listAuditEntries(database.db, { from: today, to: today, page: 1 })).entries.length).toBeGreaterThan(0)
    expect((await listAuditEntries(database.db, { to: '2020-01-01', page: 1 })).entries).toEqual([])
  })
})
