// SPEC §4 consent status, every transition, with the ledger that proves each one; SPEC §5 validation; SPEC §7
// validate_send; the double opt-in link (single use, expiry).
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { consentLedger, emailOutbox, marketingConsents, marketingSuppressions } from '~/db/schema'
import { CONSENT_INPUT_ERRORS, CONSENT_MESSAGES } from '~/lib/consent'
import { createTestServices } from '../../tests/setup/test-services'
import { listLedger } from './consent/ledger.server'
import { confirmConsent, confirmationLinkState } from './consent/confirmation.server'
import { ConsentInputError, getPreferences, grantConsent, suppress, validateSend } from './marketing-consent.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

const evidence = { ipAddress: '203.0.113.7', userAgent: 'Test browser', wording: 'Send me the newsletter.' }

/** The token of the newest confirmation e-mail to `email`. */
async function confirmationToken(email: string) {
  const [mail] = await services.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.templateType, 'consent_confirmation')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  expect(mail?.subject).toBe('Please confirm your subscription to Roatan Realty')
  return new URL(mail!.textBody.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
}

async function statusOf(email: string) {
  return (await getPreferences(services.db, email)).consent_status
}

describe('SPEC §4 consent status', () => {
  it('none → pending → active by the e-mailed link, in an EU region; the ledger shows both steps', async () => {
    const email = 'eu.person@example.com'
    expect(await statusOf(email)).toBe('none')
    const result = await grantConsent(services, {
      email: 'EU.Person@Example.com',
      consentTypes: ['newsletter', 'market_insights'],
      detectedRegion: 'EU',
      source: 'banner',
      ...evidence,
    })
    expect(result).toEqual({
      status: 'pending',
      requiresDoubleOptin: true,
      region: 'EU',
      message: CONSENT_MESSAGES.pending,
    })
    expect(await statusOf(email)).toBe('pending')

    const confirmed = await confirmConsent(services.db, await confirmationToken(email), { ipAddress: '198.51.100.2' })
    expect(confirmed).toEqual({ ok: true, email, consentTypes: ['newsletter', 'market_insights'] })
    expect(await statusOf(email)).toBe('active')

    const ledger = await listLedger(services.db, email)
    expect(ledger.map((row) => [row.event, row.status])).toEqual([
      ['pending', 'pending'],
      ['confirmed', 'active'],
    ])
    expect(ledger[0]).toMatchObject({
      region: 'EU',
      ipAddress: '203.0.113.7',
      userAgent: 'Test browser',
      source: 'banner',
      wording: 'Send me the newsletter.',
      consentTypes: ['newsletter', 'market_insights'],
    })
    expect(ledger[1]).toMatchObject({ ipAddress: '198.51.100.2', source: 'email_confirmation' })
  })

  it('none → active at once only for a proven address; an unproven one is pending in every region (issue 39)', async () => {
    const other = await grantConsent(services, {
      email: 'other@example.com',
      consentTypes: ['promotional'],
      detectedRegion: 'OTHER',
      ...evidence,
    })
    expect(other).toMatchObject({ status: 'pending', requiresDoubleOptin: true, message: CONSENT_MESSAGES.pending })
    expect(await statusOf('other@example.com')).toBe('pending')
    const proven = await grantConsent(services, {
      email: 'proven@example.com',
      consentTypes: ['newsletter'],
      detectedRegion: 'EU',
      addressProven: true,
    })
    expect(proven).toMatchObject({ status: 'active', requiresDoubleOptin: false, message: CONSENT_MESSAGES.active })
    const ledger = await listLedger(services.db, 'proven@example.com')
    expect(ledger.map((row) => [row.event, row.status, row.region, row.source])).toEqual([
      ['granted', 'active', 'EU', 'website'],
    ])
  })

  it('a region stated by the browser makes the rules stricter, never looser', async () => {
    const stricter = await grantConsent(services, {
      email: 'says-eu@example.com',
      consentTypes: ['newsletter'],
      detectedRegion: 'OTHER',
      statedRegion: 'EU',
    })
    expect(stricter).toMatchObject({ status: 'pending', region: 'EU' })
    const looser = await grantConsent(services, {
      email: 'says-other@example.com',
      consentTypes: ['newsletter'],
      detectedRegion: 'EU',
      statedRegion: 'OTHER',
    })
    expect(looser).toMatchObject({ status: 'pending', region: 'EU' })
  })

  it('active → revoked on suppression (default reason and source), then → active again only by a new grant', async () => {
    const email = 'cycle@example.com'
    await grantConsent(services, {
      email,
      consentTypes: ['newsletter'],
      detectedRegion: 'UK',
      addressProven: true,
      ...evidence,
    })
    await suppress(services.db, { email: 'Cycle@Example.com', detectedRegion: 'UK', ...evidence })
    expect(await statusOf(email)).toBe('revoked')
    const [suppressed] = await services.db
      .select()
      .from(marketingSuppressions)
      .where(eq(marketingSuppressions.email, email))
    expect(suppressed).toMatchObject({ reason: 'user_request', source: 'website' })

    await grantConsent(services, {
      email,
      consentTypes: ['property_updates'],
      detectedRegion: 'UK',
      source: 'preferences',
      addressProven: true,
    })
    expect(await statusOf(email)).toBe('active')
    expect(
      await services.db.select().from(marketingSuppressions).where(eq(marketingSuppressions.email, email)),
    ).toEqual([])
    const ledger = await listLedger(services.db, email)
    expect(ledger.map((row) => [row.event, row.status, row.reason, row.consentTypes])).toEqual([
      ['granted', 'active', null, ['newsletter']],
      ['revoked', 'revoked', 'user_request', ['newsletter']],
      ['granted', 'active', null, ['property_updates']],
    ])
  })

  it('a preferences update re-grants with source preference_update', async () => {
    const email = 'prefs@example.com'
    await grantConsent(services, { email, consentTypes: ['newsletter'], detectedRegion: 'CA', addressProven: true })
    await grantConsent(services, {
      email,
      consentTypes: ['newsletter', 'promotional'],
      detectedRegion: 'CA',
      source: 'preference_update',
      addressProven: true,
    })
    const preferences = await getPreferences(services.db, email)
    expect(preferences.subscription_preferences).toEqual([
      { subscription_type: 'newsletter', status: 'active' },
      { subscription_type: 'property_updates', status: 'none' },
      { subscription_type: 'market_insights', status: 'none' },
      { subscription_type: 'promotional', status: 'active' },
    ])
    expect(preferences.compliance_metadata).toMatchObject({ region: 'CA', suppressed: false })
    const ledger = await listLedger(services.db, email)
    expect(ledger.map((row) => [row.event, row.source])).toEqual([
      ['granted', 'website'],
      ['preference_update', 'preference_update'],
    ])
  })

  it('pending → revoked, and the outstanding confirmation link no longer works', async () => {
    const email = 'changed-mind@example.com'
    await grantConsent(services, { email, consentTypes: ['newsletter'], detectedRegion: 'EEA' })
    const token = await confirmationToken(email)
    await suppress(services.db, { email, detectedRegion: 'OTHER', reason: 'changed_mind', source: 'preferences' })
    expect(await statusOf(email)).toBe('revoked')
    expect(await confirmConsent(services.db, token)).toEqual({ ok: false, problem: 'invalid' })
    const ledger = await listLedger(services.db, email)
    expect(ledger.map((row) => [row.event, row.status, row.region])).toEqual([
      ['pending', 'pending', 'EEA'],
      ['revoked', 'revoked', 'EEA'],
    ])
  })
})

