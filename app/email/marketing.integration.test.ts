// Every marketing send goes through validate_send and carries the footer and the RFC 8058 headers.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { emailOutbox } from '~/db/schema'
import { verifySignedAddress } from '~/auth/signed-link.server'
import { grantConsent, suppress } from '~/models/marketing-consent.server'
import { createTestServices } from '../../tests/setup/test-services'
import { sendMarketingEmail } from './marketing.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

const message = { subject: 'New on the market', text: 'Three new homes in West Bay.', html: '<p>Three new homes.</p>' }

describe('sendMarketingEmail', () => {
  it('sends to an address that consented to the type, with the CASL footer and one-click unsubscribe headers', async () => {
    await grantConsent(services, {
      email: 'maple@example.com',
      consentTypes: ['property_updates'],
      detectedRegion: 'CA',
      addressProven: true,
    })
    const result = await sendMarketingEmail(services, {
      to: 'Maple@Example.com',
      subscriptionType: 'property_updates',
      ...message,
    })
    expect(result.sent).toBe(true)
    const [mail] = await services.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'maple@example.com'))
    expect(mail!.templateType).toBe('marketing_property_updates')
    expect(mail!.textBody).toContain('Three new homes in West Bay.')
    expect(mail!.textBody).toContain('(CASL)')
    expect(mail!.textBody).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\?token=unsubscribe\./)
    expect(mail!.textBody).toMatch(/preferences: http:\/\/localhost:3000\/preferences\?token=preferences\./)
    expect(mail!.htmlBody).toContain('Unsubscribe</a>')
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = mail!.headers['List-Unsubscribe']!.match(/^<(http[^>]+)>, <mailto:[^>]+>$/)![1]!
    const url = new URL(oneClick)
    expect(url.pathname).toBe('/api/unsubscribe')
    expect(verifySignedAddress(services.config, url.searchParams.get('token'), ['unsubscribe'])).toBe(
      'maple@example.com',
    )
  })

  it('refuses, and queues nothing, when validate_send says no', async () => {
    const refused = (to: string, subscriptionType: 'newsletter' | 'property_updates' = 'newsletter') =>
      sendMarketingEmail(services, { to, subscriptionType, ...message })
    expect(await refused('maple@example.com')).toEqual({ sent: false, reason: 'type_not_consented' })
    expect(await refused('stranger@example.com')).toEqual({ sent: false, reason: 'none' })
    await grantConsent(services, { email: 'pending@example.com', consentTypes: ['newsletter'], detectedRegion: 'EU' })
    expect(await refused('pending@example.com')).toEqual({ sent: false, reason: 'pending' })
    await suppress(services.db, { email: 'maple@example.com', detectedRegion: 'CA' })
    expect(await refused('maple@example.com', 'property_updates')).toEqual({ sent: false, reason: 'suppressed' })
    const marketing = await services.db.select().from(emailOutbox)
    expect(marketing.filter((mail) => mail.templateType.startsWith('marketing_'))).toHaveLength(1)
  })
})
