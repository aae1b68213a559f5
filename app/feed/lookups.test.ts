import { describe, expect, it } from 'vitest'
import { displayValue, lookupKey, normaliseLookup, splitMemberName, type LookupMap } from './lookups'
import { isLeaseType, mapResoProperty, statusFromStandardStatus, typeFromResoType } from './mapping'

const map: LookupMap = {
  StandardStatus: { activeundercontract: 'Active Under Contract', uc: 'Active Under Contract' },
  AreaUnits: { squarefeet: 'Square Feet', acres: 'Acres' },
  PropertyType: { resi: 'Residential' },
  PropertySubType: { villaunit: 'Condominium' },
}

describe('lookup values in either form', () => {
  it('normalises display strings and enum members to the same key', () => {
    expect(normaliseLookup('Active Under Contract')).toBe('activeundercontract')
    expect(normaliseLookup('ActiveUnderContract')).toBe('activeundercontract')
    expect(normaliseLookup(' active_under-contract ')).toBe('activeundercontract')
    expect(normaliseLookup('Square Feet (ft²)')).toBe('squarefeetft')
  })

  it('translates members and legacy values through the map, and leaves unknown values as they came', () => {
    expect(displayValue(map, 'StandardStatus', 'ActiveUnderContract')).toBe('Active Under Contract')
    expect(displayValue(map, 'StandardStatus', 'UC')).toBe('Active Under Contract')
    expect(displayValue(map, 'PropertyType', 'RESI')).toBe('Residential')
    expect(displayValue(map, 'StandardStatus', '  Closed ')).toBe('Closed')
    expect(displayValue(null, 'StandardStatus', 'ActiveUnderContract')).toBe('ActiveUnderContract')
    expect(displayValue(map, 'MediaCategory', 'Photo')).toBe('Photo')
  })

  it('finds the units of living area and lot size under the DD 2.0 lookup name AreaUnits', () => {
    expect(displayValue(map, 'LivingAreaUnits', 'SquareFeet')).toBe('Square Feet')
    expect(displayValue(map, 'LotSizeUnits', 'Acres')).toBe('Acres')
    expect(lookupKey(map, 'LotSizeUnits', 'acres')).toBe('acres')
  })

  it('splits a member name when the server gives no display name', () => {
    expect(splitMemberName('ActiveUnderContract')).toBe('Active Under Contract')
    expect(splitMemberName('ManufacturedInPark')).toBe('Manufactured In Park')
    expect(splitMemberName('HOAFees')).toBe('HOA Fees')
    expect(splitMemberName('Square_Feet')).toBe('Square Feet')
  })
})

describe('statuses and types in either form', () => {
  it.each([
    ['ActiveUnderContract', 'under_contract'],
    ['Active Under Contract', 'under_contract'],
    ['UC', 'under_contract'],
    ['Pending', 'under_contract'],
    ['Closed', 'sold'],
    ['ComingSoon', 'off_market'],
  ])('StandardStatus %s → %s', (status, expected) => {
    expect(statusFromStandardStatus(status, map)).toBe(expected)
  })

  it.each([
    ['Residential', null, 'house'],
    ['Residential', 'StockCooperative', 'condo'],
    ['Residential', 'Stock Cooperative', 'condo'],
    ['Residential', 'Townhouse', 'condo'],
    ['Residential', 'SingleFamilyResidence', 'house'],
    ['RESI', 'Apartment', 'condo'],
    ['ManufacturedInPark', null, 'house'],
    ['Manufactured In Park', null, 'house'],
    ['Land', null, 'land'],
    ['Farm', null, 'land'],
    ['CommercialSale', null, 'commercial'],
    ['Commercial Sale', null, 'commercial'],
    ['BusinessOpportunity', null, 'commercial'],
    ['ResidentialIncome', null, 'commercial'],
    ['BoatSlip', null, null],
  ])('PropertyType %s (%s) → %s', (type, subType, expected) => {
    expect(typeFromResoType(type, subType, map)).toBe(expected)
  })

  it('knows a lease in either form, or through the map', () => {
    expect(isLeaseType('ResidentialLease')).toBe(true)
    expect(isLeaseType('Commercial Lease')).toBe(true)
    expect(isLeaseType('Rental', { PropertyType: { rental: 'Residential Lease' } })).toBe(true)
    expect(isLeaseType('Residential')).toBe(false)
  })
})

describe('mapping records of an enum-typed server', () => {
  const record = {
    ListingKey: 'KEY-9',
    ListingId: 'MLS-9',
    StandardStatus: 'ActiveUnderContract',
    PropertyType: 'CommercialSale',
    ListPrice: 900_000,
    LivingArea: 100,
    LivingAreaUnits: 'SquareMeters',
    LotSizeArea: 2,
    LotSizeUnits: 'Acres',
    ModificationTimestamp: '2026-01-05T12:00:00Z',
  }

  it('reads members for status, type and units', () => {
    const result = mapResoProperty(record, map)
    expect(result.ok && result.listing.values).toMatchObject({
      status: 'under_contract',
      propertyType: 'commercial',
      livingAreaSqft: 1076,
      lotSizeSqft: 87120,
    })
  })

  it('sets a lease aside, even one with no price, instead of listing or rejecting it', () => {
    expect(mapResoProperty({ ...record, PropertyType: 'ResidentialLease', ListPrice: null })).toMatchObject({
      ok: false,
      lease: true,
      listingKey: 'KEY-9',
    })
    expect(mapResoProperty({ ...record, PropertyType: 'Commercial Lease' })).toMatchObject({ lease: true })
  })

  it('lists a type the site does not know under its fallback, with a warning', () => {
    const boat = mapResoProperty({ ...record, PropertyType: 'BoatSlip' }, map)
    expect(boat.ok && boat.listing.values.propertyType).toBe('house')
    expect(boat.ok && boat.warnings).toContain(
      'PropertyType BoatSlip is not one the site knows; it is listed as a house.',
    )
    const condo = mapResoProperty({ ...record, PropertyType: 'Timeshare', PropertySubType: 'Condominium' }, map)
    expect(condo.ok && condo.listing.values.propertyType).toBe('condo')
    const missing = mapResoProperty({ ...record, PropertyType: null }, map)
    expect(missing.ok && missing.warnings).toContain('PropertyType is missing; the listing is listed as a house.')
  })
})
