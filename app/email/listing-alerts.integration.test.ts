// The listing-alert job (issue 15) on a real database: one e-mail per buyer per run with every match, never the same
// listing twice for a search, consent first, daily searches when due, the one-click unsubscribe stopping that
// e-mail's alerts only, and one run at a time.
import { and, desc, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import {
  alertRuns,
  appSettings,
  contacts,
  emailOutbox,
  favourites,
  properties,
  savedSearches,
  users,
} from '~/db/schema'
import { getPreferences, grantConsent } from '~/models/marketing-consent.server'
import { action as stopAction } from '~/routes/account/alerts-stop'
import { createArea, createListing } from '../../tests/setup/factories'
import { createTestServices, routerContext } from '../../tests/setup/test-services'
import { runListingAlerts } from './listing-alerts.server'

let services: AppServices
let close: () => Promise<void>
let westEnd: number
const buyer = { id: 'buyer-a', email: 'alice@example.com' }
const euBuyer = { id: 'buyer-b', email: 'berta@example.eu' }
let favourite: number

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  const { db } = services
  westEnd = (await createArea(db, { slug: 'west-end', name: 'West End' })).id
  for (const person of [buyer, euBuyer])
    await db.insert(users).values({ ...person, name: '', firstName: person === buyer ? 'Alice' : null })
  await grantConsent(services, {
    email: buyer.email,
    consentTypes: ['property_updates'],
    detectedRegion: 'OTHER',
    addressProven: true,
  })
  favourite = await listing({ title: 'Harbour Cottage', priceUsd: 400_000, propertyType: 'house' })
  await db
    .insert(favourites)
    .values({ userId: buyer.id, propertyId: favourite, createdAt: new Date(Date.now() - 60_000) })
  for (const [userId, query, name] of [
    [buyer.id, 'area=west-end&type=condo', 'West End condos'],
    [buyer.id, 'type=land', 'Any land'],
    [euBuyer.id, 'type=condo', 'Condos'],
  ] as const)
    await db.insert(savedSearches).values({ userId, query, name, frequency: 'instant', checkedThrough: 0 })
  await runListingAlerts(services) // what existed before is not news
})
afterAll(() => close())

/** A West End condo of $250,000 with 2 beds and 2 baths, unless `values` say otherwise. */
async function listing(values: Partial<typeof properties.$inferInsert> = {}) {
  const condo = { propertyType: 'condo', priceUsd: 250_000, bedrooms: 2, bathrooms: 2, areaId: westEnd }
  return (await createListing(services.db, { ...condo, ...values })).id
}

const alertsTo = (email: string) =>
  services.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.templateType, 'marketing_property_updates')))
    .orderBy(desc(emailOutbox.createdAt))

