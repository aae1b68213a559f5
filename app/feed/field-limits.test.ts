// Issue 40 items 5 and 8: optional values outside what their column holds, and positions that mean "unknown", are
// left out with a warning; the record stays usable.
import { describe, expect, it } from 'vitest'
import { BAY_ISLANDS_BOX, INT4_MAX, limitedNumber, usablePosition } from './field-limits'
import { mapResoProperty } from './mapping'

const record = {
  ListingKey: 'KEY-1',
  ListingId: 'MLS-1',
  StandardStatus: 'Active',
  PropertyType: 'Residential',
  ListPrice: 300_000,
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  Latitude: 16.32,
  Longitude: -86.55,
  ModificationTimestamp: '2026-01-05T12:00:00Z',
}

describe('numbers a column can hold', () => {
  it('keeps a value within its limits and leaves out one beyond, with a warning', () => {
    const warnings: string[] = []
    expect(limitedNumber('BedroomsTotal', 4, warnings)).toBe(4)
    expect(limitedNumber('LotSizeArea', INT4_MAX, warnings)).toBe(INT4_MAX)
    expect(warnings).toEqual([])
    expect(limitedNumber('LotSizeArea', INT4_MAX + 1, warnings)).toBeNull()
    expect(limitedNumber('BedroomsTotal', -1, warnings)).toBeNull()
    expect(limitedNumber('LivingArea', '1,200', warnings)).toBeNull()
    expect(warnings).toEqual([
      'LotSizeArea 2,147,483,648 is more than the site can hold (at most 2,147,483,647); it was left out.',
      'BedroomsTotal -1 is below 0; it was left out.',
      'LivingArea "1,200" is not a number; it was left out.',
    ])
  })

  it('maps a record with out-of-range optional values, and refuses a price no column can hold', () => {
    const result = mapResoProperty({
      ...record,
      BedroomsTotal: 5_000_000_000,
      BathroomsTotalInteger: 150,
      LivingArea: 2_000_000,
      LivingAreaUnits: 'Square Meters',
      City: 42,
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.listing.values).toMatchObject({ bedrooms: 0, bathrooms: 0, livingAreaSqft: null })
    expect(result.listing.cityName).toBeNull()
    expect(result.warnings).toHaveLength(4)
    expect(result.warnings[2]).toBe(
      'LivingArea 2,000,000 (21,527,821 sq ft) is more than the site can hold (at most 1,000,000 sq ft); it was left out.',
    )
    expect(mapResoProperty({ ...record, ListPrice: 3_000_000_000 })).toMatchObject({
      ok: false,
      error: 'ListPrice is more than the site can show (at most $2,147,483,647)',
    })
  })
})

describe('map positions', () => {
  it.each([
    [16.32, -86.55],
    [16.09, -86.92], // Utila
    [16.45, -85.85], // Guanaja
    [BAY_ISLANDS_BOX.south, BAY_ISLANDS_BOX.west],
  ])('keeps %s, %s', (latitude, longitude) => {
    const warnings: string[] = []
    expect(usablePosition(latitude, longitude, warnings)).toEqual({ latitude, longitude })
    expect(warnings).toEqual([])
  })

  it.each([
    [0, 0, 'mean "unknown"'],
    [0.0004, -0.0002, 'mean "unknown"'],
    [37.7749, -122.4194, 'far outside the Bay Islands'],
    [14.08, -87.2, 'far outside the Bay Islands'], // Tegucigalpa
    [16.3, null, 'are not a position'],
  ])('pins nothing for %s, %s', (latitude, longitude, reason) => {
    const warnings: string[] = []
    expect(usablePosition(latitude, longitude, warnings)).toEqual({ latitude: null, longitude: null })
    expect(warnings).toEqual([expect.stringContaining(reason)])
  })

  it('says nothing when the record has no position at all', () => {
    const warnings: string[] = []
    expect(usablePosition(null, undefined, warnings)).toEqual({ latitude: null, longitude: null })
    expect(warnings).toEqual([])
  })
})
