import { describe, expect, it } from 'vitest'
import { ESTIMATE_RADIUS_KM, estimateElevation, heightLinesText, parseHeightLines, type HeightPoint } from './elevation'

const ridge: HeightPoint = { name: 'Ridge road', lat: 16.322, lng: -86.537, metres: 60 }
const shore: HeightPoint = { name: 'Shore', lat: 16.318, lng: -86.537, metres: 2 }

describe('heights staff keep (issue 44 item 5)', () => {
  it('reads one height a line, names with commas, and writes them back the same', () => {
    const parsed = parseHeightLines('Ridge road, by the church, 16.322, -86.537, 60\n\n  Shore, 16.318, -86.537, 2 m ')
    expect(parsed).toEqual({
      error: null,
      points: [{ ...ridge, name: 'Ridge road, by the church' }, shore],
    })
    expect(parseHeightLines(heightLinesText(parsed.points)).points).toEqual(parsed.points)
  })

  it('names the line that is wrong: no height, a fraction, below the sea or above the island', () => {
    for (const line of [
      'Ridge, 16.3, -86.5',
      'Ridge, 16.3, -86.5, 12.5',
      'Ridge, 16.3, -86.5, -3',
      'Ridge, 16.3, -86.5, 900',
    ])
      expect(parseHeightLines(`Shore, 16.318, -86.537, 2\n${line}`).error).toMatch(/^Line 2: write the height as/)
  })
})

describe('the estimate', () => {
  it('is none without a position or a height within the radius', () => {
    expect(estimateElevation(null, [ridge])).toBeNull()
    expect(estimateElevation({ lat: 16.4, lng: -86.4 }, [ridge, shore])).toBeNull()
    expect(ESTIMATE_RADIUS_KM).toBe(1)
  })

  it('is the height itself on the spot, and weighs the nearer height more between two', () => {
    expect(estimateElevation({ lat: 16.3221, lng: -86.537 }, [ridge, shore])).toBe(60)
    const halfway = estimateElevation({ lat: 16.32, lng: -86.537 }, [ridge, shore])
    expect(halfway).toBe(31)
    const nearRidge = estimateElevation({ lat: 16.321, lng: -86.537 }, [ridge, shore])!
    expect(nearRidge).toBeGreaterThan(halfway!)
    expect(nearRidge).toBeLessThan(60)
  })
})