describe('listing alerts', () => {
  it('gathers a new match and a saved listing’s price cut into one e-mail, with cards and stop links', async () => {
    await listing({ title: 'Sunset Condo', images: ['https://images.example/sunset.jpg'] })
    await listing({ title: 'Hillside House', propertyType: 'house' }) // matches no search
    await services.db.update(properties).set({ priceUsd: 380_000 }).where(eq(properties.id, favourite))
    const result = await runListingAlerts(services)
    expect(result).toMatchObject({ ran: true, emails: 1 })
    const [mail, ...more] = await alertsTo(buyer.email)
    expect(more).toEqual([])
    expect(mail!.subject).toBe('Your listing alerts: 2 listings')
    expect(mail!.textBody).toContain('Hello Alice,')
    expect(mail!.textBody).toContain('1 new listing for “West End condos”')
    expect(mail!.textBody).toContain(
      'Sunset Condo\n$250,000 · 2 beds · 2 baths · West End\nhttp://localhost:3000/property/',
    )
    expect(mail!.textBody).toContain('Price cut from $400,000 to $380,000\nHarbour Cottage')
    expect(mail!.textBody).not.toContain('Hillside House')
    expect(mail!.htmlBody).toContain('<img src="https://images.example/sunset.jpg"')
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/alerts\/stop\?token=alerts\./)
    // no consent, no e-mail (SPEC §7 validate_send)
    expect(await alertsTo(euBuyer.email)).toEqual([])
  })

  it('never sends the same listing twice for a search, nor anything when nothing happened', async () => {
    const runs = async () => (await services.db.select().from(alertRuns)).length
    const before = await runs()
    expect(await runListingAlerts(services)).toMatchObject({ emails: 0 })
    expect(await runs()).toBe(before) // an idle minute leaves no row
    const [sunset] = await services.db.select().from(properties).where(eq(properties.title, 'Sunset Condo'))
    const set = (status: string) => services.db.update(properties).set({ status }).where(eq(properties.id, sunset!.id))
    await set('under_contract')
    await set('active') // back on the market: known to this search already
    expect(await runListingAlerts(services)).toMatchObject({ emails: 0 })
  })

  it('makes one e-mail of a 500-listing import, ten cards and a link to the rest', async () => {
    const before = (await alertsTo(buyer.email)).length
    await services.db.insert(properties).values(
      Array.from({ length: 500 }, (_, index) => ({
        slug: `imported-${index}`,
        listingId: `IM-${index}`,
        title: `Imported Condo ${index}`,
        status: 'active',
        propertyType: 'condo',
        priceUsd: 200_000 + index,
        areaId: westEnd,
      })),
    )
    expect(await runListingAlerts(services)).toMatchObject({ emails: 1 })
    const mails = await alertsTo(buyer.email)
    expect(mails).toHaveLength(before + 1)
    expect(mails[0]!.subject).toBe('500 new listings for “West End condos”')
    expect(mails[0]!.textBody.match(/Imported Condo/g)).toHaveLength(10)
    expect(mails[0]!.textBody).toContain('And 490 more: http://localhost:3000/properties?area=west-end&type=condo')
  })

  it('sends to a buyer once they consent, and not what came before', async () => {
    await grantConsent(services, {
      email: euBuyer.email,
      consentTypes: ['property_updates'],
      detectedRegion: 'EU',
      addressProven: true,
    })
    await listing({ title: 'After Consent Condo' })
    await runListingAlerts(services)
    const [mail, ...rest] = await alertsTo(euBuyer.email)
    expect(rest).toEqual([])
    expect(mail!.textBody).toContain('After Consent Condo')
    expect(mail!.textBody).not.toContain('Sunset Condo')
  })

  it('sends a daily search once a day, with what came meanwhile', async () => {
    const [land] = await services.db
      .update(savedSearches)
      .set({ frequency: 'daily' })
      .where(eq(savedSearches.name, 'Any land'))
      .returning()
    await listing({ title: 'Beach Lot', propertyType: 'land' })
    await runListingAlerts(services) // due: it had never run
    await listing({ title: 'Hill Lot', propertyType: 'land' })
    await runListingAlerts(services)
    expect((await alertsTo(buyer.email))[0]!.textBody).not.toContain('Hill Lot')
    const tomorrow = new Date(Date.now() + 25 * 60 * 60_000)
    await runListingAlerts(services, tomorrow)
    const [mail] = await alertsTo(buyer.email)
    expect(mail!.textBody).toContain('Hill Lot')
    const [after] = await services.db.select().from(savedSearches).where(eq(savedSearches.id, land!.id))
    expect(after!.nextRunAt.getTime()).toBeGreaterThan(tomorrow.getTime() + 23 * 60 * 60_000)
  })

  it('the one-click unsubscribe stops the alerts of that e-mail only, and consent stays', async () => {
    await listing({ title: 'One More Condo' })
    await services.db.update(properties).set({ priceUsd: 350_000 }).where(eq(properties.id, favourite))
    await runListingAlerts(services)
    const [mail] = await alertsTo(buyer.email)
    const target = new URL(/^<([^>]+)>/.exec(mail!.headers['List-Unsubscribe']!)![1]!)
    const request = new Request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    await stopAction({ request, url: target, context: routerContext(services), params: {} } as never)
    const searches = await services.db.select().from(savedSearches).where(eq(savedSearches.userId, buyer.id))
    expect(Object.fromEntries(searches.map((search) => [search.name, search.frequency]))).toEqual({
      'West End condos': 'off',
      'Any land': 'daily',
    })
    expect((await getPreferences(services.db, buyer.email)).consent_status).toBe('active')
    await services.db.update(properties).set({ priceUsd: 340_000 }).where(eq(properties.id, favourite))
    await listing({ title: 'Silent Condo' })
    expect(await runListingAlerts(services)).toMatchObject({ emails: 1 }) // the EU buyer's condo search only
    expect((await alertsTo(buyer.email))[0]!.id).toBe(mail!.id)
  })

  it('runs in one process at a time', async () => {
    await services.db
      .update(appSettings)
      .set({ value: { until: new Date(Date.now() + 60_000).toISOString() } })
      .where(like(appSettings.key, 'listing_alerts:%'))
    expect(await runListingAlerts(services)).toMatchObject({ ran: false })
    await services.db
      .update(appSettings)
      .set({ value: { until: new Date(0).toISOString() } })
      .where(like(appSettings.key, 'listing_alerts:%'))
    expect(await runListingAlerts(services)).toMatchObject({ ran: true })
  })

  it('writes to a buyer who uses the Spanish site in Spanish, with links to the Spanish pages (issue 16)', async () => {
    await services.db.insert(contacts).values({ userId: euBuyer.id, email: euBuyer.email, locale: 'es' })
    await listing({ title: 'Reef Condo', titleEs: 'Condominio frente al arrecife' })
    expect(await runListingAlerts(services)).toMatchObject({ emails: 1 })
    const [mail] = await alertsTo(euBuyer.email)
    expect(mail!.subject).toBe('1 propiedad nueva para “Condos”')
    expect(mail!.textBody).toContain('Hola:')
    expect(mail!.textBody).toContain(
      'Condominio frente al arrecife\n$250,000 · 2 habitaciones · 2 baños · West End\nhttp://localhost:3000/es/property/',
    )
    expect(mail!.textBody).toContain('http://localhost:3000/es/my-account#alerts')
    expect(mail!.htmlBody).toContain('<html lang="es">')
  })
})
