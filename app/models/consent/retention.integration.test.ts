// SPEC §9 data retention with a fixed `now`: old ledger rows, withdrawn consents and stale contacts go; proof of a live
// consent and every suppression stay.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { consentLedger, contactActivities, contacts, marketingConsents, marketingSuppressions } from '~/db/schema'
import { createTestServices } from '../../../tests/setup/test-services'
import { DEFAULT_RETENTION_SETTINGS } from '~/lib/retention'
import {
  type PurgeReport,
  countExpired,
  getRetentionSettings,
  listRetentionRuns,
  purgeExpired,
  saveRetentionSettings,
} from './retention.server'

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

    const settings = await getRetentionSettings(db)
    const dryRun = await countExpired(db, settings, NOW)
    const report = await purgeExpired(db, NOW, { trigger: 'manual' })
    expect(report).toEqual(dryRun)
    expect(total(report!)).toEqual({ ledgerRows: 2, consents: 1, contacts: 1 })
    expect(report!.EU).toEqual({ ledgerRows: 1, consents: 1, contacts: 0 })
    expect(report!.OTHER).toEqual({ ledgerRows: 0, consents: 0, contacts: 1 })

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

    // Nothing else is old enough the next day; every run is logged with what it deleted.
    const nextDay = await purgeExpired(db, new Date(NOW.getTime() + 86_400_000), { trigger: 'manual' })
    expect(total(nextDay!)).toEqual({ ledgerRows: 0, consents: 0, contacts: 0 })
    const runs = await listRetentionRuns(db)
    expect(runs.map((run) => total(run.deleted as PurgeReport))).toEqual([
      { ledgerRows: 0, consents: 0, contacts: 0 },
      { ledgerRows: 2, consents: 1, contacts: 1 },
    ])
  })

  it('follows the Tools setting: a region turned off keeps everything, another may keep data for less', async () => {
    const { db } = services
    await db.insert(marketingConsents).values([
      { email: 'eu-lead@example.com', status: 'revoked', consentTypes: [], region: 'EU', updatedAt: daysAgo(400) },
      { email: 'ca-lead@example.com', status: 'revoked', consentTypes: [], region: 'CA', updatedAt: daysAgo(400) },
    ])
    await db.insert(contacts).values([
      { email: 'EU-Lead@example.com', updatedAt: daysAgo(400), createdAt: daysAgo(400) },
      { email: 'ca-lead@example.com', updatedAt: daysAgo(400), createdAt: daysAgo(400) },
      { email: 'plain-lead@example.com', updatedAt: daysAgo(400), createdAt: daysAgo(400) },
    ])
    const settings = {
      ...DEFAULT_RETENTION_SETTINGS,
      EU: { enabled: true, days: 365 },
      CA: { enabled: false, days: 30 },
    }
    await saveRetentionSettings(db, settings)
    expect(await getRetentionSettings(db)).toEqual(settings)
    const dryRun = await countExpired(db, settings, NOW)
    expect(dryRun.CA).toBeUndefined()
    expect(dryRun.EU).toEqual({ contacts: 1, consents: 1, ledgerRows: 0 })
    expect(dryRun.OTHER).toEqual({ contacts: 0, consents: 0, ledgerRows: 0 })

    const report = await purgeExpired(db, NOW, { trigger: 'manual' })
    expect(report).toEqual(dryRun)
    const left = (await db.select().from(contacts)).map((row) => row.email)
    expect(left).toEqual(expect.arrayContaining(['ca-lead@example.com', 'plain-lead@example.com']))
    expect(left).not.toContain('EU-Lead@example.com')
    await saveRetentionSettings(db, DEFAULT_RETENTION_SETTINGS)
  })

  it('runs once a day however many processes schedule it', async () => {
    const at = new Date(NOW.getTime() + 10 * 86_400_000)
    expect(await purgeExpired(services.db, at, { trigger: 'scheduled' })).not.toBeNull()
    expect(await purgeExpired(services.db, new Date(at.getTime() + 3_600_000), { trigger: 'scheduled' })).toBeNull()
    // Staff may still run it by hand.
    expect(await purgeExpired(services.db, new Date(at.getTime() + 3_600_000), { trigger: 'manual' })).not.toBeNull()
  })
})

function total(report: PurgeReport) {
  const sum = { ledgerRows: 0, consents: 0, contacts: 0 }
  for (const counts of Object.values(report)) {
    sum.ledgerRows += counts.ledgerRows
    sum.consents += counts.consents
    sum.contacts += counts.contacts
  }
  return sum
}
