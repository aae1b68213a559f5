import { useState } from 'react'
import { ApproxPrice } from '~/components/currency/approx-price'
import { CLOSING_COST_DISCLAIMER, type ClosingCostItem, estimateClosingCosts } from '~/lib/closing-costs'
import { formatPrice } from '~/lib/format'

/** The closing-cost estimate for a price (issue 16): each cost, how it is found, and the total in US dollars. */
export function ClosingCostTable({
  priceUsd,
  items,
  caption,
}: {
  priceUsd: number
  items: ClosingCostItem[]
  caption: string
}) {
  const { lines, totalUsd } = estimateClosingCosts(priceUsd, items)
  return (
    <div>
      <table className="w-full border-collapse text-left">
        <caption className="text-left text-xl font-bold text-sea">{caption}</caption>
        <thead>
          <tr className="text-sm text-ink/80">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Cost
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              How it is worked out
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.label} className="border-t border-sand align-top">
              <th scope="row" className="py-2 pr-3 font-medium">
                {line.label}
                {line.note ? <span className="block text-sm font-normal text-ink/75">{line.note}</span> : null}
              </th>
              <td className="py-2 pr-3">{line.basis}</td>
              <td className="whitespace-nowrap py-2 text-right">{formatPrice(line.amountUsd)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-sea">
            <th scope="row" colSpan={2} className="py-2 pr-3">
              Estimated total
            </th>
            <td className="py-2 text-right font-bold">
              {formatPrice(totalUsd)}
              <ApproxPrice usd={totalUsd} className="block text-sm font-normal" />
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-sm text-ink/80">{CLOSING_COST_DISCLAIMER}</p>
    </div>
  )
}

/** The buying guide's calculator: any price, the same items as the listings. */
export function ClosingCostCalculator({ items }: { items: ClosingCostItem[] }) {
  const [price, setPrice] = useState(350_000)
  return (
    <section aria-labelledby="calculator-heading" className="mt-10 rounded-xl bg-sand/60 p-6">
      <h2 id="calculator-heading" className="text-2xl">
        Closing-cost calculator
      </h2>
      <label htmlFor="calculator-price" className="mt-4 block font-semibold">
        Purchase price (US dollars)
      </label>
      <input
        id="calculator-price"
        inputMode="numeric"
        defaultValue={formatPrice(price)}
        onChange={(event) => {
          const value = Number(event.target.value.replace(/[$,\s]/g, ''))
          if (Number.isFinite(value) && value >= 0 && value <= 1_000_000_000) setPrice(Math.round(value))
        }}
        className="mt-1 block w-full max-w-xs rounded-lg border border-ink/30 bg-white px-3 py-2"
      />
      <div className="mt-4">
        <ClosingCostTable
          priceUsd={price}
          items={items}
          caption={`Estimated closing costs for ${formatPrice(price)}`}
        />
      </div>
    </section>
  )
}
