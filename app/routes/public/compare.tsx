// /compare?listings=a,b[,c,d] (issue 15): listings side by side, shareable by URL. Wrong input says what is wrong
// with a 4xx: fewer than two or more than four listings, or one we cannot find.
import { Link, data } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { ResponsiveImage } from '~/components/responsive-image'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { foreignOwnershipLabel, hoaFeeText, rentalHistoryText, titleTypeLabel } from '~/lib/buyer-facts'
import { MAX_COMPARE, MIN_COMPARE, compareSlugs } from '~/lib/compare'
import { formatArea, formatPrice } from '~/lib/format'
import {
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyStatus,
  type PropertyType,
} from '~/lib/property-rules'
import { getListingsToCompare } from '~/models/property.server'
import type { Route } from './+types/compare'

export async function loader({ url, context }: Route.LoaderArgs) {
  const slugs = compareSlugs(url.searchParams)
  if (slugs === null)
    return data({ listings: [], problem: 'That is not a list of listings we can read.' }, { status: 400 })
  if (slugs.length === 0) return { listings: [], problem: null }
  if (slugs.length < MIN_COMPARE || slugs.length > MAX_COMPARE)
    return data(
      { listings: [], problem: `Choose between ${MIN_COMPARE} and ${MAX_COMPARE} listings to compare.` },
      { status: 400 },
    )
  const { db, storage } = getServices(context)
  const listings = await getListingsToCompare(db, storage, slugs)
  if (listings.length < slugs.length) {
    const found = new Set(listings.map((listing) => listing.slug))
    const missing = slugs.filter((slug) => !found.has(slug))
    return data(
      {
        listings: [],
        problem: `We could not find ${missing.map((slug) => `“${slug}”`).join(' and ')}: it may have left the market.`,
      },
      { status: 404 },
    )
  }
  return { listings, problem: null }
}

export const meta: Route.MetaFunction = () => [
  { title: `Compare listings | ${DEFAULT_BRAND.name}` },
  { name: 'robots', content: 'noindex' },
]

type Listing = Route.ComponentProps['loaderData']['listings'][number]

const ROWS: [string, (listing: Listing) => string][] = [
  ['Price', (listing) => formatPrice(listing.priceUsd)],
  [
    'Price per sq ft',
    (listing) => (listing.livingAreaSqft ? formatPrice(Math.round(listing.priceUsd / listing.livingAreaSqft)) : '—'),
  ],
  ['Status', (listing) => PROPERTY_STATUS_LABELS[listing.status as PropertyStatus]],
  ['Type', (listing) => PROPERTY_TYPE_LABELS[listing.propertyType as PropertyType]],
  ['Bedrooms', (listing) => (listing.bedrooms ? String(listing.bedrooms) : '—')],
  ['Bathrooms', (listing) => (listing.bathrooms ? String(listing.bathrooms) : '—')],
  ['Living area', (listing) => formatArea(listing.livingAreaSqft) || '—'],
  ['Lot size', (listing) => formatArea(listing.lotSizeSqft) || '—'],
  ['Year built', (listing) => (listing.yearBuilt ? String(listing.yearBuilt) : '—')],
  ['Area', (listing) => listing.areaName ?? '—'],
  ['Title', (listing) => titleTypeLabel(listing.titleType) ?? '—'],
  ['Ownership', (listing) => foreignOwnershipLabel(listing.foreignOwnership) ?? '—'],
  ['HOA fee', (listing) => hoaFeeText(listing.hoaFeeUsd, formatPrice) ?? '—'],
  ['Rental history', (listing) => rentalHistoryText(listing, formatPrice) ?? '—'],
]

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { listings, problem } = loaderData
  return (
    <>
      <PageHeader title="Compare listings" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {problem ? (
          <p role="alert" className="rounded-lg bg-coral/10 p-4 font-medium text-coral-dark">
            {problem}
          </p>
        ) : null}
        {listings.length === 0 ? (
          <p className="mt-4 text-lg">
            Tick two to four of your{' '}
            <Link to="/my-account" className="font-semibold text-reef-dark underline">
              saved listings
            </Link>{' '}
            and press Compare, or use Compare on the listing pages. The page’s address can be shared.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] table-fixed border-collapse text-left">
              <caption className="sr-only">The listings side by side</caption>
              <thead>
                <tr>
                  <td className="w-36" />
                  {listings.map((listing) => (
                    <th key={listing.id} scope="col" className="p-2 align-top">
                      <div className="aspect-[3/2] overflow-hidden rounded-lg bg-sand">
                        {listing.cover ? (
                          <ResponsiveImage
                            image={listing.cover}
                            alt=""
                            sizes="300px"
                            className="h-full w-full object-cover"
                          />
                        ) : null}
                      </div>
                      <Link to={`/property/${listing.slug}`} className="mt-2 block font-semibold text-sea underline">
                        {listing.title}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map(([label, value]) => (
                  <tr key={label} className="border-t border-sand">
                    <th scope="row" className="p-2 text-sm font-semibold text-ink/80">
                      {label}
                    </th>
                    {listings.map((listing) => (
                      <td key={listing.id} className="p-2">
                        {value(listing)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-4 text-sm text-ink/80">Prices are in US dollars.</p>
          </div>
        )}
      </div>
    </>
  )
}
