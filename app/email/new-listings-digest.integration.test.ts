// SPEC §3 New Property Listings: one e-mail per active subscriber, only through validate_send, only new public
// listings, and the high-water mark so a run never repeats or skips a listing.
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppServices } from '~/context.server'
import { appSettings, emailOutbox, marketingSuppressions } from '~/db/schema'
import { grantConsent, suppress } from '~/models/marketing-consent.server'
import { createArea, createListing } from '../../tests/setup/factories'
import { createTestServices } from '../../tests/setup/test-services'
import { EMAIL_TEMPLATE_TYPES } from '~/mail/email-template-catalog'
import { previewTemplate, saveTemplate } from '~/mail/email-templates.server'
import { NEW_LISTINGS_MARK_KEY, sendNewListingsDigest, startNewListingsDigest } from './new-listings-digest.server'

let services: AppServices
let close: () => Promise<void>
let areaId: number

const DAY = 86_400_000
const start = new Date('2026-03-10T12:00:00Z')
const at = (days: number) => new Date(start.getTime() + days * DAY)

/** A West Bay house of $450,000: 3 beds, 2.5 baths, 1,850 sq ft. */
const listing = (title: string, values: { status?: string; publishedAt: Date | null; priceUsd?: number }) =>
  createListing(services.db, {
    title,
    priceUsd: 450_000,
    bedrooms: 3,
    bathrooms: 2.5,
    livingAreaSqft: 1850,
    areaId,
    ...values,
  })

const digestMail = (to?: string) =>
  services.db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.toAddress, to) : like(emailOutbox.templateType, 'marketing_property_updates'))
    .orderBy(emailOutbox.createdAt)

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  areaId = (await createArea(services.db, { slug: 'west-bay', name: 'West Bay' })).id
  const grant = (email: string, consentTypes: ('property_updates' | 'newsletter')[], region: 'CA' | 'EU' = 'CA') =>
    grantConsent(services, { email, consentTypes, detectedRegion: region, addressProven: region !== 'EU' })
  await grant('buyer@example.com', ['newsletter', 'property_updates'])
  await grant('news-only@example.com', ['newsletter'])
  await grant('pending@example.com', ['property_updates'], 'EU')
  await grant('revoked@example.com', ['property_updates'])
  await suppress(services.db, { email: 'revoked@example.com', detectedRegion: 'CA' })
  // Still active, but on the suppression list (a hard bounce, say): validate_send refuses it.
  await grant('bounced@example.com', ['property_updates'])
  await services.db.insert(marketingSuppressions).values({ email: 'bounced@example.com', reason: 'bounce' })
})
afterAll(() => close())

describe('sendNewListingsDigest', () => {
  it('sends nothing and sets the mark when no listing is new', async () => {
    await listing('Old Beach House', { publishedAt: at(-30) })
    expect(await sendNewListingsDigest(services, start)).toEqual({ listings: 0, queued: 0 })
    expect(await digestMail()).toHaveLength(0)
    const [mark] = await services.db.select().from(appSettings).where(eq(appSettings.key, NEW_LISTINGS_MARK_KEY))
    expect(mark!.value).toEqual({ through: start.toISOString() })
  })

  it('e-mails each active subscriber once, with the new public listings, footer and one-click headers', async () => {
    await listing('Ocean View Villa', { publishedAt: at(0.5), priceUsd: 485_000 })
    await listing('Hillside Cottage', { publishedAt: at(0.6) })
    await listing('Unfinished Draft', { status: 'draft', publishedAt: null })
    await listing('Sold Before Listing', { status: 'sold', publishedAt: at(0.7) })
    await listing('Published Tomorrow', { publishedAt: at(1.5) })

    expect(await sendNewListingsDigest(services, at(1))).toEqual({ listings: 2, queued: 1 })
    const mails = await digestMail()
    expect(mails.map((mail) => mail.toAddress)).toEqual(['buyer@example.com'])
    const [mail] = mails
    expect(mail!.subject).toBe('New on Roatan: 2 new listings')
    expect(mail!.textBody).toContain(
      'Hillside Cottage\n$450,000 · 3 beds · 2.5 baths · 1,850 sq ft (172 m²) · West Bay\nhttp://localhost:3000/property/',
    )
    expect(mail!.textBody).toContain('Ocean View Villa\n$485,000')
    expect(mail!.textBody.indexOf('Hillside Cottage')).toBeLessThan(mail!.textBody.indexOf('Ocean View Villa'))
    for (const absent of ['Old Beach House', 'Unfinished Draft', 'Sold Before Listing', 'Published Tomorrow']) {
      expect(mail!.textBody).not.toContain(absent)
    }
    expect(mail!.textBody).not.toContain('more:')
    expect(mail!.textBody).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\?token=unsubscribe\./)
    expect(mail!.htmlBody).toContain('>Ocean View Villa</a>')
    expect(mail!.htmlBody).toContain('Unsubscribe</a>')
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=/)
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('sends nothing on a second run with no new listings', async () => {
    expect(await sendNewListingsDigest(services, at(1.2))).toEqual({ listings: 0, queued: 0 })
    expect(await digestMail()).toHaveLength(1)
  })

  it('sends a later listing alone in a new e-mail', async () => {
    expect(await sendNewListingsDigest(services, at(2))).toEqual({ listings: 1, queued: 1 })
    const mails = await digestMail('buyer@example.com')
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toBe('New on Roatan: 1 new listing')
    expect(mails[1]!.textBody).toContain('Published Tomorrow')
    expect(mails[1]!.textBody).not.toContain('Ocean View Villa')
  })

  it('gives staff a starter template that renders', () => {
    const preview = previewTemplate('new_listings', EMAIL_TEMPLATE_TYPES.new_listings.starter)
    expect(preview.fieldErrors).toBeNull()
    expect(preview.email!.subject).toBe('New on Roatan: 12 new listings')
    expect(preview.email!.text).toContain('And 11 more: https://example.com/properties')
  })

  it('shows ten listings and links to the rest, in the staff-edited template when there is one', async () => {
    for (let index = 0; index < 12; index++) await listing(`Lot ${index + 1}`, { publishedAt: at(2.5) })
    await saveTemplate(services.db, 'new_listings', {
      subject: 'Fresh on Roatan: {{ listingCount }}',
      body: 'Hi,\n\n{{ listings }}\n\n{{ more }}',
    })
    expect(await sendNewListingsDigest(services, at(3))).toEqual({ listings: 12, queued: 1 })
    const mail = (await digestMail('buyer@example.com'))[2]!
    expect(mail.subject).toBe('Fresh on Roatan: 12')
    expect(mail.textBody.match(/^Lot \d+$/gm)).toHaveLength(10)
    expect(mail.textBody).toContain('And 2 more: http://localhost:3000/properties')
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('runs as a daily job that skips when the last e-mail went out less than a day ago', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    try {
      const runJob = async () => {
        const job = startNewListingsDigest(services)
        vi.advanceTimersByTime(60_000)
        await job.stop()
      }
      await listing('Canal Front Lot', { publishedAt: new Date(Date.now() - 3_600_000) })
      await runJob()
      expect(await digestMail('buyer@example.com')).toHaveLength(4)
      // A restart an hour later: the new listing waits for tomorrow's e-mail.
      await listing('Garden Condo', { publishedAt: new Date() })
      await runJob()
      expect(await digestMail('buyer@example.com')).toHaveLength(4)
    } finally {
      vi.useRealTimers()
    }
  })
})
