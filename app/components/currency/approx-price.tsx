import { cardsMessages } from '~/i18n/catalogs/cards'
import { useLocale, useT } from '~/i18n/messages'
import { formatConverted, formatRateDate } from '~/lib/currency'
import { useCurrency } from './use-currency'

/** The price in the visitor's currency beside the US dollar one (issue 16); nothing for US dollars. */
export function ApproxPrice({
  usd,
  withDate = false,
  className = '',
}: {
  usd: number
  withDate?: boolean
  className?: string
}) {
  const { rate } = useCurrency()
  const t = useT(cardsMessages)
  const locale = useLocale()
  if (!rate) return null
  const date = formatRateDate(rate.asOf, locale)
  return (
    <span className={`whitespace-nowrap ${className}`} title={t('cards.currency.atRate', { date })}>
      {formatConverted(usd, rate)}
      {withDate ? <span className="text-ink/70"> {t('cards.currency.atRateAfter', { date })}</span> : null}
    </span>
  )
}
