import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { ResponsiveImage } from '~/components/responsive-image'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { formatArea, formatPrice } from '~/lib/format'
import { requireFeature } from '~/http/feature-flags.server'
import { getFeaturedProperties, listPublicProperties } from '~/models/property.server'
import type { Route } from './+types/tv'

// Office TV displays (SPEC §2 /tv-1, /tv-2): full screen, no header or footer, rotating on their own.
// /tv-1 shows one listing at a time; /tv-2 shows four at a time.
const ROTATE_MS = 10_000
const REFRESH_MS = 10 * 60_000

export const meta: Route.MetaFunction = () => [
  { title: `Featured listings | ${DEFAULT_BRAND.name}` },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireFeature(context, 'show_tv_pages')
  const { db, storage } = getServices(context)
  const featured = await getFeaturedProperties(db, storage, 12)
  // Fewer than four featured listings would make a thin show: fill up with the newest.
  const listings = featured.length >= 4 ? featured : (await listPublicProperties(db, storage)).properties.slice(0, 12)
  return { listings, perSlide: url.pathname.startsWith('/tv-2') ? 4 : 1 }
}

export default function Tv({ loaderData }: Route.ComponentProps) {
  const { listings, perSlide } = loaderData
  const slides = Math.max(1, Math.ceil(listings.length / perSlide))
  const [slide, setSlide] = useState(0)
  const revalidator = useRevalidator()

  useEffect(() => {
    const rotate = setInterval(() => setSlide((current) => (current + 1) % slides), ROTATE_MS)
    const refresh = setInterval(() => void revalidator.revalidate(), REFRESH_MS)
    return () => {
      clearInterval(rotate)
      clearInterval(refresh)
    }
  }, [slides, revalidator])

  const shown = listings.slice((slide % slides) * perSlide, (slide % slides) * perSlide + perSlide)
  return (
    <main className="flex min-h-screen flex-col bg-sea-dark text-white">
      <h1 className="sr-only">Featured listings</h1>
      <div className={`grid flex-1 gap-4 p-4 ${perSlide > 1 ? 'grid-cols-2' : 'grid-cols-1'}`} aria-live="off">
        {shown.map((listing, index) => (
          <article key={listing.id} className="relative overflow-hidden rounded-2xl bg-black">
            {listing.cover ? (
              <ResponsiveImage
                image={listing.cover}
                alt=""
                sizes={perSlide > 1 ? '50vw' : '100vw'}
                priority={index === 0}
                className="absolute inset-0 h-full w-full object-cover"
              />
            ) : null}
            <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent p-6 pt-24">
              <p className={`font-bold ${perSlide > 1 ? 'text-3xl' : 'text-6xl'}`}>{formatPrice(listing.priceUsd)}</p>
              <h2 className={`mt-2 text-white ${perSlide > 1 ? 'text-xl' : 'text-4xl'}`}>{listing.title}</h2>
              <p className={`mt-2 text-white/90 ${perSlide > 1 ? 'text-base' : 'text-2xl'}`}>
                {[
                  listing.areaName,
                  listing.bedrooms ? `${listing.bedrooms} bedrooms` : null,
                  listing.livingAreaSqft ? formatArea(listing.livingAreaSqft) : null,
                  listing.listingId,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </article>
        ))}
      </div>
      <footer className="flex items-center justify-between px-6 pb-4 text-lg">
        <span className="font-bold">{DEFAULT_BRAND.name}</span>
        <span>
          {DEFAULT_BRAND.phone} · {DEFAULT_BRAND.email}
        </span>
        <span aria-hidden="true">
          {(slide % slides) + 1} / {slides}
        </span>
      </footer>
    </main>
  )
}
