import { Form, Link } from 'react-router'
import { PropertyCard } from '~/components/property-card'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { getFeaturedProperties, listPublicProperties } from '~/models/property.server'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [
  { title: `${DEFAULT_BRAND.name} | Homes, condos and land for sale in Roatan, Honduras` },
  {
    name: 'description',
    content:
      'Browse houses, condos, land and commercial property for sale on Roatan, with prices in US dollars and plain advice for foreign buyers.',
  },
]

export async function loader({ context }: Route.LoaderArgs) {
  const { db, storage } = getServices(context)
  const [featured, latest] = await Promise.all([
    getFeaturedProperties(db, storage, 6),
    listPublicProperties(db, storage, { page: 1 }),
  ])
  return { featured, latest: latest.properties.slice(0, 6), total: latest.total }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, latest, total } = loaderData
  return (
    <>
      <section className="bg-gradient-to-b from-sea to-sea-dark text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold text-white sm:text-5xl">Find your place on Roatan</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            {total} homes, condos and lots across the island, with prices in US dollars and local agents who explain
            every step of buying in Honduras.
          </p>
          <Form
            method="get"
            action="/properties"
            role="search"
            className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row"
          >
            <label htmlFor="home-search" className="sr-only">
              Search by area, title or listing ID
            </label>
            <input
              id="home-search"
              name="search"
              type="search"
              placeholder="West Bay, oceanfront, RR-1001…"
              className="w-full rounded-lg border-0 bg-white px-4 py-3 text-ink placeholder:text-ink/60"
            />
            <button
              type="submit"
              className="whitespace-nowrap rounded-lg bg-coral-dark px-6 py-3 font-semibold text-white hover:bg-coral"
            >
              Search properties
            </button>
          </Form>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="featured-heading">
        <div className="flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl sm:text-3xl">
            Featured listings
          </h2>
          <Link to="/properties" className="font-semibold text-reef-dark underline">
            See all properties
          </Link>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((property, index) => (
            <PropertyCard key={property.id} property={property} priority={index === 0} />
          ))}
        </div>
      </section>

      <section className="bg-sand" aria-labelledby="latest-heading">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h2 id="latest-heading" className="text-2xl sm:text-3xl">
            Newly listed
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {latest.map((property) => (
              <PropertyCard key={property.id} property={property} />
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
