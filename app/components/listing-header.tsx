import type { MouseEvent } from 'react'
import { ApproxPrice } from '~/components/currency/approx-price'
import { CompareToggle } from '~/components/favourites/compare-toggle'
import { SaveButton } from '~/components/favourites/save-button'
import { ListingCourtesy } from '~/components/listing-idx'
import { StatusBadge } from '~/components/status-badge'
import { buttonClassName } from '~/components/ui/button'
import { listingMessages } from '~/i18n/catalogs/listing'
import { useLocalHref, useLocale, useT } from '~/i18n/messages'
import { Link } from '~/components/site-link'
import { formatPrice } from '~/lib/format'
import type { LocalizedText } from '~/lib/localized-content'

export interface ListingHeaderData {
  id: number
  slug: string
  status: string
  priceUsd: number
  address: string
  addressHidden: boolean
  area: { name: string } | null
  listingOfficeName: string | null
  listingOfficePhone: string | null
  listingOfficeEmail: string | null
}

/** What a buyer can still do: ask about the listing, or (once it has sold) about others like it. */
export function useContactLabel(status: string) {
  const t = useT(listingMessages)
  return status === 'sold' ? t('listing.page.askSimilar') : t('listing.page.contactAgent')
}

/**
 * The title, the price with the listing's status beside it (as on its card), and what a buyer can do. A listing that
 * is under contract or sold says so in a sentence, so nobody contacts the agent thinking it is still for sale.
 */
export function ListingHeader({
  property,
  title,
  onContactClick,
  tours,
}: {
  property: ListingHeaderData
  title: LocalizedText
  onContactClick: (event: MouseEvent) => void
  /** issue 44: the listing offers tours (for sale, with an agent) */
  tours: boolean
}) {
  const t = useT(listingMessages)
  const locale = useLocale()
  const contactLabel = useContactLabel(property.status)
  const href = useLocalHref()
  const note =
    property.status === 'sold'
      ? t('listing.status.soldNote')
      : property.status === 'under_contract'
        ? t('listing.status.underContractNote')
        : null
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl sm:text-4xl" lang={title.lang !== locale ? title.lang : undefined}>
          {title.text}
        </h1>
        <p className="mt-1 text-ink/80">{property.addressHidden ? property.area?.name : property.address}</p>
        {property.listingOfficeName ? (
          <ListingCourtesy
            office={property.listingOfficeName}
            phone={property.listingOfficePhone}
            email={property.listingOfficeEmail}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-4" onClick={onContactClick}>
        <p className="text-3xl font-bold text-sea">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {formatPrice(property.priceUsd)}
            <StatusBadge status={property.status} large />
          </span>
          <ApproxPrice usd={property.priceUsd} withDate className="block text-base font-normal" />
        </p>
        <SaveButton propertyId={property.id} title={title.text} />
        <CompareToggle slug={property.slug} title={title.text} />
        {/* below lg the contact bar at the foot of the screen offers it (ListingContactBar) */}
        {tours ? (
          <Link
            to={href(`/property/${property.slug}/tour`)}
            className={`${buttonClassName('secondary')} max-lg:hidden`}
          >
            {t('listing.tour.book')}
          </Link>
        ) : null}
        <a href="#inquiry-heading" data-contact-agent className={`${buttonClassName('cta')} max-lg:hidden`}>
          {contactLabel}
        </a>
      </div>
      {note ? <p className="basis-full rounded-lg bg-sand px-4 py-3">{note}</p> : null}
    </header>
  )
}
