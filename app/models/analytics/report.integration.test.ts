import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { aggregateCounts, contactActivities, contacts, userInteractions } from '~/db/schema'
import type { FunnelName } from '~/lib/analytics/funnels'
import { createListing } from '../../../tests/setup/factories'
import { createTestServices } from '../../../tests/setup/test-services'
import { getAnalyticsReport } from './report.server'

let services: AppServices
let close: () => Promise<void>
const listings: Record<'villa' | 'condo', number> = { villa: 0, condo: 0 }

const range = { from: '2026-03-01', to: '2026-03-07' }
const inRange = new Date('2026-03-03T12:00:00Z')
const before = new Date('2026-02-28T23:59:59Z')
const after = new Date('2026-03-08T00:00:00Z')

/** One session's events, in the order given (ids grow), all at `at`. */
async function visit(session: string, at: Date, steps: (string | [string, FunnelName])[], propertyId?: number) {
  for (const step of steps) {
    const [eventType, funnel] = typeof step === 'string' ? [step, undefined] : step
    await services.db.insert(userInteractions).values({
      sessionId: session,
      visitorId: `device-${session.slice(0, 1)}`,
      eventType,
      path: '/property/villa',
      propertyId: propertyId ?? null,
      metadata: funnel ? { funnel } : {},
      createdAt: at,
    })
  }
}

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  listings.villa = (await createListing(services.db, { title: 'Oceanfront villa', slug: 'villa' })).id
  listings.condo = (await createListing(services.db, { title: 'West Bay condo', slug: 'condo' })).id

  const inquiry = (funnel: FunnelName) =>
    [
      ['view_details', funnel],
      ['contact_click', funnel],
      ['form_start', funnel],
      ['form_submit', funnel],
      ['inquiry_success', funnel],
    ] as [string, FunnelName][]
  // Session a (device a): the whole inquiry funnel, with page and listing views.
  await visit(
    'a1',
    inRange,
    ['page_view', 'listing_view', 'view_listing', ...inquiry('property_inquiry')],
    listings.villa,
  )
  // Session a2, same device: a listing view and a contact click without the details step.
  await visit('a2', inRange, ['page_view', 'view_listing', ['contact_click', 'property_inquiry']])
  // Session b: details before the listing (out of order), then nothing more.
  await visit('b1', inRange, [['view_details', 'property_inquiry'], 'view_listing', 'listing_view'], listings.condo)
  // Session c: a tour; its form steps belong to the tour funnel only.
  await visit('c1', inRange, [
    'view_listing',
    ['request_tour_click', 'property_tour'],
    ['form_start', 'property_tour'],
    ['form_submit', 'property_tour'],
    ['tour_scheduled', 'property_tour'],
  ])
  // Session d: the guide, which has no form steps.
  await visit('d1', inRange, [
    ['view_guide_page', 'guide_download'],
    ['click_download', 'guide_download'],
    ['download_success', 'guide_download'],
  ])
  // Outside the range on both sides: a whole inquiry funnel each.
  await visit('e1', before, ['page_view', 'view_listing', ...inquiry('property_inquiry')], listings.villa)
  await visit('f1', after, ['page_view', 'view_listing', ...inquiry('property_inquiry')], listings.villa)

  await services.db.insert(aggregateCounts).values([
    { day: '2026-03-01', eventType: 'page_view', path: '/', count: 5 },
    { day: '2026-03-07', eventType: 'page_view', path: '/about', count: 2 },
    { day: '2026-03-08', eventType: 'page_view', path: '/', count: 40 },
    { day: '2026-03-02', eventType: 'listing_view', path: '/property/villa', count: 3 },
    { day: '2026-02-28', eventType: 'listing_view', path: '/property/villa', count: 30 },
    { day: '2026-03-02', eventType: 'listing_view', path: '/property/condo', count: 1 },
  ])

  const [lead] = await services.db
    .insert(contacts)
    .values([
      { email: 'ana@example.com', leadSource: 'inquiry', createdAt: inRange },
      { email: 'bo@example.com', leadSource: 'inquiry', createdAt: inRange },
      { email: 'cy@example.com', leadSource: 'signup', createdAt: inRange },
      { email: 'old@example.com', leadSource: 'website', createdAt: before },
    ])
    .returning()
  await services.db.insert(contactActivities).values([
    { contactId: lead!.id, activityType: 'inquiry', propertyId: listings.condo, createdAt: inRange },
    { contactId: lead!.id, activityType: 'inquiry', propertyId: listings.condo, createdAt: inRange },
    { contactId: lead!.id, activityType: 'inquiry', propertyId: listings.villa, createdAt: after },
  ])
})
afterAll(() => close())

