import { describe, expect, it } from 'vitest'
import { mapResoProperty, statusFromStandardStatus, toSquareFeet, typeFromResoType } from './mapping'

const record = {
  ListingKey: 'KEY-1',
  ListingId: 'mls-42',
  StandardStatus: 'Active',
  PropertyType: 'Residential',
  ListPrice: 450000.4,
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  LivingArea: 150,
  LivingAreaUnits: 'Square Meters',
  LotSizeArea: 1,
  LotSizeUnits: 'Acres',
  Latitude: 16.32,
  Longitude: -86.55,
  City: 'West Bay',
  PublicRemarks: '  Steps from the reef.  ',
  ListAgentKey: 'A-7',
  ListOfficeName: 'Island Office',
  UnparsedAddress: '1 Beach Road',
  ModificationTimestamp: '2026-01-05T12:00:00Z',
  PhotosChangeTimestamp: '2026-01-04T12:00:00Z',
  Media: [
    { MediaURL: 'https://media.example/2.jpg', Order: 2 },
    { MediaURL: 'https://media.example/1.jpg', Order: 1 },
    { MediaURL: 'https://media.example/plan.pdf', Order: 0, MediaCategory: 'Document' },
  ],
}

describe('StandardStatus', () => {
  it.each([
    ['Active', 'active'],
    ['Pending', 'under_contract'],
    ['Active Under Contract', 'under_contract'],
    ['Closed', 'sold'],
    ['Withdrawn', 'off_market'],
    ['Expired', 'off_market'],
    ['Canceled', 'off_market'],
    ['Delete', 'off_market'],
    ['Hold', 'off_market'],
    [null, 'off_market'],
  ])('%s → %s', (status, expected) => {
    expect(statusFromStandardStatus(status)).toBe(expected)
  })
})

describe('mapping a RESO Property record', () => {
  it('maps the Data Dictionary fields onto a listing', () => {
    const result = mapResoProperty(record)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.listing).toMatchObject({
      listingKey: 'KEY-1',
      cityName: 'West Bay',
      agentKeys: ['A-7'],
      photoUrls: ['https://media.example/1.jpg', 'https://media.example/2.jpg'],
      modificationTimestamp: new Date('2026-01-05T12:00:00Z'),
      values: {
        listingId: 'MLS-42',
        title: '3-bedroom house in West Bay',
        status: 'active',
        propertyType: 'house',
        priceUsd: 450000,
        bedrooms: 3,
        bathrooms: 2,
        livingAreaSqft: 1615,
        lotSizeSqft: 43560,
        description: 'Steps from the reef.',
        listingOfficeName: 'Island Office',
        address: '1 Beach Road',
      },
    })
  })

  it('names land without bedrooms and uses the ListingKey when there is no ListingId', () => {
    const result = mapResoProperty({ ...record, ListingId: null, PropertyType: 'Land', BedroomsTotal: null })
    expect(result.ok && result.listing.values).toMatchObject({ listingId: 'KEY-1', title: 'Land in West Bay' })
  })

  it('reports what is wrong with a record it cannot use', () => {
    expect(mapResoProperty({ ...record, ListPrice: 'ask' })).toMatchObject({ ok: false, listingKey: 'KEY-1' })
    expect(mapResoProperty({ ...record, ListPrice: 'ask' })).toHaveProperty(
      'error',
      expect.stringContaining('ListPrice'),
    )
    // Issue 40: an unknown PropertyType is listed under a fallback with a warning (lookups.test.ts), not rejected.
    expect(mapResoProperty({ ...record, PropertyType: 'Parking' })).toMatchObject({ ok: true })
    expect(mapResoProperty({ ...record, ModificationTimestamp: 'yesterday' })).toMatchObject({ ok: false })
    expect(mapResoProperty({ ListPrice: 1 })).toMatchObject({ ok: false, listingKey: null })
  })
})

describe('types and units', () => {
  it('reads condos from the sub type and commercial kinds', () => {
    expect(typeFromResoType('Residential', 'Condominium')).toBe('condo')
    expect(typeFromResoType('Commercial Sale')).toBe('commercial')
    expect(typeFromResoType('Farm')).toBe('land')
    expect(typeFromResoType('Boat Slip')).toBeNull()
  })

  it('converts acres, square meters and hectares to square feet', () => {
    expect(toSquareFeet(0.5, 'Acres')).toBe(21780)
    expect(toSquareFeet(100, 'Square Meters')).toBe(1076)
    expect(toSquareFeet(1, 'Hectares')).toBe(107639)
    expect(toSquareFeet(900, 'Square Feet')).toBe(900)
    expect(toSquareFeet(null, 'Acres')).toBeNull()
  })
})