describe('the confirmation link', () => {
  it('works once; a second use says so', async () => {
    const email = 'once@example.com'
    await grantConsent(services, { email, consentTypes: ['newsletter'], detectedRegion: 'EU' })
    const token = await confirmationToken(email)
    expect(await confirmationLinkState(services.db, token)).toBe('ready')
    expect(await statusOf(email)).toBe('pending') // looking at the link changes nothing
    expect((await confirmConsent(services.db, token)).ok).toBe(true)
    expect(await confirmationLinkState(services.db, token)).toBe('used')
    expect(await confirmConsent(services.db, token)).toEqual({ ok: false, problem: 'used' })
    expect(await confirmConsent(services.db, 'made-up')).toEqual({ ok: false, problem: 'invalid' })
    expect((await listLedger(services.db, email)).filter((row) => row.event === 'confirmed')).toHaveLength(1)
  })

  it('expires after 7 days and changes nothing then', async () => {
    const email = 'late@example.com'
    await grantConsent(services, { email, consentTypes: ['newsletter'], detectedRegion: 'EU' })
    const token = await confirmationToken(email)
    const [row] = await services.db.select().from(marketingConsents).where(eq(marketingConsents.email, email))
    expect(row!.confirmExpiresAt!.getTime() - row!.updatedAt.getTime()).toBeGreaterThan(6.9 * 86_400_000)
    await services.db
      .update(marketingConsents)
      .set({ confirmExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(marketingConsents.email, email))
    expect(await confirmationLinkState(services.db, token)).toBe('expired')
    expect(await confirmConsent(services.db, token)).toEqual({ ok: false, problem: 'expired' })
    expect(await statusOf(email)).toBe('pending')
  })
})

describe('SPEC §5 validation', () => {
  it('refuses a grant without an e-mail or without a type, and stores nothing', async () => {
    await expect(
      grantConsent(services, { email: '  ', consentTypes: ['newsletter'], detectedRegion: 'OTHER' }),
    ).rejects.toThrow(new ConsentInputError(CONSENT_INPUT_ERRORS.email))
    await expect(
      grantConsent(services, { email: 'no-types@example.com', consentTypes: [], detectedRegion: 'OTHER' }),
    ).rejects.toThrow(CONSENT_INPUT_ERRORS.types)
    expect(await listLedger(services.db, 'no-types@example.com')).toEqual([])
    expect(await statusOf('no-types@example.com')).toBe('none')
  })
})

describe('SPEC §7 validate_send', () => {
  it('allows only an active consent of that type for an address not suppressed', async () => {
    const check = (email: string, type: 'newsletter' | 'promotional' = 'newsletter') =>
      validateSend(services.db, { email, subscription_type: type })
    await grantConsent(services, {
      email: 'send-ok@example.com',
      consentTypes: ['newsletter'],
      detectedRegion: 'OTHER',
      addressProven: true,
    })
    expect(await check('SEND-OK@example.com')).toEqual({ success: true, allowed: true })
    expect(await check('send-ok@example.com', 'promotional')).toMatchObject({
      allowed: false,
      reason: 'type_not_consented',
    })
    expect(await check('nobody@example.com')).toMatchObject({ allowed: false, reason: 'none' })
    await grantConsent(services, { email: 'send-wait@example.com', consentTypes: ['newsletter'], detectedRegion: 'EU' })
    expect(await check('send-wait@example.com')).toMatchObject({ allowed: false, reason: 'pending' })
    await suppress(services.db, { email: 'send-ok@example.com', detectedRegion: 'OTHER' })
    expect(await check('send-ok@example.com')).toMatchObject({ allowed: false, reason: 'suppressed' })
    // Revoked without a suppression row (e.g. the list was cleared by hand) still refuses.
    await services.db.delete(marketingSuppressions).where(eq(marketingSuppressions.email, 'send-ok@example.com'))
    expect(await check('send-ok@example.com')).toMatchObject({ allowed: false, reason: 'revoked' })
  })
})

describe('the ledger', () => {
  it('is append-only: the database refuses an UPDATE', async () => {
    await grantConsent(services, { email: 'proof@example.com', consentTypes: ['newsletter'], detectedRegion: 'OTHER' })
    await expect(
      services.db.update(consentLedger).set({ wording: 'changed' }).where(eq(consentLedger.email, 'proof@example.com')),
    ).rejects.toThrow()
    const [row] = await listLedger(services.db, 'proof@example.com')
    expect(row!.wording).toBe('')
  })
})
