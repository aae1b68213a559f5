// The generator: the same data for the same seed, and the odd values real feeds carry, in about the shares we say.
import { describe, expect, it } from 'vitest'
import { LOOKUPS, RESOURCES, fieldOf, type ResourceName } from './dictionary'
import { OTHER_SYSTEM, ROATAN_SYSTEM, generateFeed, seededRandom } from './generator'
import { expectedListings, siteStatus } from './mls-check'

const feed = generateFeed({ seed: 7, listings: 2000, photos: 3 })
const share = (count: number) => count / feed.properties.length

describe('the generator', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateFeed({ seed: 7, listings: 50 })).toEqual(generateFeed({ seed: 7, listings: 50 }))
    expect(generateFeed({ seed: 8, listings: 50 }).properties[0]).not.toEqual(
      generateFeed({ seed: 7, listings: 50 }).properties[0],
    )
    const random = seededRandom(1)
    expect([random.next(), random.next()]).toEqual([expect.any(Number), expect.any(Number)])
  })

  it('writes only Data Dictionary fields, lookups as members of their lookup', () => {
    const problems: string[] = []
    const check = (resource: ResourceName, rows: Record<string, unknown>[]) => {
      for (const row of rows)
        for (const [name, value] of Object.entries(row)) {
          const field = fieldOf(resource, name)
          if (!field) problems.push(`${resource}.${name} is not a field`)
          else if (typeof field.type === 'object' && value !== null) {
            const members = LOOKUPS[field.type.lookup].map((entry) => entry.member)
            const values = field.type.collection && Array.isArray(value) ? value : [value]
            for (const one of values)
              if (!members.includes(String(one))) problems.push(`${resource}.${name} = ${String(one)}`)
          }
        }
    }
    check('Property', feed.properties)
    check('Media', feed.media)
    check('OpenHouse', feed.openHouses)
    check('Office', feed.offices)
    expect(problems).toEqual([])
    expect(new Set(feed.properties.map((row) => row[RESOURCES.Property.key])).size).toBe(2000)
  })

  it('has about 22 % leases, statuses that are not public and listings kept off the Internet', () => {
    const leases = feed.properties.filter((row) => String(row.PropertyType).endsWith('Lease'))
    expect(share(leases.length)).toBeGreaterThan(0.18)
    expect(share(leases.length)).toBeLessThan(0.26)
    expect(leases.every((row) => Number(row.ListPrice) < 10_000)).toBe(true)
    const statuses = new Set(feed.properties.map((row) => siteStatus(row.StandardStatus)))
    expect([...statuses].sort()).toEqual(['active', 'off_market', 'sold', 'under_contract'])
    for (const type of ['CommercialSale', 'ManufacturedInPark', 'BusinessOpportunity', 'Farm', 'ResidentialIncome'])
      expect(feed.properties.some((row) => row.PropertyType === type)).toBe(true)
    expect(feed.properties.some((row) => row.InternetEntireListingDisplayYN === false)).toBe(true)
    expect(feed.properties.some((row) => row.InternetAddressDisplayYN === false)).toBe(true)
    expect(feed.properties.some((row) => row.OriginatingSystemName === OTHER_SYSTEM)).toBe(true)
    // Most of it is for the site: well over a third of the records are public listings of our system.
    expect(expectedListings(feed, ROATAN_SYSTEM).size).toBeGreaterThan(700)
  })

  it('has ListingIds with spaces, odd characters, too long, missing and repeated, and keys with a quote', () => {
    const ids = feed.properties.map((row) => row.ListingId)
    expect(ids.some((id) => typeof id === 'string' && / /.test(id.trim()))).toBe(true)
    expect(ids.some((id) => typeof id === 'string' && id !== id.trim())).toBe(true)
    expect(ids.some((id) => typeof id === 'string' && /[#/]/.test(id))).toBe(true)
    expect(ids.some((id) => typeof id === 'string' && id.length > 40)).toBe(true)
    expect(ids).toContain(null)
    expect(new Set(ids).size).toBeLessThan(ids.length - 50)
    expect(feed.properties.some((row) => String(row.ListingKey).includes("'"))).toBe(true)
  })

  it('has huge lots, unknown and far-away positions, and equal timestamps', () => {
    expect(Math.max(...feed.properties.map((row) => Number(row.LotSizeArea ?? 0)))).toBeGreaterThan(1e11)
    expect(feed.properties.some((row) => row.Latitude === 0 && row.Longitude === 0)).toBe(true)
    expect(feed.properties.some((row) => Number(row.Latitude) > 20)).toBe(true)
    const onRoatan = feed.properties.filter(
      (row) =>
        Number(row.Latitude) > 16.2 &&
        Number(row.Latitude) < 16.5 &&
        Number(row.Longitude) > -86.7 &&
        Number(row.Longitude) < -86.2,
    )
    expect(share(onRoatan.length)).toBeGreaterThan(0.6)
    const stamps = feed.properties.map((row) => row.ModificationTimestamp)
    expect(new Set(stamps).size).toBeLessThan(stamps.length)
    expect([...stamps].sort()).toEqual(stamps)
    // Keys do not follow the timestamps: paging by key and by time differ.
    const keys = feed.properties.map((row) => String(row.ListingKey))
    expect([...keys].sort()).not.toEqual(keys)
  })

  it('gives every listing its photos, out of order, and media that are not photos', () => {
    const first = feed.media.filter((media) => media.ResourceRecordKey === feed.properties[0]!.ListingKey)
    expect(first.filter((media) => String(media.MediaKey).includes('-P'))).toHaveLength(3)
    const orders = feed.media.map((media) => Number(media.Order))
    expect(
      orders.some(
        (order, index) =>
          index > 0 &&
          order < orders[index - 1]! &&
          feed.media[index - 1]!.ResourceRecordKey === feed.media[index]!.ResourceRecordKey,
      ),
    ).toBe(true)
    expect(feed.media.some((media) => media.MediaCategory === 'Video' && media.MediaURL === null)).toBe(true)
    expect(
      feed.media.some(
        (media) => media.MediaCategory === 'UnbrandedVirtualTour' && !/^\w+:/.test(String(media.MediaURL)),
      ),
    ).toBe(true)
    expect(feed.media.some((media) => media.MediaCategory === null && media.MediaType === 'Jpeg')).toBe(true)
    expect(feed.media.filter((media) => String(media.MediaURL).startsWith('/photos/'))).toHaveLength(2000 * 3)
  })

  it('schedules open houses after `now`, some cancelled, and keeps private fields on every record', () => {
    const now = new Date('2026-03-01T00:00:00Z')
    const { openHouses, properties } = generateFeed({ seed: 7, listings: 500, now })
    expect(openHouses.length).toBeGreaterThan(40)
    expect(openHouses.every((house) => Date.parse(String(house.OpenHouseStartTime)) > now.getTime())).toBe(true)
    expect(openHouses.some((house) => house.OpenHouseStatus === 'Canceled')).toBe(true)
    expect(properties.every((row) => row.PrivateRemarks && row.ShowingInstructions)).toBe(true)
  })
})
