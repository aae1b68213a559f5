import { Link } from 'react-router'
import { PropertyCard } from '~/components/property-card'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { PROPERTY_PAGE_SIZE } from '~/lib/property-rules'
import { listPublicProperties } from '~/models/property.server'
import type { Route } from './+types/properties'

export const meta: Route.MetaFunction = () => [
  { title: `Properties for sale in Roatan | ${DEFAULT_BRAND.name}` },
  {
    name: 'description',
    content: 'Every house, condo, lot and commercial property we list on Roatan, with prices in US dollars.',
  },
]

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, storage } = getServices(context)
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  return listPublicProperties(db, storage, { page })
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { properties, total, page } = loaderData
  const pages = Math.max(1, Math.ceil(total / PROPERTY_PAGE_SIZE))
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl sm:text-4xl">Properties for sale in Roatan</h1>
      <p className="mt-2 text-ink/80">
        {total} properties · page {page} of {pages}
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {properties.map((property, index) => (
          <PropertyCard key={property.id} property={property} priority={index === 0} />
        ))}
      </div>
      <nav aria-label="Pagination" className="mt-10 flex justify-between">
        {page > 1 ? (
          <Link className="font-semibold text-reef-dark underline" to={`?page=${page - 1}`}>
            Previous page
          </Link>
        ) : (
          <span />
        )}
        {page < pages ? (
          <Link className="font-semibold text-reef-dark underline" to={`?page=${page + 1}`}>
            Next page
          </Link>
        ) : null}
      </nav>
    </div>
  )
}
