import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import {
  contactActivities,
  contacts,
  marketingSuppressions,
  sessions,
  userInteractions,
  userRoles,
  users,
} from '~/db/schema'
import { createTestServices } from '../../tests/setup/test-services'
import { LAST_SUPER_ADMIN_ACCOUNT, deleteAccount, exportAccountData } from './account-data.server'
import { listLedger } from './consent/ledger.server'
import { grantConsent, validateSend } from './marketing-consent.server'

let services: AppServices
let close: () => Promise<void>

async function person(id: string, email: string) {
  await services.db.insert(users).values({ id, email, name: id, firstName: 'Ana' })
  await services.db.insert(sessions).values({
    id: `${id}-session`,
    token: `${id}-token`,
    userId: id,
    expiresAt: new Date(Date.now() + 86_400_000),
    ipAddress: '203.0.113.9',
  })
  await services.db.insert(userRoles).values({ userId: id, role: 'agent' })
  const [lead] = await services.db.insert(contacts).values({ userId: id, email, firstName: 'Ana' }).returning()
  // A lead from the same address before the account existed (any case) is this person too.
  const [earlier] = await services.db
    .insert(contacts)
    .values({ email: email.toUpperCase(), firstName: 'Ana', leadSource: 'inquiry' })
    .returning()
  await services.db.insert(contactActivities).values([
    { contactId: lead!.id, activityType: 'inquiry', message: `Inquiry from ${id}` },
    { contactId: earlier!.id, activityType: 'inquiry', message: `Earlier inquiry from ${id}` },
  ])
  await services.db
    .insert(userInteractions)
    .values({ sessionId: `${id}-browser`, userId: id, eventType: 'page_view', path: '/properties' })
  await grantConsent(services, {
    email,
    consentTypes: ['newsletter'],
    detectedRegion: 'UK',
    source: 'banner',
    wording: 'Newsletter & Updates',
    addressProven: true,
  })
}

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  await person('ana', 'ana@example.com')
  await person('ben', 'ben@example.com')
})
afterAll(() => close())

describe("a person's own data", () => {
  it("exports the account, leads, activities, consent with its ledger, and events; nobody else's", async () => {
    const data = await exportAccountData(services.db, 'ana')
    expect(data?.account).toMatchObject({ id: 'ana', email: 'ana@example.com', roles: [{ role: 'agent' }] })
    expect(data?.sessions).toEqual([expect.objectContaining({ ipAddress: '203.0.113.9' })])
    expect(JSON.stringify(data)).not.toContain('ana-token')
    expect(data?.contacts).toHaveLength(2)
    expect(data?.activities.map((activity) => activity.message).sort()).toEqual([
      'Earlier inquiry from ana',
      'Inquiry from ana',
    ])
    expect(data?.marketingConsent.current).toMatchObject({ status: 'active', consentTypes: ['newsletter'] })
    expect(data?.marketingConsent.ledger).toEqual([expect.objectContaining({ event: 'granted', source: 'banner' })])
    expect(data?.interactions).toEqual([expect.objectContaining({ eventType: 'page_view', path: '/properties' })])
    expect(JSON.stringify(data)).not.toContain('ben')
    expect(await exportAccountData(services.db, 'nobody')).toBeNull()
  })

  it('refuses to delete the last super admin, and changes nothing', async () => {
    await services.db.insert(userRoles).values({ userId: 'ana', role: 'super_admin' })
    const result = await deleteAccount(services, {
      user: { id: 'ana', email: 'ana@example.com' },
      detectedRegion: 'UK',
    })
    expect(result).toEqual({ ok: false, error: LAST_SUPER_ADMIN_ACCOUNT })
    expect(await services.db.select().from(users).where(eq(users.id, 'ana'))).toHaveLength(1)
    expect(await services.db.select().from(marketingSuppressions)).toEqual([])
    // With a second super admin, Ana may go.
    await services.db.insert(userRoles).values({ userId: 'ben', role: 'super_admin' })
  })

  it('deletes the account, its sessions, leads, activities and events, and suppresses the address for good', async () => {
    const result = await deleteAccount(services, {
      user: { id: 'ana', email: 'ana@example.com' },
      detectedRegion: 'UK',
      ipAddress: '203.0.113.9',
    })
    expect(result).toEqual({ ok: true, documentPaths: [] })
    const { db } = services
    expect(await db.select().from(users).where(eq(users.id, 'ana'))).toEqual([])
    expect(await db.select().from(sessions).where(eq(sessions.userId, 'ana'))).toEqual([])
    expect((await db.select().from(contacts)).map((lead) => lead.email.toLowerCase())).toEqual([
      'ben@example.com',
      'ben@example.com',
    ])
    expect((await db.select().from(contactActivities)).every((row) => row.message.includes('ben'))).toBe(true)
    expect(await db.select().from(userInteractions).where(eq(userInteractions.sessionId, 'ana-browser'))).toEqual([])
    expect(
      await db.select().from(marketingSuppressions).where(eq(marketingSuppressions.email, 'ana@example.com')),
    ).toEqual([expect.objectContaining({ reason: 'account_deleted', source: 'my_account' })])
    expect(await validateSend(db, { email: 'ana@example.com', subscription_type: 'newsletter' })).toMatchObject({
      allowed: false,
    })
    // The proof of consent and of its withdrawal stays.
    expect((await listLedger(db, 'ana@example.com')).map((row) => row.event)).toEqual(['granted', 'revoked'])
    // Someone else's account is untouched.
    expect(await exportAccountData(db, 'ben')).toMatchObject({ account: { email: 'ben@example.com' } })
  })
})
