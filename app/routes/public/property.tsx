import { data } from 'react-router'
import { ResponsiveImage } from '~/components/responsive-image'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { formatArea, formatPrice } from '~/lib/format'
import {
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyStatus,
  type PropertyType,
} from '~/lib/property-rules'
import { getPublicPropertyBySlug } from '~/models/property.server'
import type { Route } from './+types/property'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, storage } = getServices(context)
  const property = await getPublicPropertyBySlug(db, storage, params.slug)
  if (!property) throw data('Not found', { status: 404 })
  return { property }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? [
        {
          title: `${loaderData.property.title} | ${formatPrice(loaderData.property.priceUsd)} | ${DEFAULT_BRAND.name}`,
        },
        { name: 'description', content: loaderData.property.description.slice(0, 155) },
      ]
    : [{ title: `Property not found | ${DEFAULT_BRAND.name}` }]

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { property } = loaderData
  const facts = [
    ['Price', formatPrice(property.priceUsd)],
    ['Status', PROPERTY_STATUS_LABELS[property.status as PropertyStatus]],
    ['Type', PROPERTY_TYPE_LABELS[property.propertyType as PropertyType]],
    ['Bedrooms', property.bedrooms ? String(property.bedrooms) : null],
    ['Bathrooms', property.bathrooms ? String(property.bathrooms) : null],
    ['Living area', property.livingAreaSqft ? formatArea(property.livingAreaSqft) : null],
    ['Lot size', property.lotSizeSqft ? formatArea(property.lotSizeSqft) : null],
    ['Area', property.areaName],
    ['Listing ID', property.listingId],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]))
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl sm:text-4xl">{property.title}</h1>
      <p className="mt-2 text-3xl font-bold text-sea">{formatPrice(property.priceUsd)}</p>
      <p className="mt-1 text-ink/80">{property.address}</p>
      {property.gallery[0] ? (
        <div className="mt-6 overflow-hidden rounded-2xl">
          <ResponsiveImage
            image={property.gallery[0]}
            alt={property.title}
            sizes="(min-width: 1280px) 1280px, 100vw"
            priority
            className="max-h-[70vh] w-full object-cover"
          />
        </div>
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 className="text-2xl">About this property</h2>
          {property.description.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className="mt-4">
              {paragraph}
            </p>
          ))}
          {property.features.length > 0 ? (
            <>
              <h2 className="mt-8 text-2xl">Features</h2>
              <ul className="mt-4 grid list-disc gap-2 pl-5 sm:grid-cols-2">
                {property.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <aside aria-label="Key facts" className="rounded-2xl bg-sand p-6">
          <h2 className="text-xl">Key facts</h2>
          <dl className="mt-4 space-y-2">
            {facts.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 border-b border-black/10 pb-2">
                <dt className="text-ink/80">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </article>
  )
}
