import { describe, expect, it } from 'vitest'
import { parseClosingCostForm } from './closing-cost-form'

describe('the closing costs form', () => {
  it('reads percentages and dollar amounts, keeps the order and drops empty rows', () => {
    expect(
      parseClosingCostForm({
        'label-0': 'Transfer tax',
        'amount-0': '1.5%',
        'note-0': 'On the declared value',
        'label-1': '',
        'amount-1': '',
        'label-2': 'Survey',
        'amount-2': '$1,250',
      }),
    ).toEqual({
      ok: true,
      items: [
        { label: 'Transfer tax', percent: 1.5, fixedUsd: null, note: 'On the declared value' },
        { label: 'Survey', percent: null, fixedUsd: 1250, note: '' },
      ],
    })
  })

  it('says what is wrong with a row and saves nothing', () => {
    expect(
      parseClosingCostForm({
        'label-0': 'Tax',
        'amount-0': 'some',
        'label-1': '',
        'amount-1': '2%',
        'amount-2': '150%',
      }),
    ).toEqual({
      ok: false,
      errors: {
        'amount-0': 'Enter a share of the price like 1.5% or an amount like $750.',
        'label-1': 'Name the cost.',
        'label-2': 'Name the cost.',
        'amount-2': 'Enter a share of the price like 1.5% or an amount like $750.',
      },
    })
  })
})
