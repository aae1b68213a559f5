// The closing-cost estimate (issue 16): staff-kept items, each a share of the price or a dollar amount, added up for
// a price in whole US dollars. Shared by the listing page, the buying guide's calculator and the admin screen.
import { formatNumber, formatPrice } from './format'

export interface ClosingCostItem {
  label: string
  /** a share of the price, in percent (1.5 = 1.5 %), or null */
  percent: number | null
  /** a fixed amount in US dollars, or null */
  fixedUsd: number | null
  note: string
}

export interface ClosingCostLine {
  label: string
  /** how the amount is found: '1.5% of the price' or 'fixed' */
  basis: string
  amountUsd: number
  note: string
}

export function estimateClosingCosts(priceUsd: number, items: readonly ClosingCostItem[]) {
  const lines: ClosingCostLine[] = items.map((item) => ({
    label: item.label,
    basis: item.percent !== null ? `${formatNumber(item.percent)}% of the price` : 'fixed',
    amountUsd: item.percent !== null ? Math.round((priceUsd * item.percent) / 100) : (item.fixedUsd ?? 0),
    note: item.note,
  }))
  return { lines, totalUsd: lines.reduce((sum, line) => sum + line.amountUsd, 0) }
}

/** How an item's amount reads in the admin form: '1.5%' or '$750'. */
export function closingCostAmountText(item: Pick<ClosingCostItem, 'percent' | 'fixedUsd'>): string {
  return item.percent !== null ? `${formatNumber(item.percent)}%` : formatPrice(item.fixedUsd)
}

export const CLOSING_COST_DISCLAIMER =
  'An estimate for planning, not a quote: the final figures depend on the declared value, your attorney and the closing date. Ask your agent for a written estimate.'
