import { Link } from 'react-router'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { formatPrice } from '~/lib/format'
import { getFeaturedProperties } from '~/models/property.server'
import type { Route } from './+types/tv'

// Office TV display (SPEC §2 /tv-1, /tv-2): full screen, no header or footer.
export const meta: Route.MetaFunction = () => [
  { title: `Featured listings | ${DEFAULT_BRAND.name}` },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ context }: Route.LoaderArgs) {
  const { db, storage } = getServices(context)
  return { listings: await getFeaturedProperties(db, storage, 8) }
}

export default function Tv({ loaderData }: Route.ComponentProps) {
  return (
    <main className="grid min-h-screen grid-cols-2 gap-4 bg-sea-dark p-6 text-white lg:grid-cols-4">
      <h1 className="sr-only">Featured listings</h1>
      {loaderData.listings.map((listing) => (
        <Link key={listing.id} to={`/property/${listing.slug}`} className="overflow-hidden rounded-2xl bg-white/10">
          {listing.cover ? <img src={listing.cover.src} alt="" className="aspect-[3/2] w-full object-cover" /> : null}
          <p className="px-4 pt-3 text-2xl font-bold">{formatPrice(listing.priceUsd)}</p>
          <p className="px-4 pb-4">{listing.title}</p>
        </Link>
      ))}
    </main>
  )
}
