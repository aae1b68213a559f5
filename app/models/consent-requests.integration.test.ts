// Issue 39: a request without proof of the address only asks to add types. It never removes a type, never turns an
// active consent back to pending, never lifts a suppression; the owner confirms by the e-mailed link. Confirmation
// e-mails are limited per address, unproven requests per network (an IPv6 /64 counts as one).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { emailOutbox, marketingSuppressions } from '~/db/schema'
import { CONSENT_MESSAGES, type ConsentType, type Region } from '~/lib/consent'
import { createTestServices } from '../../tests/setup/test-services'
import { confirmConsent } from './consent/confirmation.server'
import { listLedger } from './consent/ledger.server'
import { CONSENT_REQUEST_LIMITS, ConsentRateLimitError } from './consent/request.server'
import { getPreferences, grantConsent, suppress, validateSend } from './marketing-consent.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

const owner = (email: string, consentTypes: ConsentType[], detectedRegion: Region = 'OTHER') =>
  grantConsent(services, { email, consentTypes, detectedRegion, addressProven: true })

/** What a stranger can do: type the address into the banner or /preferences. */
const stranger = (
  email: string,
  consentTypes: ConsentType[],
  requesterIp = '198.51.100.9',
  detectedRegion: Region = 'OTHER',
) =>
  grantConsent(services, {
    email,
    consentTypes,
    detectedRegion,
    source: 'preferences',
    ipAddress: requesterIp,
    requesterIp,
  })

async function confirmations(email: string) {
  return services.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.templateType, 'consent_confirmation')))
}

async function newestToken(email: string) {
  const mails = await confirmations(email)
  const link = mails.at(-1)!.textBody.match(/https?:\/\/\S+/)![0]
  return new URL(link).searchParams.get('token')!
}

const typesOf = async (email: string) =>
  (await getPreferences(services.db, email)).subscription_preferences
    .filter((type) => type.status !== 'none')
    .map((type) => `${type.subscription_type}:${type.status}`)

describe('a request without proof of the address', () => {
  it('leaves an active consent as it is, and the owner confirms the types it asked to add', async () => {
    const email = 'buyer.active@example.com'
    await owner(email, ['newsletter', 'property_updates'])
    const answer = await stranger(email, ['promotional'])
    expect(answer).toMatchObject({ status: 'pending', requiresDoubleOptin: true, message: CONSENT_MESSAGES.pending })
    expect(await typesOf(email)).toEqual(['newsletter:active', 'property_updates:active'])
    expect(await validateSend(services.db, { email, subscription_type: 'property_updates' })).toMatchObject({
      allowed: true,
    })
    expect(await validateSend(services.db, { email, subscription_type: 'promotional' })).toMatchObject({
      allowed: false,
    })

    const confirmed = await confirmConsent(services.db, await newestToken(email))
    expect(confirmed).toEqual({ ok: true, email, consentTypes: ['newsletter', 'property_updates', 'promotional'] })
    expect(await typesOf(email)).toEqual(['newsletter:active', 'property_updates:active', 'promotional:active'])
    expect((await listLedger(services.db, email)).map((row) => [row.event, row.status, row.consentTypes])).toEqual([
      ['granted', 'active', ['newsletter', 'property_updates']],
      ['requested', 'active', ['promotional']],
      ['confirmed', 'active', ['newsletter', 'property_updates', 'promotional']],
    ])
  })

  it('keeps an EU buyer active (never back to pending), and asks nothing for types already given', async () => {
    const email = 'buyer.de@example.com'
    await owner(email, ['newsletter'], 'EU')
    const before = await confirmations(email)
    const answer = await stranger(email, ['newsletter'], '198.51.100.10', 'EU')
    // the same answer as for any address: it does not tell what the address holds
    expect(answer).toMatchObject({ status: 'pending', message: CONSENT_MESSAGES.pending })
    expect((await getPreferences(services.db, email)).consent_status).toBe('active')
    expect(await confirmations(email)).toHaveLength(before.length)
  })

  it('never lifts a suppression: an unsubscribed buyer stays unsubscribed until they confirm themselves', async () => {
    const email = 'buyer.unsubscribed@example.com'
    await owner(email, ['newsletter'])
    await suppress(services.db, { email, detectedRegion: 'OTHER', source: 'unsubscribe_link', event: 'unsubscribed' })
    await stranger(email, ['newsletter', 'promotional'])
    expect((await getPreferences(services.db, email)).consent_status).toBe('revoked')
    expect(
      await services.db.select().from(marketingSuppressions).where(eq(marketingSuppressions.email, email)),
    ).toHaveLength(1)
    expect(await validateSend(services.db, { email, subscription_type: 'newsletter' })).toMatchObject({
      allowed: false,
    })

    await confirmConsent(services.db, await newestToken(email))
    expect(await typesOf(email)).toEqual(['newsletter:active', 'promotional:active'])
    expect(
      await services.db.select().from(marketingSuppressions).where(eq(marketingSuppressions.email, email)),
    ).toEqual([])
  })

  it('cannot remove types: only the proven owner sets fewer', async () => {
    const email = 'buyer.fewer@example.com'
    await owner(email, ['newsletter', 'market_insights'])
    await stranger(email, ['market_insights'])
    expect(await typesOf(email)).toEqual(['newsletter:active', 'market_insights:active'])
    await grantConsent(services, {
      email,
      consentTypes: ['market_insights'],
      detectedRegion: 'OTHER',
      source: 'preference_update',
      addressProven: true,
    })
    expect(await typesOf(email)).toEqual(['market_insights:active'])
  })
})

describe('limits', () => {
  it(`sends at most ${CONSENT_REQUEST_LIMITS.perAddress.max} confirmation e-mails to one address a day`, async () => {
    const email = 'victim@example.com'
    const networks = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']
    for (const ip of networks.slice(0, CONSENT_REQUEST_LIMITS.perAddress.max)) {
      await stranger(email, ['newsletter'], ip)
    }
    await expect(stranger(email, ['promotional'], networks[3])).rejects.toBeInstanceOf(ConsentRateLimitError)
    // the same inbox under another spelling
    await expect(stranger('Victim+again@example.com', ['promotional'], networks[3])).rejects.toBeInstanceOf(
      ConsentRateLimitError,
    )
    expect(await confirmations(email)).toHaveLength(CONSENT_REQUEST_LIMITS.perAddress.max)
  })

  it('counts the addresses of one IPv6 /64 as one network', async () => {
    const max = services.config.consentRequestsPerNetwork
    for (let index = 0; index < max; index++) {
      await stranger(`rotating-${index}@example.com`, ['newsletter'], `2001:db8:7:9::${(index + 1).toString(16)}`)
    }
    await expect(stranger('one-more@example.com', ['newsletter'], '2001:db8:7:9:ffff::1')).rejects.toBeInstanceOf(
      ConsentRateLimitError,
    )
    expect(await confirmations('one-more@example.com')).toEqual([])
    // another /64 is another network
    await expect(stranger('elsewhere@example.com', ['newsletter'], '2001:db8:7:a::1')).resolves.toMatchObject({
      status: 'pending',
    })
  })
})
