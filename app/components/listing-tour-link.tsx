import { Link } from '~/components/site-link'
import { buttonClasses } from '~/components/ui/button'
import { listingMessages } from '~/i18n/catalogs/listing'
import { useLocalHref, useT } from '~/i18n/messages'

/**
 * Issue 44: "Book a tour" on a listing for sale, below the agent on phones and tablets (from lg up the listing header
 * offers it). A plain link to the booking page, which loads its own code: nothing is added to the listing page's first
 * load but these words, and the page stays the same for every visitor (cached).
 */
export function ListingTourLink({ slug }: { slug: string }) {
  const t = useT(listingMessages)
  const href = useLocalHref()
  return (
    <div className="rounded-2xl border border-sea/15 p-5 lg:hidden">
      <Link
        to={href(`/property/${slug}/tour`)}
        className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}
      >
        {t('listing.tour.book')}
      </Link>
      <p className="mt-2 text-sm text-ink/80">{t('listing.tour.invite')}</p>
    </div>
  )
}
