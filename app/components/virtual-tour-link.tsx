// Issue 40: the MLS's virtual tour, beside the listing's photos. It opens in a new tab, so the listing stays where
// the buyer was; only an https address is ever linked (the feed keeps no other, and this checks again).
import { listingMessages } from '~/i18n/catalogs/listing'
import { useT } from '~/i18n/messages'
import { buttonClassName } from './ui/button'

function isHttps(url: string) {
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

export function VirtualTourLink({ url }: { url: string | null }) {
  const t = useT(listingMessages)
  if (!url || !isHttps(url)) return null
  return (
    <p className="mt-4">
      <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
        {t('listing.page.virtualTour')}
        <span className="sr-only"> {t('listing.page.opensInNewTab')}</span>
      </a>
    </p>
  )
}
