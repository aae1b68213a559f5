import { listingMessages } from '~/i18n/catalogs/listing'
import { useT } from '~/i18n/messages'
import { buttonClassName } from './ui/button'

/** Printing (or saving as PDF) needs the browser, so the button works once the page is hydrated. */
export function PrintButton({ label }: { label?: string }) {
  const t = useT(listingMessages)
  return (
    <button type="button" onClick={() => window.print()} className={`${buttonClassName('secondary')} print:hidden`}>
      {label ?? t('listing.print.guide')}
    </button>
  )
}
