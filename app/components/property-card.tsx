import { Link } from 'react-router'
import { formatArea, formatPrice } from '~/lib/format'
import {
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyStatus,
  type PropertyType,
} from '~/lib/property-rules'
import type { PropertyCard as PropertyCardData } from '~/models/property.server'
import { ApproxPrice } from './currency/approx-price'
import { SaveButton } from './favourites/save-button'
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
  const facts = [
    property.bedrooms ? `${property.bedrooms} bd` : null,
    property.bathrooms ? `${property.bathrooms} ba` : null,
    property.livingAreaSqft
      ? formatArea(property.livingAreaSqft)
      : property.lotSizeSqft
        ? `${formatArea(property.lotSizeSqft)} lot`
        : null,
  ].filter(Boolean)
  return (
    <article className="group relative overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-black/5 transition hover:shadow-lg">
      <Link to={`/property/${property.slug}`} className="block">
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
          {property.status !== 'active' ? (
            <span className="absolute left-3 top-3 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-white">
              {PROPERTY_STATUS_LABELS[property.status as PropertyStatus]}
            </span>
          ) : null}
        </div>
        <div className="p-4">
          <p className="text-2xl font-bold text-sea">{formatPrice(property.priceUsd)}</p>
          <ApproxPrice usd={property.priceUsd} className="block text-sm text-ink/80" />
          <h3 className="mt-1 line-clamp-2 text-base font-semibold text-ink group-hover:underline">{property.title}</h3>
          <p className="mt-1 text-sm text-ink/75">
            {PROPERTY_TYPE_LABELS[property.propertyType as PropertyType]}
            {property.areaName ? ` · ${property.areaName}` : ''}
          </p>
          {facts.length > 0 ? <p className="mt-2 text-sm font-medium">{facts.join(' · ')}</p> : null}
        </div>
      </Link>
      <SaveButton propertyId={property.id} title={property.title} className="absolute right-3 top-3" />
    </article>
  )
}
