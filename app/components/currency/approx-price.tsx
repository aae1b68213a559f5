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
  if (!rate) return null
  const date = formatRateDate(rate.asOf)
  return (
    <span className={`whitespace-nowrap ${className}`} title={`At the rate of ${date}`}>
      {formatConverted(usd, rate)}
      {withDate ? <span className="text-ink/70"> at the rate of {date}</span> : null}
    </span>
  )
}
