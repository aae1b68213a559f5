import { describe, expect, it } from 'vitest'
import { closingCostAmountText, estimateClosingCosts } from './closing-costs'

const items = [
  { label: 'Transfer tax', percent: 1.5, fixedUsd: null, note: '' },
  { label: 'Registration', percent: 0.5, fixedUsd: null, note: '' },
  { label: 'Title search', percent: null, fixedUsd: 750, note: '' },
]

describe('the closing-cost estimate', () => {
  it('works each line out from the price and adds them up in whole dollars', () => {
    const estimate = estimateClosingCosts(385_555, items)
    expect(estimate.lines.map((line) => [line.basis, line.amountUsd])).toEqual([
      ['1.5% of the price', 5783],
      ['0.5% of the price', 1928],
      ['fixed', 750],
    ])
    expect(estimate.totalUsd).toBe(5783 + 1928 + 750)
  })

  it('reads an amount the way staff type it', () => {
    expect(items.map(closingCostAmountText)).toEqual(['1.5%', '0.5%', '$750'])
  })
})
