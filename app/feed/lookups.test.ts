import { describe, expect, it } from 'vitest'
import { displayValue, lookupKey, normaliseLookup, splitMemberName, type LookupMap } from './lookups'

const map: LookupMap = {
  StandardStatus: { activeundercontract: 'Active Under Contract', uc: 'Active Under Contract' },
  AreaUnits: { squarefeet: 'Square Feet', acres: 'Acres' },
  PropertyType: { resi: 'Residential' },
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
