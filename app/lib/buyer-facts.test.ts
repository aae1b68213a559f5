import { describe, expect, it } from 'vitest'
import {
  AIRPORT,
  FOREIGN_LOT_LIMIT_SQFT,
  distanceKm,
  distanceText,
  effectiveOwnership,
  grossYieldRange,
  grossYieldText,
  hoaFeeText,
  nearest,
  ownershipText,
  rentalHistoryText,
} from './buyer-facts'
import { formatPrice } from './format'

describe('distances', () => {
  it('measures a straight line on the globe', () => {
    // Coxen Hole to the airport: about 1.6 km east
    expect(distanceKm({ lat: 16.3195, lng: -86.538 }, AIRPORT)).toBeCloseTo(1.61, 1)
    expect(distanceKm(AIRPORT, AIRPORT)).toBe(0)
  })

  it('finds the nearest point, or none', () => {
    const beaches = [
      { name: 'Far', lat: 16.44, lng: -86.3 },
      { name: 'Near', lat: 16.277, lng: -86.6 },
    ]
    expect(nearest({ lat: 16.278, lng: -86.598 }, beaches)?.name).toBe('Near')
    expect(nearest({ lat: 16.278, lng: -86.598 }, [])).toBeNull()
    expect(nearest(null, beaches)).toBeNull()
  })

  it('reads like a person would say it, in both systems (issue 43)', () => {
    expect(distanceText(0.001)).toBe('50 ft (10 m)')
    expect(distanceText(0.344)).toBe('1,150 ft (340 m)')
    expect(distanceText(2.44)).toBe('1.5 mi (2.4 km)')
    expect(distanceText(16.3)).toBe('10 mi (16 km)')
    // Spanish pages: metric first
    expect(distanceText(0.344, 'es')).toBe('340 m (1,150 pies)')
    expect(distanceText(2.44, 'es')).toBe('2.4 km (1.5 mi)')
  })
})

/** A condo with a rental history: $24,500 on $350,000 is 7 % gross. */
const listing = {
  titleType: null,
  foreignOwnership: null,
  lotSizeSqft: null,
  priceUsd: 350_000,
  hoaFeeUsd: null,
  rentalProgram: '',
  rentalProgramEs: '',
  rentalIncomeUsd: 24_500,
  rentalOccupancyPercent: 62,
}

describe('fees and rentals', () => {
  it('leaves out what is not stated', () => {
    expect(hoaFeeText(null, formatPrice)).toBeNull()
    expect(hoaFeeText(0, formatPrice)).toBe('None')
    expect(hoaFeeText(325, formatPrice)).toBe('$325 a month')
    expect(rentalHistoryText({ ...listing, rentalIncomeUsd: null }, formatPrice)).toBeNull()
    expect(rentalHistoryText(listing, formatPrice)).toBe('$24,500 gross in the last 12 months, 62% occupied')
    expect(rentalHistoryText({ ...listing, rentalOccupancyPercent: null }, formatPrice)).toBe(
      '$24,500 gross in the last 12 months',
    )
  })
})

describe('who can hold it (issue 44)', () => {
  it('follows the 3,000 m² a foreigner may hold, unless staff chose', () => {
    expect(FOREIGN_LOT_LIMIT_SQFT * 0.09290304).toBeLessThanOrEqual(3000)
    expect((FOREIGN_LOT_LIMIT_SQFT + 1) * 0.09290304).toBeGreaterThan(3000)
    expect(effectiveOwnership({ foreignOwnership: null, lotSizeSqft: FOREIGN_LOT_LIMIT_SQFT })).toEqual({
      value: 'direct',
      fromLot: true,
    })
    expect(effectiveOwnership({ foreignOwnership: null, lotSizeSqft: FOREIGN_LOT_LIMIT_SQFT + 1 })).toEqual({
      value: 'company',
      fromLot: true,
    })
    // staff know the coastal land, or a lot that is several
    expect(effectiveOwnership({ foreignOwnership: 'company', lotSizeSqft: 5_000 })).toEqual({
      value: 'company',
      fromLot: false,
    })
    expect(effectiveOwnership({ foreignOwnership: null, lotSizeSqft: null })).toEqual({ value: null, fromLot: false })
  })

  it('says why when the lot size decides', () => {
    expect(ownershipText({ foreignOwnership: null, lotSizeSqft: 43_560 }, '43,560 sq ft (4,047 m²)')).toEqual({
      label: 'Held through a Honduran company',
      why: 'The lot is 43,560 sq ft (4,047 m²), over the 3,000 m² (0.74 acre) a foreigner may hold in their own name.',
    })
    expect(ownershipText({ foreignOwnership: 'direct', lotSizeSqft: 43_560 }, '')).toEqual({
      label: 'A foreign buyer can hold it in their own name',
      why: null,
    })
    expect(ownershipText({ foreignOwnership: null, lotSizeSqft: null }, '')).toBeNull()
  })
})

describe('the rental estimate (issue 44)', () => {
  it('is a range around last year’s gross yield, in half points', () => {
    // $24,500 on $350,000 is 7 %: 5.95–8.05 → 5.5–8.5
    expect(grossYieldRange(24_500, 350_000)).toEqual({ low: 5.5, high: 8.5 })
    expect(grossYieldRange(52_000, 520_000)).toEqual({ low: 8.5, high: 11.5 })
  })

  it('is never shown without the figures', () => {
    expect(grossYieldRange(null, 350_000)).toBeNull()
    expect(grossYieldRange(0, 350_000)).toBeNull()
    expect(grossYieldRange(24_500, null)).toBeNull()
    expect(grossYieldRange(24_500, 0)).toBeNull()
  })

  it('reads as an estimate', () => {
    expect(grossYieldText(listing)).toBe('About 5.5–8.5% a year')
    expect(grossYieldText({ ...listing, rentalIncomeUsd: null })).toBeNull()
  })
})
