// SPEC §9 data retention with a fixed `now`: old ledger rows, withdrawn consents and stale contacts go; proof of a live
// consent and every suppression stay.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { consentLedger, contactActivities, contacts, marketingConsents, marketingSuppressions } from '~/db/schema'
import { createTestServices } from '../../../tests/setup/test-services'
import { purgeExpired } from './retention.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

const NOW = new Date('2030-06-01T00:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000)

describe('the retention purge', () => {
  it('deletes what is past 1095 days and keeps live proof, suppressions and recent contacts', async () => {
    const { db } = services
    const old = daysAgo(1100)
    const recent = daysAgo(30)
    await db.insert(marketingConsents).values([
      { email: 'live@example.com', status: 'active', consentTypes: ['newsletter'], region: 'EU', updatedAt: old },
      { email: 'gone@example.com', status: 'revoked', consentTypes: ['newsletter'], region: 'EU', updatedAt: old },
      { email: 'lately@example.com', status: 'revoked', consentTypes: ['newsletter'], region: 'UK', updatedAt: recent },
    ])
    await db.insert(marketingSuppressions).values({ email: 'gone@example.com', createdAt: old })
    const ledgerRow = (email: string, createdAt: Date, region = 'EU') => ({
      email,
      event: 'granted',
      status: 'active',
      region,
      source: 'website',
      createdAt,
    })
    await db
      .insert(consentLedger)
      .values([
        ledgerRow('live@example.com', old),
        ledgerRow('gone@example.com', old),
        ledgerRow('gone@example.com', recent),
        ledgerRow('lately@example.com', old, 'UK'),
      ])
    const [stale, active, touched] = await db
      .insert(contacts)
      .values([
        { email: 'stale@example.com', updatedAt: old, createdAt: old },
        { email: 'active@example.com', updatedAt: old, createdAt: old },
        { email: 'touched@example.com', updatedAt: recent, createdAt: old },
      ])
      .returning()
    await db.insert(contactActivities).values([
      { contactId: stale!.id, activityType: 'inquiry', createdAt: old },
      { contactId: active!.id, activityType: 'inquiry', createdAt: recent },
    ])

    expect(await purgeExpired(db, NOW)).toEqual({ ledgerRows: 2, consents: 1, contacts: 1 })

    const ledger = await db.select().from(consentLedger)
    expect(ledger.map((row) => [row.email, row.createdAt.getTime()]).sort()).toEqual(
      [
        ['gone@example.com', recent.getTime()],
        ['live@example.com', old.getTime()],
      ].sort(),
    )
    expect((await db.select().from(marketingConsents)).map((row) => row.email).sort()).toEqual([
      'lately@example.com',
      'live@example.com',
    ])
    expect(await db.select().from(marketingSuppressions)).toHaveLength(1)
    expect((await db.select().from(contacts)).map((row) => row.id).sort()).toEqual([active!.id, touched!.id].sort())
    expect(await db.select().from(contactActivities).where(eq(contactActivities.contactId, stale!.id))).toEqual([])

    // Nothing else is old enough the next day.
    expect(await purgeExpired(db, new Date(NOW.getTime() + 86_400_000))).toEqual({
      ledgerRows: 0,
      consents: 0,
      contacts: 0,
    })
  })
})
