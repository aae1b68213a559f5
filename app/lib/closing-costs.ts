// The closing-cost estimate (issue 16): staff-kept items, each a share of the price or a dollar amount, added up for
// a price in whole US dollars. Shared by the listing page, the buying guide's calculator and the admin screen.
import type { costsMessages } from '~/i18n/catalogs/costs'
import type { Translate } from '~/i18n/messages'
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

/**
 * Each item's amount for the price, and the total. The basis is English ('1.5% of the price'); given the listing
 * catalog's `t`, it is in the page's language. Labels and notes are as staff wrote them.
 */
export function estimateClosingCosts(
  priceUsd: number,
  items: readonly ClosingCostItem[],
  t?: Translate<NonNullable<(typeof costsMessages)['id']>>,
) {
  const basis = (item: ClosingCostItem) => {
    if (item.percent === null) return t ? t('costs.fixed') : 'fixed'
    const percent = formatNumber(item.percent)
    return t ? t('costs.percentOfPrice', { percent }) : `${percent}% of the price`
  }
  const lines: ClosingCostLine[] = items.map((item) => ({
    label: item.label,
    basis: basis(item),
    amountUsd: item.percent !== null ? Math.round((priceUsd * item.percent) / 100) : (item.fixedUsd ?? 0),
    note: item.note,
  }))
  return { lines, totalUsd: lines.reduce((sum, line) => sum + line.amountUsd, 0) }
}

/** How an item's amount reads in the admin form: '1.5%' or '$750'. */
export function closingCostAmountText(item: Pick<ClosingCostItem, 'percent' | 'fixedUsd'>): string {
  return item.percent !== null ? `${formatNumber(item.percent)}%` : formatPrice(item.fixedUsd)
}
