import { describe, expect, it } from 'vitest'
import { formatConverted, formatRateDate } from './currency'

describe('converted prices', () => {
  it('are approximate, whole and marked so', () => {
    expect(formatConverted(450_000, { code: 'EUR', perUsd: 0.9231 })).toBe('≈ €415,000')
    expect(formatConverted(450_000, { code: 'HNL', perUsd: 26.2 })).toBe('≈ HNL\u00a011,800,000') // a no-break space, as Intl writes it
    expect(formatConverted(99_500, { code: 'GBP', perUsd: 0.79 })).toBe('≈ £78,600')
    expect(formatConverted(0, { code: 'CAD', perUsd: 1.4 })).toBe('≈ CA$0')
  })

  it('give the rate’s day in the site’s date style', () => {
    expect(formatRateDate('2026-11-01')).toBe('Nov 1, 2026')
  })
})
