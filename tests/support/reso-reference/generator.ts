// A seeded, deterministic generator of an MLS's data in RESO Data Dictionary 2.0 terms: Property records (lookups as
// enum member names; the server renders them in its mode), their Media, OpenHouse and Office records. It carries the
// odd values real feeds and RESO's own generator have: about 22 % leases, statuses that are not public, listings the
// seller keeps off the Internet, ListingIds with spaces, odd characters or repeats, keys with a quote, lot sizes up to
// 1e12, positions at 0/0 or far away, photos listed out of order and media that are not photos (a Video without a
// URL, a virtual tour without a scheme, a floor-plan PDF), private fields, and records of another originating system.
import type { Row } from './evaluate'
import { FAR_AWAY, OFFICES, PLACES, REMARKS, STATUSES, STREETS, SUB_TYPES, TYPES } from './generator-tables'

export interface GeneratorOptions {
  seed?: number
  listings?: number
  /** Photos per listing (3 unless told). */
  photos?: number
  /** The first ModificationTimestamp; the others follow a few minutes apart. */
  start?: string
  /** Open houses are scheduled in the weeks after this time (the start unless told). */
  now?: Date
  originatingSystem?: string
  /** Share of records from another originating system, which a site filtering on its own must not list. */
  otherSystemShare?: number
}

export interface GeneratedFeed {
  properties: Row[]
  media: Row[]
  openHouses: Row[]
  offices: Row[]
}

