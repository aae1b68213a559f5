// Admin → Closing Costs form (issue 16): rows of label, amount ('1.5%' or '$750') and note; an empty row is dropped.
import type { ClosingCostItem } from './closing-costs'

export const MAX_CLOSING_COST_ITEMS = 20

export type ClosingCostFormErrors = Record<string, string>

function parseAmount(text: string): Pick<ClosingCostItem, 'percent' | 'fixedUsd'> | null {
  const percent = /^(\d{1,3}(?:\.\d{1,3})?)\s*%$/.exec(text)
  if (percent) {
    const value = Number(percent[1])
    return value <= 100 ? { percent: value, fixedUsd: null } : null
  }
  const dollars = /^\$?\s*(\d{1,3}(?:,\d{3})*|\d+)$/.exec(text)
  if (dollars) {
    const value = Number(dollars[1]!.replaceAll(',', ''))
    return value <= 10_000_000 ? { percent: null, fixedUsd: value } : null
  }
  return null
}

export function parseClosingCostForm(values: Record<string, FormDataEntryValue>) {
  const items: ClosingCostItem[] = []
  const errors: ClosingCostFormErrors = {}
  for (let row = 0; row < MAX_CLOSING_COST_ITEMS; row++) {
    const label = String(values[`label-${row}`] ?? '').trim()
    const amount = String(values[`amount-${row}`] ?? '').trim()
    const note = String(values[`note-${row}`] ?? '').trim()
    if (!label && !amount && !note) continue
    if (!label) errors[`label-${row}`] = 'Name the cost.'
    else if (label.length > 80) errors[`label-${row}`] = 'Keep the name under 80 characters.'
    if (note.length > 300) errors[`note-${row}`] = 'Keep the note under 300 characters.'
    const parsed = parseAmount(amount)
    if (!parsed) errors[`amount-${row}`] = 'Enter a share of the price like 1.5% or an amount like $750.'
    if (parsed && label && !errors[`label-${row}`] && !errors[`note-${row}`]) items.push({ label, note, ...parsed })
  }
  return Object.keys(errors).length > 0 ? { ok: false as const, errors } : { ok: true as const, items }
}
