// Admin → Currency Rates form (issue 16): a rate per currency with its day; an empty rate stops offering it.
import { z } from 'zod'
import { BUYER_CURRENCIES, type BuyerCurrency } from './currency'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

export type RatesFormErrors = Partial<Record<`${BuyerCurrency}-${'rate' | 'date'}`, string>>

export function parseRatesForm(values: Record<string, FormDataEntryValue>, today: string) {
  const errors: RatesFormErrors = {}
  const rates: { code: BuyerCurrency; perUsd: number | null; asOf: string }[] = []
  for (const code of BUYER_CURRENCIES) {
    const rawRate = String(values[`${code}-rate`] ?? '').trim()
    const asOf = String(values[`${code}-date`] ?? '').trim()
    if (rawRate === '') {
      rates.push({ code, perUsd: null, asOf: '' })
      continue
    }
    const rate = z.coerce.number().positive().max(1_000_000).safeParse(rawRate.replaceAll(',', ''))
    if (!rate.success) errors[`${code}-rate`] = `Enter how many ${code} one US dollar buys, e.g. 0.92.`
    const day = ISO_DAY.test(asOf) && !Number.isNaN(Date.parse(`${asOf}T00:00:00Z`))
    if (!day) errors[`${code}-date`] = `Enter the day the ${code} rate is from.`
    else if (asOf > today) errors[`${code}-date`] = `The ${code} rate cannot be from a day still to come.`
    if (rate.success && day) rates.push({ code, perUsd: rate.data, asOf })
  }
  return Object.keys(errors).length > 0 ? { ok: false as const, errors } : { ok: true as const, rates }
}
