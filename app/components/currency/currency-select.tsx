import { siteMessages } from '~/i18n/catalogs/site'
import { useT } from '~/i18n/messages'
import { CURRENCY_NAMES, type DisplayCurrency } from '~/lib/currency'
import { chooseCurrency, useCurrency } from './use-currency'

/** The visitor's currency (issue 16): offered only when staff have set rates. */
export function CurrencySelect() {
  const { rates, code } = useCurrency()
  const t = useT(siteMessages)
  if (rates.length === 0) return null
  return (
    <select
      aria-label={t('site.currency')}
      value={code}
      onChange={(event) => chooseCurrency(event.target.value as DisplayCurrency)}
      className="rounded-md border border-ink/20 bg-white px-2 py-1.5 text-sm"
    >
      <option value="USD" title={CURRENCY_NAMES.USD}>
        USD
      </option>
      {rates.map((rate) => (
        <option key={rate.code} value={rate.code} title={CURRENCY_NAMES[rate.code]}>
          {rate.code}
        </option>
      ))}
    </select>
  )
}
