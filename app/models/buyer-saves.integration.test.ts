// Favourites and saved searches (issue 15) through the handlers the router calls, with a real buyer session: what
// is stored, what a lead's timeline shows, and that bad input is a 4xx that stores nothing.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contactActivities, contacts, favourites, propertyEvents, properties, savedSearches, users } from '~/db/schema'
import { action as favouritesAction } from '~/routes/api/favourites'
import { action as myAccountAction } from '~/routes/account/my-account'
import { action as propertiesAction } from '~/routes/public/properties'
import { createListing } from '../../tests/setup/factories'
import { createTestServices, routerContext, signIn } from '../../tests/setup/test-services'
import { getPreferences, grantConsent } from './marketing-consent.server'
import { MAX_SAVED_SEARCHES } from './saved-searches.server'

let services: AppServices
let close: () => Promise<void>
let cookie: string
let otherCookie: string
let userId: string
let leadId: string
const ids: number[] = []

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  cookie = await signIn(services, 'buyer@example.com')
  otherCookie = await signIn(services, 'other@example.com')
  const [user] = await services.db.select().from(users).where(eq(users.email, 'buyer@example.com'))
  userId = user!.id
  const [lead] = await services.db
    .insert(contacts)
    .values({ email: 'buyer@example.com', userId, firstName: 'Bea' })
    .onConflictDoUpdate({ target: contacts.userId, set: { firstName: 'Bea' } })
    .returning()
  leadId = lead!.id
  for (const status of ['active', 'active', 'draft']) ids.push((await createListing(services.db, { status })).id)
})
afterAll(() => close())

async function post(
  handler: (args: never) => unknown,
  path: string,
  form: Record<string, string>,
  as: string | null = cookie,
) {
  const url = new URL(`http://localhost:3000${path}`)
  const request = new Request(url, {
    method: 'POST',
    headers: as ? { cookie: as } : {},
    body: new URLSearchParams(form),
  })
  const result = (await handler({
    request,
    url,
    context: routerContext(services),
    params: {},
    pattern: '',
    unstable_pattern: '',
  } as never)) as { data: unknown; init: ResponseInit | null } | Response
  if (result instanceof Response) return { status: result.status, body: null as never }
  return { status: result.init?.status ?? 200, body: result.data as Record<string, never> }
}

const savedIds = async () =>
  (await services.db.select().from(favourites).where(eq(favourites.userId, userId))).map((row) => row.propertyId).sort()

describe('favourites', () => {
  it('saves a listing once, with a "saved a listing" activity on the lead, and removes it', async () => {
    expect(
      (await post(favouritesAction, '/api/favourites', { intent: 'add', propertyId: String(ids[0]) })).status,
    ).toBe(200)
    expect(
      (await post(favouritesAction, '/api/favourites', { intent: 'add', propertyId: String(ids[0]) })).status,
    ).toBe(200)
    expect(await savedIds()).toEqual([ids[0]])
    const activities = await services.db.select().from(contactActivities).where(eq(contactActivities.contactId, leadId))
    expect(activities.filter((row) => row.activityType === 'saved_listing')).toHaveLength(1)
    await post(favouritesAction, '/api/favourites', { intent: 'remove', propertyId: String(ids[0]) })
    expect(await savedIds()).toEqual([])
  })

  it('merges the browser list at sign-in without duplicates, dropping listings no longer public', async () => {
    await post(favouritesAction, '/api/favourites', { intent: 'add', propertyId: String(ids[1]) })
    const merged = await post(favouritesAction, '/api/favourites', {
      intent: 'merge',
      propertyIds: [ids[0], ids[1], ids[2], 999_999].join(','),
    })
    expect(merged).toMatchObject({ status: 200, body: { ok: true, added: 1 } })
    expect(await savedIds()).toEqual([ids[0], ids[1]])
  })

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const before = await savedIds()
    const cases: [Record<string, string>, string | null, number][] = [
      [{ intent: 'add', propertyId: '999999' }, cookie, 404],
      [{ intent: 'add', propertyId: String(ids[2]) }, cookie, 404], // a draft
      [{ intent: 'add', propertyId: 'abc' }, cookie, 400],
      [{ intent: 'add', propertyId: '-1' }, cookie, 400],
      [{ intent: 'explode', propertyId: String(ids[0]) }, cookie, 400],
      [{ intent: 'merge', propertyIds: '1,x' }, cookie, 400],
      [{ intent: 'merge', propertyIds: Array.from({ length: 501 }, (_, n) => n + 1).join(',') }, cookie, 400],
      [{ intent: 'add', propertyId: String(ids[0]) }, null, 401],
    ]
    for (const [form, as, status] of cases)
      expect((await post(favouritesAction, '/api/favourites', form, as)).status, JSON.stringify(form)).toBe(status)
    expect(await savedIds()).toEqual(before)
  })
})

