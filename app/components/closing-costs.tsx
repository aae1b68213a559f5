import { useState } from 'react'
import { ApproxPrice } from '~/components/currency/approx-price'
import { costsMessages } from '~/i18n/catalogs/costs'
import { idOfEnglish, useLocale, useT } from '~/i18n/messages'
import { type ClosingCostItem, estimateClosingCosts } from '~/lib/closing-costs'
import { formatPrice } from '~/lib/format'

type CostsId = NonNullable<(typeof costsMessages)['id']>

/**
 * The items the site ships with (migration 0014) have Spanish in the catalog; a label or note staff wrote or
 * changed shows as they wrote it. Found by the English text, so an edited item is never mistranslated.
 */
const SHIPPED_ITEM_TEXTS: readonly CostsId[] = [
  'costs.item.transferTax',
  'costs.item.transferTaxNote',
  'costs.item.attorney',
  'costs.item.attorneyNote',
  'costs.item.registration',
  'costs.item.registrationNote',
  'costs.item.titleSearch',
  'costs.item.titleSearchNote',
]

function useItemText() {
  const locale = useLocale()
  const t = useT(costsMessages)
  return (text: string): { text: string; lang?: string } => {
    if (locale === 'en' || text === '') return { text }
    const id = idOfEnglish(costsMessages, SHIPPED_ITEM_TEXTS, text)
    return id ? { text: t(id) } : { text, lang: 'en' }
  }
}

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
  const t = useT(costsMessages)
  const itemText = useItemText()
  const { lines, totalUsd } = estimateClosingCosts(priceUsd, items, t)
  return (
    <div>
      <table className="w-full border-collapse text-left">
        <caption className="text-left text-xl font-bold text-sea">{caption}</caption>
        <thead>
          <tr className="text-sm text-ink/80">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('costs.cost')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('costs.basis')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('costs.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const label = itemText(line.label)
            const note = itemText(line.note)
            return (
              <tr key={line.label} className="border-t border-sand align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {label.lang ? <span lang={label.lang}>{label.text}</span> : label.text}
                  {note.text ? (
                    <span className="block text-sm font-normal text-ink/75" lang={note.lang}>
                      {note.text}
                    </span>
                  ) : null}
                </th>
                <td className="py-2 pr-3">{line.basis}</td>
                <td className="whitespace-nowrap py-2 text-right">{formatPrice(line.amountUsd)}</td>
              </tr>
            )
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-sea">
            <th scope="row" colSpan={2} className="py-2 pr-3">
              {t('costs.total')}
            </th>
            <td className="py-2 text-right font-bold">
              {formatPrice(totalUsd)}
              <ApproxPrice usd={totalUsd} className="block text-sm font-normal" />
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-sm text-ink/80">{t('costs.disclaimer')}</p>
    </div>
  )
}

/** The buying guide's calculator: any price, the same items as the listings. */
export function ClosingCostCalculator({ items }: { items: ClosingCostItem[] }) {
  const t = useT(costsMessages)
  const [price, setPrice] = useState(350_000)
  return (
    <section aria-labelledby="calculator-heading" className="mt-10 rounded-xl bg-sand/60 p-6">
      <h2 id="calculator-heading" className="text-2xl">
        {t('costs.calculator')}
      </h2>
      <label htmlFor="calculator-price" className="mt-4 block font-semibold">
        {t('costs.purchasePrice')}
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
          caption={t('costs.estimateFor', { price: formatPrice(price) })}
        />
      </div>
    </section>
  )
}