describe('the Analytics report for a date range', () => {
  it('counts visitors, sessions and page views (consented and anonymous) inside the range only', async () => {
    const report = await getAnalyticsReport(services.db, range)
    // Devices a, b, c, d; sessions a1, a2, b1, c1, d1; page views 2 consented + 7 anonymous.
    expect(report.totals).toEqual({ visitors: 4, sessions: 5, pageViews: 9 })
    expect(report.pageViewsByDay).toHaveLength(7)
    expect(report.pageViewsByDay[0]).toEqual({ day: '2026-03-01', withConsent: 0, anonymous: 5 })
    expect(report.pageViewsByDay[2]).toEqual({ day: '2026-03-03', withConsent: 2, anonymous: 0 })
  })

  it('ranks listings by views (events and anonymous counts) with their inquiries', async () => {
    const { topListings } = await getAnalyticsReport(services.db, range)
    expect(topListings.map(({ title, views, inquiries }) => ({ title, views, inquiries }))).toEqual([
      { title: 'Oceanfront villa', views: 4, inquiries: 0 },
      { title: 'West Bay condo', views: 2, inquiries: 2 },
    ])
  })

  it('counts the new leads by source', async () => {
    const { leadSources } = await getAnalyticsReport(services.db, range)
    expect(leadSources).toEqual([
      { source: 'inquiry', leads: 2 },
      { source: 'signup', leads: 1 },
    ])
  })

  it('counts each funnel step by distinct sessions reaching it in order, with conversions', async () => {
    const { funnels } = await getAnalyticsReport(services.db, range)
    const counts = Object.fromEntries(funnels.map((funnel) => [funnel.name, funnel.steps.map((step) => step.sessions)]))
    expect(counts).toEqual({
      // view_listing: a1, a2, b1, c1; view_details only a1 (b1 saw details before the listing)
      property_inquiry: [4, 1, 1, 1, 1, 1],
      // no form on the guide: download_success follows click_download directly
      guide_download: [1, 1, 0, 0, 1],
      // the inquiry form steps of a1 are not tour steps
      property_tour: [4, 1, 1, 1, 1],
    })
    const inquiry = funnels.find((funnel) => funnel.name === 'property_inquiry')!
    expect(inquiry.steps.map((step) => step.conversion)).toEqual([null, 0.25, 1, 1, 1, 1])
    const guide = funnels.find((funnel) => funnel.name === 'guide_download')!
    expect(guide.steps.map((step) => step.conversion)).toEqual([null, 1, 0, 0, 1])
  })

  it('counts the ends of the inquiry funnel for every visitor as Top listings does, so the two agree (issue 43)', async () => {
    const { funnels, topListings } = await getAnalyticsReport(services.db, range)
    const inquiry = funnels.find((funnel) => funnel.name === 'property_inquiry')!
    // two inquiries in the range, neither from a tracked session; six listing views, tracked and anonymous
    expect(inquiry.steps.map((step) => step.allVisitors)).toEqual([6, null, null, null, null, 2])
    const sum = (key: 'views' | 'inquiries') => topListings.reduce((total, row) => total + row[key], 0)
    expect([sum('views'), sum('inquiries')]).toEqual([6, 2])
  })

  it('has the sessions of another range when the range moves', async () => {
    const report = await getAnalyticsReport(services.db, { from: '2026-03-08', to: '2026-03-08' })
    expect(report.totals).toEqual({ visitors: 1, sessions: 1, pageViews: 41 })
    expect(report.funnels[0]!.steps.map((step) => step.sessions)).toEqual([1, 1, 1, 1, 1, 1])
    expect(report.topListings).toEqual([expect.objectContaining({ title: 'Oceanfront villa', views: 0, inquiries: 1 })])
  })
})
