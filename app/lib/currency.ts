// Prices in the buyer's currency (issue 16): the US dollar price is the one of record everywhere (SPEC §1, JSON-LD);
// beside it, an approximate amount in the currency the visitor chose, at the rate staff set with its date. No
// outside service is called: the rates are the site's own.
import { INTL_LOCALES, type Locale } from '~/i18n/locale'

export const BUYER_CURRENCIES = ['CAD', 'EUR', 'GBP', 'HNL'] as const
export type BuyerCurrency = (typeof BUYER_CURRENCIES)[number]
export type DisplayCurrency = 'USD' | BuyerCurrency

export const CURRENCY_NAMES: Record<DisplayCurrency, string> = {
  USD: 'US dollars',
  CAD: 'Canadian dollars',
  EUR: 'Euros',
  GBP: 'Pounds sterling',
  HNL: 'Honduran lempiras',
}

export interface CurrencyRate {
  code: BuyerCurrency
  /** units of the currency one US dollar buys */
  perUsd: number
  /** the day the rate is from, YYYY-MM-DD */
  asOf: string
}

const formatters = new Map<string, Intl.NumberFormat>()

/** An approximate amount: whole units, rounded to three significant figures (≈ €415,000, ≈ HNL 11,800,000). */
export function formatConverted(usd: number, rate: Pick<CurrencyRate, 'code' | 'perUsd'>): string {
  let formatter = formatters.get(rate.code)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: rate.code, maximumFractionDigits: 0 })
    formatters.set(rate.code, formatter)
  }
  const amount = usd * rate.perUsd
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(amount) || 1)) - 2)
  return `≈ ${formatter.format(Math.round(amount / magnitude) * magnitude)}`
}

/**
 * 2026-11-01 → 'Nov 1, 2026' (SPEC §1 date style, without a time: a rate is of a day); on Spanish pages
 * '1 nov 2026' (issue 16).
 */
export function formatRateDate(asOf: string, locale: Locale = 'en'): string {
  const [year, month, day] = asOf.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(INTL_LOCALES[locale], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
