// Issue 40, "real parts to test against": the feed replicates a standards-compliant RESO Web API server (our
// reference server, tests/support/reso-reference) in one run, in both lookup modes (display strings with a Lookup
// resource; Edm.EnumType members), with generated data as odd as real feeds: leases, statuses that are not public,
// listings the seller keeps off the Internet, unusable and repeated ListingIds, 0/0 positions, huge lots, photos out of
// order, media that are not photos, open houses. Then the MLS changes (status, price, a lease, a removal, an open house
// cancelled) and a second run leaves the site equal to it again: every public listing with the MLS's status, price,
// position, photos and utilities, nothing extra.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { feedListings, properties } from '~/db/schema'
import type { EnumMode } from '../../tests/support/reso-reference/dictionary'
import { ROATAN_SYSTEM } from '../../tests/support/reso-reference/generator'
import { compareSiteWithMls, describeDifferences, siteStatus } from '../../tests/support/reso-reference/mls-check'
import { startReferenceServer, type ReferenceServer } from '../../tests/support/reso-reference/server'
import { connectSite, runFeedOnce } from '../../tests/support/reso-reference/site'
import { createTestServices } from '../../tests/setup/test-services'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function start(mode: EnumMode) {
  const created = await createTestServices()
  cleanups.push(created.close)
  const server = await startReferenceServer({ mode, generate: { seed: 40, listings: 200, photos: 2, now: new Date() } })
  cleanups.push(server.close)
  await connectSite(created.services, server)
  return { services: created.services, server }
}

/** The MLS edits a record over its Web API, as a vendor's own tools do. */
async function send(server: ReferenceServer, method: 'PATCH' | 'DELETE', path: string, body?: object) {
  const response = await fetch(`${server.endpointUrl}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}`).toBe(204)
}

const entity = (resource: string, key: string) => `${resource}('${encodeURIComponent(key.replace(/'/g, "''"))}')`

/** Listings the MLS shows on the Internet, of our originating system and for sale (not leases). */
function forSale(server: ReferenceServer) {
  return server
    .snapshot()
    .properties.filter(
      (record) =>
        record.OriginatingSystemName === ROATAN_SYSTEM &&
        record.InternetEntireListingDisplayYN !== false &&
        !String(record.PropertyType).endsWith('Lease'),
    )
}

describe.each(['string', 'enum'] as const)('against the RESO reference server in %s mode', (mode) => {
  it('leaves the site equal to the MLS in one run, and again after the MLS changes', async () => {
    const { services, server } = await start(mode)
    const first = await runFeedOnce(services)
    expect(first.run).toMatchObject({ status: 'succeeded', error: null, holdReason: null })
    const mls = () => server.snapshot()
    const equalToMls = async (errors: { key: string | null; message: string }[]) =>
      describeDifferences(await compareSiteWithMls(services.db, mls(), ROATAN_SYSTEM), errors)
    expect(await equalToMls(first.errors)).toBe('The site is equal to the MLS.')

    const active = forSale(server).filter((record) => siteStatus(record.StandardStatus) === 'active')
    const [underContract, repriced, withdrawn, hidden, leased, removed] = active
    const value = (member: string, display: string) => (mode === 'enum' ? member : display)
    await send(server, 'PATCH', entity('Property', String(underContract!.ListingKey)), {
      StandardStatus: value('ActiveUnderContract', 'Active Under Contract'),
    })
    await send(server, 'PATCH', entity('Property', String(repriced!.ListingKey)), { ListPrice: 123_456 })
    await send(server, 'PATCH', entity('Property', String(withdrawn!.ListingKey)), { StandardStatus: 'Withdrawn' })
    await send(server, 'PATCH', entity('Property', String(hidden!.ListingKey)), {
      InternetEntireListingDisplayYN: false,
    })
    await send(server, 'PATCH', entity('Property', String(leased!.ListingKey)), {
      PropertyType: value('ResidentialLease', 'Residential Lease'),
      ListPrice: 2_800,
    })
    await send(server, 'DELETE', entity('Property', String(removed!.ListingKey)))
    // An open house cancelled: its own timestamp moves, its listing's does not.
    const house = mls().openHouses.find(
      (item) => item.OpenHouseStatus === 'Active' && active.some((record) => record.ListingKey === item.ListingKey),
    )
    expect(house).toBeDefined()
    await send(server, 'PATCH', entity('OpenHouse', String(house!.OpenHouseKey)), { OpenHouseStatus: 'Canceled' })

    const second = await runFeedOnce(services)
    expect(second.run).toMatchObject({ status: 'succeeded', error: null, holdReason: null })
    expect(await equalToMls(second.errors)).toBe('The site is equal to the MLS.')

    // The comparison is not blind: a price the site got wrong is one difference, named.
    const [link] = await services.db
      .select({ propertyId: feedListings.propertyId })
      .from(feedListings)
      .where(eq(feedListings.listingKey, String(repriced!.ListingKey)))
    await services.db.update(properties).set({ priceUsd: 123_457 }).where(eq(properties.id, link!.propertyId))
    // … and so is a generator the MLS states that the site lost (issue 44: utilities).
    const powered = forSale(server).find(
      (record) =>
        record.ListingKey !== repriced!.ListingKey &&
        siteStatus(record.StandardStatus) !== 'off_market' &&
        Array.isArray(record.Electric) &&
        record.Electric.includes('Generator'),
    )!
    const [poweredLink] = await services.db
      .select({ propertyId: feedListings.propertyId })
      .from(feedListings)
      .where(eq(feedListings.listingKey, String(powered.ListingKey)))
    await services.db.update(properties).set({ powerSources: [] }).where(eq(properties.id, poweredLink!.propertyId))
    const differences = await compareSiteWithMls(services.db, mls(), ROATAN_SYSTEM)
    expect(differences).toHaveLength(2)
    expect(differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: repriced!.ListingKey, kind: 'price' }),
        expect.objectContaining({ key: powered.ListingKey, kind: 'utilities' }),
      ]),
    )
  }, 120_000)
})
