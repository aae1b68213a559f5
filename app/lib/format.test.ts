import { describe, expect, test } from 'vitest'
import { formatArea, formatCompactPrice, formatDateTime, formatNumber, formatPrice } from './format'

describe('formatPrice', () => {
  test('shows whole US dollars with thousands separators (SPEC §1)', () => {
    expect(formatPrice(450000)).toBe('$450,000')
    expect(formatPrice(0)).toBe('$0')
    expect(formatPrice(999)).toBe('$999')
    expect(formatPrice(12_500_000)).toBe('$12,500,000')
  })

  test('rounds cents half away from zero', () => {
    expect(formatPrice(1234.56)).toBe('$1,235')
    expect(formatPrice(1234.49)).toBe('$1,234')
    expect(formatPrice(1234.5)).toBe('$1,235')
    expect(formatPrice(999_999.5)).toBe('$1,000,000')
  })

  test('never prints a negative zero', () => {
    expect(formatPrice(-0)).toBe('$0')
    expect(formatPrice(-0.4)).toBe('$0')
  })

  test('keeps the sign of real negative amounts', () => {
    expect(formatPrice(-1500)).toBe('-$1,500')
  })

  test('handles very large amounts', () => {
    expect(formatPrice(1_234_567_890_123)).toBe('$1,234,567,890,123')
  })

  test('gives an empty string for missing or non-finite values', () => {
    expect(formatPrice(null)).toBe('')
    expect(formatPrice(undefined)).toBe('')
    expect(formatPrice(Number.NaN)).toBe('')
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('')
  })
})

describe('formatNumber and formatArea', () => {
  test('groups thousands', () => {
    expect(formatNumber(2150)).toBe('2,150')
    expect(formatNumber(1_000_000)).toBe('1,000,000')
    expect(formatNumber(2.5)).toBe('2.5')
    expect(formatNumber(1.239)).toBe('1.24')
  })

  test('rounds as Intl.NumberFormat does, on the number as written, without Intl (decision 029)', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
    for (const value of [2.675, -2.675, 1.005, 0.015, 99.995, 6772244.425, 123456789.125, 1e-7, 5e21, -1234.5]) {
      expect(formatNumber(value)).toBe(intl.format(value))
    }
    expect(formatNumber(2.675)).toBe('2.68')
    expect(formatPrice(5e21)).toBe('$5,000,000,000,000,000,000,000')
  })

  test('formatNumber never prints a negative zero', () => {
    expect(formatNumber(-0)).toBe('0')
    expect(formatNumber(-0.001)).toBe('0')
  })

  test('shows whole square feet and square metres (issue 43)', () => {
    expect(formatArea(2150)).toBe('2,150 sq ft (200 m²)')
    expect(formatArea(2150.6)).toBe('2,151 sq ft (200 m²)')
    expect(formatArea(0)).toBe('0 sq ft (0 m²)')
    expect(formatArea(-0)).toBe('0 sq ft (0 m²)')
    // Spanish pages: square metres first
    expect(formatArea(21_800, 'es')).toBe('2,025 m² (21,800 pies²)')
  })

  test('gives an empty string for missing or non-finite values', () => {
    expect(formatNumber(null)).toBe('')
    expect(formatNumber(undefined)).toBe('')
    expect(formatNumber(Number.NaN)).toBe('')
    expect(formatArea(null)).toBe('')
    expect(formatArea(undefined)).toBe('')
    expect(formatArea(Number.NaN)).toBe('')
  })
})

describe('formatDateTime', () => {
  // 21:05 UTC is 15:05 in Roatan (UTC-6, no daylight saving).
  const instant = '2026-11-22T21:05:00Z'

  test('uses short month, day, year, hour and minute in Honduras time (SPEC §1)', () => {
    expect(formatDateTime(new Date(instant))).toBe('Nov 22, 2026, 3:05 PM')
  })

  test('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDateTime(instant)).toBe('Nov 22, 2026, 3:05 PM')
    expect(formatDateTime(Date.parse(instant))).toBe('Nov 22, 2026, 3:05 PM')
    expect(formatDateTime('2026-11-22T15:05:00-06:00')).toBe('Nov 22, 2026, 3:05 PM')
  })

  test('prints midnight and noon in 12-hour form with zero-padded minutes', () => {
    expect(formatDateTime('2026-01-05T06:00:00Z')).toBe('Jan 5, 2026, 12:00 AM')
    expect(formatDateTime('2026-01-05T18:09:00Z')).toBe('Jan 5, 2026, 12:09 PM')
  })

  test('crosses the day boundary in the chosen time zone', () => {
    expect(formatDateTime('2026-01-01T03:00:00Z')).toBe('Dec 31, 2025, 9:00 PM')
    expect(formatDateTime('2026-01-01T03:00:00Z', 'UTC')).toBe('Jan 1, 2026, 3:00 AM')
  })

  test('does not depend on the time zone of the machine', () => {
    // Same instant, same zone argument: the output is fixed text, whatever process.env.TZ is.
    const outputs = ['America/New_York', 'Asia/Tokyo', 'UTC'].map((zone) => {
      const previous = process.env.TZ
      process.env.TZ = zone
      try {
        return formatDateTime(instant)
      } finally {
        if (previous === undefined) delete process.env.TZ
        else process.env.TZ = previous
      }
    })
    expect(new Set(outputs)).toEqual(new Set(['Nov 22, 2026, 3:05 PM']))
  })

  test('uses only plain spaces so server and browser text match', () => {
    expect(formatDateTime(instant)).not.toMatch(/[\u202f\u2009\u00a0]/)
  })

  test('gives an empty string for empty or invalid values', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
    expect(formatDateTime('')).toBe('')
    expect(formatDateTime('   ')).toBe('')
    expect(formatDateTime('not a date')).toBe('')
    expect(formatDateTime(new Date('nope'))).toBe('')
    expect(formatDateTime(Number.NaN)).toBe('')
  })
})

describe('dates of a calendar day', () => {
  test('keep the written day of a bare calendar date', () => {
    // Read as UTC midnight, this would be Nov 21 in Honduras.
    expect(formatDateTime('2026-11-22')).toBe('Nov 22, 2026, 12:00 AM')
  })
})

describe('formatCompactPrice (a map label beside the full price)', () => {
  test('shortens thousands and millions', () => {
    expect(formatCompactPrice(450_000)).toBe('$450K')
    expect(formatCompactPrice(1_250_000)).toBe('$1.25M')
    expect(formatCompactPrice(2_000_000)).toBe('$2M')
    expect(formatCompactPrice(950)).toBe('$950')
  })
})