export const DEFAULT_START = '2026-01-05T12:00:00.000Z'
export const ROATAN_SYSTEM = 'RoatanMLS'
export const OTHER_SYSTEM = 'MainlandMLS'

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const between = (low: number, high: number) => low + next() * (high - low)
  const int = (low: number, high: number) => Math.floor(between(low, high + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  /** One of the values, by weight: [[value, weight], …]. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0)
    for (const [value, weight] of items) if ((roll -= weight) < 0) return value
    return items[items.length - 1]![0]
  }
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('')
  return { next, between, int, pick, weighted, hex, chance: (share: number) => next() < share }
}

type Random = ReturnType<typeof seededRandom>

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places
const stamp = (ms: number) => new Date(ms).toISOString()

function listingId(random: Random, index: number, earlier: string[]): string | null {
  const plain = `RMLS-${20_000 + index}`
  return random.weighted<() => string | null>([
    [() => plain, 89],
    [() => `RMLS ${20_000 + index}`, 3],
    [() => ` ${20_000 + index} `, 1],
    [() => `RMLS#${20_000 + index}/B`, 1],
    [() => `${plain}-${'X'.repeat(40)}`, 1],
    [() => null, 1],
    [() => (earlier.length ? random.pick(earlier) : plain), 4],
  ])()
}

function position(random: Random, place: (typeof PLACES)[number]) {
  return random.weighted<() => [number | null, number | null]>([
    [() => [round(place.lat + random.between(-0.02, 0.02), 6), round(place.lon + random.between(-0.03, 0.03), 6)], 90],
    [() => [0, 0], 5],
    [() => [null, null], 2],
    [() => [...random.pick(FAR_AWAY)], 3],
  ])()
}

function lotSize(random: Random, type: string): [number | null, string | null] {
  if (random.chance(0.015)) return [round(random.between(1e9, 1e12), 2), 'SquareFeet']
  if (type === 'Land' || type === 'Farm') return [round(random.between(0.1, type === 'Farm' ? 400 : 12), 4), 'Acres']
  return random.weighted<() => [number | null, string | null]>([
    [() => [round(random.between(0.05, 2), 4), 'Acres'], 5],
    [() => [random.int(2_000, 40_000), 'SquareFeet'], 3],
    [() => [random.int(200, 4_000), 'SquareMeters'], 1],
    [() => [null, null], 1],
  ])()
}

function media(random: Random, key: string, photos: number, at: string): Row[] {
  const items: Row[] = []
  for (let order = 1; order <= photos; order++) {
    const png = random.chance(0.2)
    items.push({
      MediaKey: `${key}-P${order}`,
      MediaCategory: random.chance(0.9) ? 'Photo' : null,
      MediaType: png ? 'Png' : 'Jpeg',
      MediaURL: `/photos/${encodeURIComponent(key)}/${order}.${png ? 'png' : 'jpg'}`,
      Order: order,
      ShortDescription: random.pick(['Front view', 'Living room', 'Kitchen', 'Veranda', 'Beach', 'Aerial view']),
      ImageWidth: 64,
      ImageHeight: 48,
    })
  }
  let order = photos
  const extra = (category: string, type: string | null, url: string | null) =>
    items.push({
      MediaKey: `${key}-X${++order}`,
      MediaCategory: category,
      MediaType: type,
      MediaURL: url,
      Order: order,
    })
  if (random.chance(0.12)) extra('Video', 'Mp4', null)
  if (random.chance(0.12)) extra('UnbrandedVirtualTour', null, `tours.roatanmls.example/t/${encodeURIComponent(key)}`)
  if (random.chance(0.1))
    extra('BrandedVirtualTour', null, `https://tours.roatanmls.example/v/${encodeURIComponent(key)}`)
  if (random.chance(0.08))
    extra('FloorPlan', 'Pdf', `https://docs.roatanmls.example/${encodeURIComponent(key)}/plan.pdf`)
  // The MLS lists its media in no particular order: Order says which comes first.
  for (let index = items.length - 1; index > 0; index--) {
    const other = random.int(0, index)
    ;[items[index], items[other]] = [items[other]!, items[index]!]
  }
  return items.map((item) => ({
    ResourceName: 'Property',
    ResourceRecordKey: key,
    MediaModificationTimestamp: at,
    ModificationTimestamp: at,
    ...item,
  }))
}

/**
 * What powers a home, its water and sewer (issue 44), multi-valued lookups as member names; nothing for land and
 * commercial records, and for a share of homes whose MLS leaves them out. Drawn from a random of its own, so the
 * rest of the feed stays as it was for a seed.
 */
function utilities(random: Random, propertyType: unknown): Row {
  if (['Land', 'Farm', 'CommercialSale', 'CommercialLease', 'BusinessOpportunity'].includes(String(propertyType)))
    return {}
  if (random.chance(0.25)) return {}
  const some = (items: string[], share: number) => items.filter(() => random.chance(share))
  return {
    Utilities: some(['ElectricityConnected', 'WaterConnected', 'SewerConnected', 'CableAvailable'], 0.5),
    WaterSource: random.chance(0.7) ? some(['Cistern', 'Public', 'Well', 'Spring'], 0.4) : null,
    Sewer: random.chance(0.6) ? [random.pick(['SepticTank', 'PublicSewer', 'AerobicSeptic', 'None'])] : null,
    PowerProductionType: random.chance(0.3) ? ['Photovoltaics'] : null,
    Electric: random.chance(0.5)
      ? some(['Generator', 'EnergyStorageDevice', 'CircuitBreakers', 'PhotovoltaicsSellerOwned', 'Amps200OrMore'], 0.35)
      : null,
  }
}

export function generateFeed(options: GeneratorOptions = {}): GeneratedFeed {
  const random = seededRandom(options.seed ?? 40)
  const count = options.listings ?? 200
  const photos = options.photos ?? 3
  const start = Date.parse(options.start ?? DEFAULT_START)
  const now = (options.now ?? new Date(start)).getTime()
  const system = options.originatingSystem ?? ROATAN_SYSTEM
  const offices = OFFICES.map(([name, phone, email], index) => ({
    OfficeKey: `OFF-${index + 1}`,
    OfficeName: name,
    OfficePhone: phone,
    OfficeEmail: email,
    ModificationTimestamp: stamp(start),
  }))
  const feed: GeneratedFeed = { properties: [], media: [], openHouses: [], offices }
  const ids: string[] = []
  const keys = new Set<string>()
  let time = start
  for (let index = 0; index < count; index++) {
    let key = random.hex(16)
    if (random.chance(0.005)) key = `${key.slice(0, 8)}'Q`
    while (keys.has(key)) key = random.hex(16)
    keys.add(key)
    // A few records share their neighbour's timestamp, so a client must order ties by key.
    if (!random.chance(0.05)) time += random.int(1_000, 240_000)
    const modified = stamp(time)
    const type = random.weighted(TYPES)
    const lease = type === 'ResidentialLease' || type === 'CommercialLease'
    const place = random.pick(PLACES)
    const [latitude, longitude] = position(random, place)
    const [lot, lotUnits] = lotSize(random, type)
    const office = random.pick(offices)
    const dwelling = !['Land', 'Farm', 'CommercialSale', 'CommercialLease', 'BusinessOpportunity'].includes(type)
    const id = listingId(random, index, ids)
    if (id !== null) ids.push(id)
    const metres = random.chance(0.2)
    feed.properties.push({
      ListingKey: key,
      ListingId: id,
      StandardStatus: random.weighted(STATUSES),
      PropertyType: type,
      PropertySubType: random.pick(SUB_TYPES[type]!),
      ListPrice: lease
        ? random.int(9, 75) * 100
        : random.chance(0.1)
          ? round(random.int(60, 3_500) * 1000 - 0.01, 2)
          : Math.round(Math.exp(random.between(Math.log(60_000), Math.log(3_500_000))) / 500) * 500,
      BedroomsTotal: dwelling ? random.int(0, 6) : null,
      BathroomsTotalInteger: dwelling ? random.int(1, 5) : null,
      LivingArea: dwelling ? (metres ? random.int(40, 800) : random.int(400, 8_000)) : null,
      LivingAreaUnits: dwelling ? (metres ? 'SquareMeters' : 'SquareFeet') : null,
      LotSizeArea: lot,
      LotSizeUnits: lotUnits,
      Latitude: latitude,
      Longitude: longitude,
      City: place.city,
      UnparsedAddress: `${random.int(1, 400)} ${random.pick(STREETS)}, ${place.city}, Roatan`,
      PublicRemarks: `${random.pick(REMARKS)} ${random.pick(REMARKS)}`,
      ListOfficeKey: office.OfficeKey,
      ListOfficeName: office.OfficeName,
      ListOfficePhone: office.OfficePhone,
      ListOfficeEmail: office.OfficeEmail,
      ListAgentKey: `AGENT-${random.int(1, 12)}`,
      ListAgentEmail: null,
      InternetEntireListingDisplayYN: random.weighted([
        [true, 92],
        [false, 5],
        [null, 3],
      ] as const),
      InternetAddressDisplayYN: random.weighted([
        [true, 90],
        [false, 7],
        [null, 3],
      ] as const),
      OriginatingSystemName: random.chance(options.otherSystemShare ?? 0.02) ? OTHER_SYSTEM : system,
      PhotosCount: photos,
      PhotosChangeTimestamp: stamp(time - random.int(0, 86_400_000)),
      ModificationTimestamp: modified,
      PrivateRemarks: `Lockbox code ${random.int(1000, 9999)} on the side gate; seller away until May.`,
      ShowingInstructions: `Call the listing agent 24 hours ahead; alarm code ${random.int(1000, 9999)}.`,
      BuyerAgencyCompensation: `${random.pick(['2', '2.5', '3'])}%`,
      OwnerName: `${random.pick(['Ana', 'Brian', 'Carla', 'Dwight'])} ${random.pick(['Bodden', 'Ebanks', 'McNab'])}`,
    })
    feed.media.push(...media(random, key, photos, modified))
    if (random.chance(0.15)) {
      const houses = random.int(1, 2)
      for (let house = 1; house <= houses; house++) {
        const day = Math.floor(now / 86_400_000) + random.int(2, 40)
        // 10:00 to 13:00 in Roatan (UTC−6)
        const begins = day * 86_400_000 + (16 + random.int(0, 2)) * 3_600_000
        feed.openHouses.push({
          OpenHouseKey: `${key}-OH${house}`,
          ListingKey: key,
          ListingId: id,
          OpenHouseDate: stamp(begins).slice(0, 10),
          OpenHouseStartTime: stamp(begins),
          OpenHouseEndTime: stamp(begins + random.int(2, 3) * 3_600_000),
          OpenHouseStatus: random.chance(0.85) ? 'Active' : 'Canceled',
          OpenHouseType: random.pick(['Public', 'Public', 'Broker']),
          OpenHouseRemarks: random.pick(['Refreshments on the veranda.', 'Park on the road, gate is open.', '']),
          OriginatingSystemName: system,
          ModificationTimestamp: modified,
        })
      }
    }
  }
  const utilityRandom = seededRandom((options.seed ?? 40) + 7919)
  for (const record of feed.properties) Object.assign(record, utilities(utilityRandom, record.PropertyType))
  return feed
}
