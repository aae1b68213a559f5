import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contacts, userInteractions, users } from '~/db/schema'
import { createListing } from '../../../tests/setup/factories'
import { createTestServices } from '../../../tests/setup/test-services'
import { getContactProfile } from '../contact-profile.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

describe('property views on a contact’s timeline', () => {
  it('shows the listings the contact’s user viewed with tracking consent, and nobody else’s', async () => {
    const listing = await createListing(services.db, { title: 'Oceanfront villa', slug: 'villa' })
    await services.db.insert(users).values([
      { id: 'ana', email: 'ana@example.com' },
      { id: 'bo', email: 'bo@example.com' },
    ])
    const [lead] = await services.db
      .insert(contacts)
      .values({ userId: 'ana', email: 'ana@example.com', firstName: 'Ana' })
      .returning()
    const view = (userId: string, eventType: string, channel?: string) => ({
      sessionId: `session-${userId}`,
      userId,
      eventType,
      path: '/property/villa',
      propertyId: listing.id,
      metadata: channel ? { channel, funnel: 'property_inquiry' } : {},
    })
    await services.db
      .insert(userInteractions)
      .values([
        view('ana', 'listing_view'),
        view('ana', 'view_listing'),
        view('bo', 'listing_view'),
        view('ana', 'contact_click', 'whatsapp'),
        view('ana', 'contact_click', 'tel'),
        view('bo', 'contact_click', 'whatsapp'),
      ])

    const profile = await getContactProfile(services.db, lead!.id)
    const views = profile!.timeline.filter((entry) => entry.kind === 'property_view')
    expect(views.map(({ title, by }) => ({ title, by }))).toEqual([{ title: 'Viewed Oceanfront villa', by: 'Ana' }])
    // issue 16: a WhatsApp conversation started from the listing is on the timeline too (phone calls are not)
    const whatsapp = profile!.timeline.filter((entry) => entry.kind === 'whatsapp')
    expect(whatsapp.map(({ title, property }) => ({ title, property }))).toEqual([
      { title: 'Opened WhatsApp to message the agent', property: { title: 'Oceanfront villa', slug: 'villa' } },
    ])
  })
})
