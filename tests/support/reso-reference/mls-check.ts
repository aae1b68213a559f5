// "Is the site equal to the MLS?" From the MLS's records (the reference server's snapshot) this works out, by the
// rules every part of the feed builds to (issue 40), which listings the site must show and how, then reads the site's
// database and says every difference in words. The rules are written here again on purpose: a test oracle that
// called the feed's own mapping would agree with any mistake in it.
//   status: Active → active; Pending / ActiveUnderContract → under contract; Closed → sold; anything else off market.
//   not shown at all: leases (decision 036), InternetEntireListingDisplayYN false, off-market statuses, records of
//   another originating system. Positions: none at 0/0 or outside the Bay Islands box. Photos: the photo media.
//   utilities (issue 44): power grid (Electricity Connected), solar (Photovoltaics, or photovoltaics in Electric),
//   generator, battery (Energy Storage Device); water Public → municipal, Cistern, Well and Shared Well → well, else
//   Water Connected → municipal; sewer Public Sewer → municipal, a septic kind or cesspool → septic, else Sewer
//   Connected → municipal.
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedListings, openHouses, properties } from '~/db/schema'
import { LOOKUPS, type LookupName } from './dictionary'
import type { Row } from './evaluate'
import type { MlsSnapshot } from './store'

export type Difference = {
  key: string | null
  kind:
    | 'missing'
    | 'extra'
    | 'status'
    | 'type'
    | 'price'
    | 'position'
    | 'photos'
    | 'address'
    | 'office'
    | 'virtual tour'
    | 'open houses'
    | 'private'
    | 'utilities'
  words: string
}

export interface ExpectedListing {
  key: string
  describe: string
  status: 'active' | 'under_contract' | 'sold'
  type: 'house' | 'condo' | 'land' | 'commercial'
  price: number
  position: { latitude: number; longitude: number } | null
  photos: number
  addressHidden: boolean
  office: { name: string | null; phone: string | null; email: string | null }
  virtualTours: string[]
  openHouses: string[]
  privateTexts: string[]
  utilities: { powerSources: string[]; waterSources: string[]; sewer: string | null }
}

const listOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : [])

export function siteUtilities(record: Row): ExpectedListing['utilities'] {
  const has = (field: string, ...members: string[]) => listOf(record[field]).some((item) => members.includes(item))
  const power = [
    has('Utilities', 'ElectricityConnected') && 'grid',
    (has('PowerProductionType', 'Photovoltaics') ||
      has('Electric', 'PhotovoltaicsSellerOwned', 'PhotovoltaicsThirdPartyOwned')) &&
      'solar',
    has('Electric', 'Generator') && 'generator',
    has('Electric', 'EnergyStorageDevice') && 'battery',
  ]
  const water = [
    has('WaterSource', 'Public') && 'municipal',
    has('WaterSource', 'Cistern') && 'cistern',
    has('WaterSource', 'Well', 'SharedWell') && 'well',
  ]
  const waterSources = water.filter((item): item is string => !!item)
  const septic = has('Sewer', 'SepticTank', 'AerobicSeptic', 'Cesspool')
  return {
    powerSources: power.filter((item): item is string => !!item),
    waterSources:
      waterSources.length === 0 && record.WaterSource == null && has('Utilities', 'WaterConnected')
        ? ['municipal']
        : waterSources,
    sewer: has('Sewer', 'PublicSewer')
      ? 'municipal'
      : septic
        ? 'septic'
        : record.Sewer == null && has('Utilities', 'SewerConnected')
          ? 'municipal'
          : null,
  }
}

const BOX = { south: 15.5, north: 17.0, west: -87.5, east: -85.0 }
const LEASES = ['ResidentialLease', 'CommercialLease']
const normal = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
const display = (lookup: LookupName, member: unknown) =>
  LOOKUPS[lookup].find((value) => value.member === member)?.display ?? String(member)

export function siteStatus(standardStatus: unknown) {
  switch (normal(standardStatus)) {
    case 'active':
      return 'active'
    case 'pending':
    case 'activeundercontract':
      return 'under_contract'
    case 'closed':
      return 'sold'
    default:
      return 'off_market'
  }
}

