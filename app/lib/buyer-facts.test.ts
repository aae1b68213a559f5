import { describe, expect, it } from 'vitest'
import { AIRPORT, distanceKm, distanceText, hoaFeeText, nearest, rentalHistoryText } from './buyer-facts'
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

describe('fees and rentals', () => {
  const listing = {
    titleType: null,
    foreignOwnership: null,
    hoaFeeUsd: null,
    rentalProgram: '',
    rentalProgramEs: '',
    rentalIncomeUsd: 24_500,
    rentalOccupancyPercent: 62,
  }
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
