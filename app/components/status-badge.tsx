import { statusLabel, useSiteT } from '~/lib/vocabulary'

/**
 * 'Under contract' / 'Sold' on a listing that is no longer simply for sale: over a card's photo and beside the price
 * on the listing page, in the same words and colours. A listing for sale shows none.
 */
export function StatusBadge({
  status,
  large = false,
  className,
}: {
  status: string
  large?: boolean
  className?: string
}) {
  const siteT = useSiteT()
  if (status === 'active') return null
  return (
    <span
      className={[
        'inline-block rounded-full bg-ink/85 px-3 py-1 font-semibold whitespace-nowrap text-white',
        large ? 'text-sm' : 'text-xs',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {statusLabel(siteT, status)}
    </span>
  )
}
