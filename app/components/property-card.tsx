import { Link } from '~/components/site-link'
import { cardsMessages } from '~/i18n/catalogs/cards'
import { useLocalHref, useLocale, useT } from '~/i18n/messages'
import { typeLabel, useSiteT } from '~/lib/vocabulary'
import { formatArea, formatPrice } from '~/lib/format'
import type { PropertyCard as PropertyCardData } from '~/models/property.server'
import { ApproxPrice } from './currency/approx-price'
import { SaveButton } from './favourites/save-button'
import { StatusBadge } from './status-badge'
import { ResponsiveImage } from './responsive-image'

const DEFAULT_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

export function PropertyCard({
  property,
  priority = false,
  sizes = DEFAULT_SIZES,
}: {
  property: PropertyCardData
  priority?: boolean
  /** how wide the card is at each viewport width (the image `sizes`), when the grid differs from 3/2/1 columns */
  sizes?: string
}) {
  const t = useT(cardsMessages)
  const siteT = useSiteT()
  const locale = useLocale()
  const href = useLocalHref()
  const facts = [
    property.bedrooms ? t('cards.card.beds', { count: property.bedrooms }) : null,
    property.bathrooms ? t('cards.card.baths', { count: property.bathrooms }) : null,
    property.livingAreaSqft
      ? formatArea(property.livingAreaSqft, locale)
      : property.lotSizeSqft
        ? t('cards.card.lot', { area: formatArea(property.lotSizeSqft, locale) })
        : null,
  ].filter(Boolean)
  return (
    <article className="group relative overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-black/5 transition hover:shadow-lg">
      <Link to={href(`/property/${property.slug}`)} className="block">
        <div className="relative aspect-[3/2] bg-sand">
          {property.cover ? (
            <ResponsiveImage
              image={property.cover}
              alt=""
              sizes={sizes}
              priority={priority}
              className="h-full w-full object-cover"
            />
          ) : null}
          <StatusBadge status={property.status} className="absolute left-3 top-3" />
        </div>
        {/* the price and the facts wait to be laid out (app.css); the title, whole (issue 43: two lines cut Spanish
            titles before the place name that tells listings apart), is laid out at once, so its height is never guessed */}
        <div className="p-4">
          <div className="card-price">
            <p className="text-2xl font-bold text-sea">{formatPrice(property.priceUsd)}</p>
            <ApproxPrice usd={property.priceUsd} className="block text-sm text-ink/80" />
          </div>
          <h3
            lang={property.titleLang}
            className="mt-1 text-base font-semibold break-words text-ink group-hover:underline"
          >
            {property.title}
          </h3>
          <div className="card-facts">
            <p className="mt-1 text-sm text-ink/75">
              {typeLabel(siteT, property.propertyType)}
              {property.areaName ? ` · ${property.areaName}` : ''}
            </p>
            {facts.length > 0 ? <p className="mt-2 text-sm font-medium">{facts.join(' · ')}</p> : null}
          </div>
          {/* issue 40 (IDX): another brokerage's listing names it on every card */}
          {property.listingOfficeName ? (
            <p className="mt-3 line-clamp-2 border-t border-black/10 pt-2 text-sm text-ink/80">
              {t('cards.card.courtesy', { office: property.listingOfficeName })}
            </p>
          ) : null}
        </div>
      </Link>
      <SaveButton propertyId={property.id} title={property.title} className="absolute right-3 top-3" />
    </article>
  )
}