describe('saved searches', () => {
  const save = (form: Record<string, string>, as: string | null = cookie) =>
    post(propertiesAction, `/properties?${form.query ?? ''}`, { name: 'Condos', frequency: 'daily', ...form }, as)
  const mine = () => services.db.select().from(savedSearches).where(eq(savedSearches.userId, userId))

  it('stores the canonical filters with a name, from the newest listing event on, and tells the lead', async () => {
    const answer = await save({ query: 'type=condo&minPrice=250k&view=map&page=3', name: 'West condos' })
    expect(answer).toMatchObject({ status: 200, body: { saveSearch: { ok: true } } })
    const [stored] = await mine()
    expect(stored).toMatchObject({ name: 'West condos', query: 'type=condo&minPrice=250000', frequency: 'daily' })
    const events = await services.db.select({ id: propertyEvents.id }).from(propertyEvents)
    const newest = Math.max(0, ...events.map((event) => event.id))
    expect(stored!.checkedThrough).toBe(newest)
    const activities = await services.db.select().from(contactActivities).where(eq(contactActivities.contactId, leadId))
    expect(activities.find((row) => row.activityType === 'saved_search')?.metadata).toMatchObject({
      name: 'West condos',
    })
  })

  it('refuses forged filters, duplicates, a missing name and anonymous visitors, storing nothing', async () => {
    const before = (await mine()).length
    const cases: [Record<string, string>, string | null, number][] = [
      [{ query: 'type=castle' }, cookie, 400],
      [{ query: 'minPrice=lots' }, cookie, 400],
      [{ query: 'area=atlantis' }, cookie, 400],
      [{ query: 'colour=blue' }, cookie, 400],
      [{ query: 'status=stolen' }, cookie, 400],
      [{ query: 'beds=3', frequency: 'hourly' }, cookie, 400],
      [{ query: 'beds=3', name: '   ' }, cookie, 400],
      [{ query: 'beds=3', name: 'x'.repeat(81) }, cookie, 400],
      [{ query: 'type=condo&minPrice=250000' }, cookie, 409],
      [{ query: 'beds=3' }, null, 401],
    ]
    for (const [form, as, status] of cases) expect((await save(form, as)).status, JSON.stringify(form)).toBe(status)
    expect((await mine()).length).toBe(before)
  })

  it(`keeps at most ${MAX_SAVED_SEARCHES} per buyer`, async () => {
    for (let beds = (await mine()).length; beds < MAX_SAVED_SEARCHES; beds++)
      expect((await save({ query: `minPrice=${(beds + 1) * 1000}&type=land` })).status).toBe(200)
    expect((await save({ query: 'type=house' })).status).toBe(409)
    expect((await mine()).length).toBe(MAX_SAVED_SEARCHES)
  })

  it('renames, changes frequency and deletes only the buyer’s own searches', async () => {
    const [first] = await mine()
    const edit = (form: Record<string, string>, as = cookie) => post(myAccountAction, '/my-account', form, as)
    expect((await edit({ intent: 'rename-search', id: first!.id, name: 'Renamed' })).status).toBe(200)
    expect((await edit({ intent: 'search-frequency', id: first!.id, frequency: 'instant' })).status).toBe(200)
    expect((await edit({ intent: 'search-frequency', id: first!.id, frequency: 'hourly' })).status).toBe(400)
    expect((await edit({ intent: 'rename-search', id: first!.id, name: 'Theirs' }, otherCookie)).status).toBe(404)
    expect((await edit({ intent: 'delete-search', id: first!.id }, otherCookie)).status).toBe(404)
    expect((await edit({ intent: 'delete-search', id: 'not-an-id' })).status).toBe(404)
    const [after] = await services.db.select().from(savedSearches).where(eq(savedSearches.id, first!.id))
    expect(after).toMatchObject({ name: 'Renamed', frequency: 'instant' })
    expect((await edit({ intent: 'delete-search', id: first!.id })).status).toBe(200)
    expect(await services.db.select().from(savedSearches).where(eq(savedSearches.id, first!.id))).toEqual([])
  })

  it('adds New Property Listings to the buyer’s consent when they tick the inline offer, keeping their other choices', async () => {
    await grantConsent(services, {
      email: 'other@example.com',
      consentTypes: ['newsletter'],
      detectedRegion: 'OTHER',
      addressProven: true,
    })
    expect((await save({ query: 'type=house', consent: 'on' }, otherCookie)).status).toBe(200)
    const preferences = await getPreferences(services.db, 'other@example.com')
    const active = preferences.subscription_preferences.filter((type) => type.status === 'active')
    expect(active.map((type) => type.subscription_type).sort()).toEqual(['newsletter', 'property_updates'])
  })
})

describe('listing events', () => {
  it('records what buyers hear about from any write: listed, price drop, under contract, sold, back on market', async () => {
    const row = await createListing(services.db, { status: 'draft', priceUsd: 100 })
    const set = (values: Partial<typeof properties.$inferInsert>) =>
      services.db.update(properties).set(values).where(eq(properties.id, row.id))
    await set({ priceUsd: 90 }) // a draft's price: nobody hears of it
    await set({ status: 'active' })
    await set({ priceUsd: 80 })
    await set({ priceUsd: 85 }) // a rise is no news
    await set({ status: 'under_contract' })
    await set({ status: 'active' })
    await set({ status: 'sold' })
    const events = await services.db.select().from(propertyEvents).where(eq(propertyEvents.propertyId, row.id))
    expect(events.map((event) => [event.kind, event.oldPriceUsd, event.newPriceUsd])).toEqual([
      ['listed', null, 90],
      ['price_drop', 90, 80],
      ['under_contract', null, 85],
      ['back_on_market', null, 85],
      ['sold', null, 85],
    ])
  })
})