export function siteType(propertyType: unknown, subType: unknown): ExpectedListing['type'] | null {
  const type = normal(propertyType)
  if (type === 'residential')
    return ['condominium', 'apartment', 'townhouse'].includes(normal(subType)) ? 'condo' : 'house'
  if (type === 'manufacturedinpark') return 'house'
  if (type === 'land' || type === 'farm') return 'land'
  if (['commercialsale', 'businessopportunity', 'residentialincome'].includes(type)) return 'commercial'
  return null
}

export function sitePosition(latitude: unknown, longitude: unknown) {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null
  if (latitude < BOX.south || latitude > BOX.north || longitude < BOX.west || longitude > BOX.east) return null
  return { latitude, longitude }
}

function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item])
  return groups
}

const isPhoto = (media: Row) =>
  media.MediaCategory === 'Photo' || (media.MediaCategory == null && ['Jpeg', 'Png'].includes(String(media.MediaType)))

/** The listings the site must show, by ListingKey. */
export function expectedListings(mls: MlsSnapshot, originatingSystem: string): Map<string, ExpectedListing> {
  const mediaOf = groupBy(mls.media, (media) => String(media.ResourceRecordKey))
  const housesOf = groupBy(mls.openHouses, (house) => String(house.ListingKey))
  const expected = new Map<string, ExpectedListing>()
  for (const record of mls.properties) {
    const key = String(record.ListingKey)
    const status = siteStatus(record.StandardStatus)
    const type = siteType(record.PropertyType, record.PropertySubType)
    if (record.OriginatingSystemName !== originatingSystem || LEASES.includes(String(record.PropertyType))) continue
    if (record.InternetEntireListingDisplayYN === false || status === 'off_market' || type === null) continue
    const media = [...(mediaOf.get(key) ?? [])].sort((a, b) => Number(a.Order) - Number(b.Order))
    expected.set(key, {
      key,
      describe: `listing ${key} (ListingId ${JSON.stringify(record.ListingId)}, ${display('StandardStatus', record.StandardStatus)}, ${display('PropertyType', record.PropertyType)})`,
      status,
      type,
      price: Math.round(Number(record.ListPrice)),
      position: sitePosition(record.Latitude, record.Longitude),
      photos: media.filter(isPhoto).length,
      addressHidden: record.InternetAddressDisplayYN === false,
      office: {
        name: (record.ListOfficeName as string | null) ?? null,
        phone: (record.ListOfficePhone as string | null) ?? null,
        email: (record.ListOfficeEmail as string | null) ?? null,
      },
      virtualTours: media
        .filter((item) => /VirtualTour$/.test(String(item.MediaCategory)) && /^https:\/\//.test(String(item.MediaURL)))
        .map((item) => String(item.MediaURL)),
      openHouses: (housesOf.get(key) ?? [])
        .filter((house) => house.OpenHouseStatus === 'Active')
        .map((house) => String(house.OpenHouseKey))
        .sort(),
      privateTexts: [record.PrivateRemarks, record.ShowingInstructions].filter((text): text is string => !!text),
      utilities: siteUtilities(record),
    })
  }
  return expected
}

const PUBLIC = ['active', 'under_contract', 'sold']

/** Every difference between the site's public listings and what the MLS says they must be, in words. */
export async function compareSiteWithMls(
  db: Database,
  mls: MlsSnapshot,
  originatingSystem: string,
): Promise<Difference[]> {
  const expected = expectedListings(mls, originatingSystem)
  const rows = await db
    .select({ property: properties, key: feedListings.listingKey, synced: feedListings.syncedValues })
    .from(properties)
    .leftJoin(feedListings, eq(feedListings.propertyId, properties.id))
  const byKey = new Map(rows.filter((row) => row.key !== null).map((row) => [row.key!, row]))
  const feedHouses = await db
    .select({ propertyId: openHouses.propertyId, key: openHouses.openHouseKey })
    .from(openHouses)
    .where(inArray(openHouses.source, ['feed']))
  const housesOf = groupBy(feedHouses, (house) => house.propertyId)
  const differences: Difference[] = []
  const differ = (key: string | null, kind: Difference['kind'], words: string) => differences.push({ key, kind, words })

  for (const row of rows) {
    if (!PUBLIC.includes(row.property.status) || (row.key !== null && expected.has(row.key))) continue
    const record = mls.properties.find((item) => item.ListingKey === row.key)
    const why = !row.key
      ? 'it did not come from the feed'
      : !record
        ? 'the MLS no longer has it'
        : `the MLS has it as ${display('StandardStatus', record.StandardStatus)} ${display('PropertyType', record.PropertyType)}${record.InternetEntireListingDisplayYN === false ? ', not for display on the Internet' : ''}${record.OriginatingSystemName !== originatingSystem ? `, from ${String(record.OriginatingSystemName)}` : ''}`
    differ(row.key, 'extra', `The site shows ${row.property.listingId} as ${row.property.status}, but ${why}.`)
  }

  for (const listing of expected.values()) {
    const row = byKey.get(listing.key)
    const site = row?.property
    if (!site || !PUBLIC.includes(site.status)) {
      differ(
        listing.key,
        'missing',
        `${listing.describe} is not on the site${site ? ` (it is ${site.status} there)` : ''}.`,
      )
      continue
    }
    const say = (kind: Difference['kind'], what: string) => differ(listing.key, kind, `${listing.describe}: ${what}.`)
    if (site.status !== listing.status) say('status', `the site shows ${site.status}, the MLS ${listing.status}`)
    if (site.propertyType !== listing.type)
      say('type', `the site shows a ${site.propertyType}, the MLS a ${listing.type}`)
    if (site.priceUsd !== listing.price) say('price', `the site shows $${site.priceUsd}, the MLS $${listing.price}`)
    const position =
      site.latitude === null || site.longitude === null ? null : { latitude: site.latitude, longitude: site.longitude }
    const samePosition =
      position === null || listing.position === null
        ? position === listing.position
        : Math.abs(position.latitude - listing.position.latitude) < 1e-7 &&
          Math.abs(position.longitude - listing.position.longitude) < 1e-7
    // A hidden address may keep or drop its pin in the database: the page must not show it either way.
    if (!samePosition && !(listing.addressHidden && position === null))
      say('position', `the site pins ${JSON.stringify(position)}, the MLS ${JSON.stringify(listing.position)}`)
    if (site.images.length !== listing.photos)
      say('photos', `the site has ${site.images.length} photos, the MLS ${listing.photos}`)
    if (site.addressHidden !== listing.addressHidden)
      say(
        'address',
        listing.addressHidden
          ? 'the MLS does not allow its address to be shown, the site would show it'
          : 'the site hides an address the MLS allows',
      )
    const office = { name: site.listingOfficeName, phone: site.listingOfficePhone, email: site.listingOfficeEmail }
    if (JSON.stringify(office) !== JSON.stringify(listing.office))
      say('office', `the site names the office ${JSON.stringify(office)}, the MLS ${JSON.stringify(listing.office)}`)
    if (listing.virtualTours.length > 0 && !listing.virtualTours.includes(site.virtualTourUrl ?? ''))
      say(
        'virtual tour',
        `the site links ${JSON.stringify(site.virtualTourUrl)}, the MLS offers ${listing.virtualTours.join(', ')}`,
      )
    const houses = (housesOf.get(site.id) ?? []).map((house) => String(house.key)).sort()
    if (JSON.stringify(houses) !== JSON.stringify(listing.openHouses))
      say(
        'open houses',
        `the site has open houses ${JSON.stringify(houses)}, the MLS ${JSON.stringify(listing.openHouses)}`,
      )
    const utilities = { powerSources: site.powerSources, waterSources: site.waterSources, sewer: site.sewer }
    if (JSON.stringify(utilities) !== JSON.stringify(listing.utilities))
      say('utilities', `the site has ${JSON.stringify(utilities)}, the MLS ${JSON.stringify(listing.utilities)}`)
    const stored = JSON.stringify([site, row.synced])
    if (listing.privateTexts.some((text) => stored.includes(text)))
      say('private', 'the site stored private remarks or showing instructions')
  }
  return differences
}

/** The differences as a few lines: how many of each kind, each one, and what the run refused (for context). */
export function describeDifferences(
  differences: Difference[],
  refused: { key: string | null; message: string }[] = [],
): string {
  if (differences.length === 0) return 'The site is equal to the MLS.'
  const counts = groupBy(differences, (difference) => difference.kind)
  const summary = [...counts].map(([kind, items]) => `${kind}: ${items.length}`).join(', ')
  return [
    `${differences.length} differences (${summary}):`,
    ...differences.map((difference) => `- ${difference.words}`),
    ...(refused.length ? [`The run refused ${refused.length} records:`] : []),
    ...refused.map((error) => `- ${error.key}: ${error.message}`),
  ].join('\n')
}
