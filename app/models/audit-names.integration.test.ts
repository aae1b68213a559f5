// Usability review, item 9: the audit log shows people and things by name. The names of a page's ids are found with
// one query per kind of record, whatever the number of entries.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { contacts, properties, users } from '~/db/schema'
import { createAgent, createArea, createListing } from '../../tests/setup/factories'
import { createTestDatabase } from '../../tests/setup/test-database'
import { asStaff, listAuditEntries } from './audit.server'
import { collectAuditIds } from './audit-names.server'

let database: DatabaseHandle
const staff = { id: 'user-names-1', email: 'bea.broker@roatan.example' }

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(users).values({ id: staff.id, email: staff.email, firstName: 'Bea', lastName: 'Broker' })
})
afterAll(() => database.close())

describe('names in the audit log', () => {
  it('finds the staff member, the listing, its area and agent, and the contact by name', async () => {
    const area = await createArea(database.db, { name: 'Sandy Bay' })
    const agent = await createAgent(database.db, { name: 'Maria Bodden' })
    const listing = await createListing(database.db, { title: 'Casa Coral', priceUsd: 400_000 })
    const [contact] = await database.db
      .insert(contacts)
      .values({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Lopez' })
      .returning()
    await asStaff(database.db, staff, async (tx) => {
      await tx
        .update(properties)
        .set({ areaId: area.id, agentId: agent.id, priceUsd: 372_000, updatedAt: sql`now()` })
        .where(eq(properties.id, listing.id))
      await tx.update(contacts).set({ assignedAgentId: agent.id }).where(eq(contacts.id, contact!.id))
    })

    const { entries, names } = await listAuditEntries(database.db, { who: staff.email, page: 1 })
    expect(entries).toHaveLength(2)
    expect(names.users?.[staff.id]).toEqual({ name: 'Bea Broker' })
    expect(names.properties?.[String(listing.id)]).toEqual({ name: 'Casa Coral' })
    expect(names.areas?.[String(area.id)]).toEqual({ name: 'Sandy Bay' })
    expect(names.agents?.[String(agent.id)]).toEqual({ name: 'Maria Bodden' })
    expect(names.contacts?.[contact!.id]).toEqual({ name: 'Ana Lopez' })
  })

  it('gathers the ids of a page by kind, so each kind is one query', () => {
    const entry = (n: number) => ({
      actorUserId: staff.id,
      subjectType: 'contacts',
      subjectId: `00000000-0000-4000-8000-00000000000${n}`,
      changes: { assigned_agent_id: [null, n] as [unknown, unknown], phone: ['', '+504'] as [unknown, unknown] },
    })
    const note = {
      actorUserId: null,
      subjectType: 'contact_activities',
      subjectId: '00000000-0000-4000-8000-000000000009',
      changes: { metadata: [null, { agentId: 4, agentName: 'Kevin Ebanks' }] as [unknown, unknown] },
    }
    const ids = collectAuditIds([entry(1), entry(2), entry(3), note])
    expect([...ids.users]).toEqual([staff.id])
    expect([...ids.contacts]).toHaveLength(3)
    expect([...ids.agents]).toEqual(['1', '2', '3', '4'])
    expect(ids.properties.size).toBe(0)
  })
})
