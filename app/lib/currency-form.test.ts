import { describe, expect, it } from 'vitest'
import { parseRatesForm } from './currency-form'

const today = '2026-11-24'

describe('the currency rates form', () => {
  it('keeps each rate with its day, and an empty rate stops offering the currency', () => {
    expect(
      parseRatesForm(
        { 'EUR-rate': '0.92', 'EUR-date': '2026-11-20', 'HNL-rate': '26,200.5', 'HNL-date': today, 'CAD-rate': '' },
        today,
      ),
    ).toEqual({
      ok: true,
      rates: [
        { code: 'CAD', perUsd: null, asOf: '' },
        { code: 'EUR', perUsd: 0.92, asOf: '2026-11-20' },
        { code: 'GBP', perUsd: null, asOf: '' },
        { code: 'HNL', perUsd: 26200.5, asOf: today },
      ],
    })
  })

  it('refuses a rate that is not a positive number, a missing or future day, and says which', () => {
    expect(
      parseRatesForm(
        {
          'EUR-rate': 'lots',
          'EUR-date': today,
          'GBP-rate': '-1',
          'GBP-date': '',
          'CAD-rate': '1.4',
          'CAD-date': '2026-12-01',
        },
        today,
      ),
    ).toEqual({
      ok: false,
      errors: {
        'EUR-rate': 'Enter how many EUR one US dollar buys, e.g. 0.92.',
        'GBP-rate': 'Enter how many GBP one US dollar buys, e.g. 0.92.',
        'GBP-date': 'Enter the day the GBP rate is from.',
        'CAD-date': 'The CAD rate cannot be from a day still to come.',
      },
    })
  })
})
