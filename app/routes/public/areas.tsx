import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { listAreasWithCounts } from '~/models/content.server'
import type { Route } from './+types/areas'

export const meta: Route.MetaFunction = () => [
  { title: `Areas of Roatan | ${DEFAULT_BRAND.name}` },
  {
    name: 'description',
    content:
      'West Bay, West End, Sandy Bay, French Harbour and the rest of Roatan: what each area is like and what is for sale.',
  },
]

export async function loader({ context }: Route.LoaderArgs) {
  return { areas: await listAreasWithCounts(getServices(context).db) }
}

export default function Areas({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Areas of Roatan" lead="Each part of the island has its own pace, beaches and prices." />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2">
        {loaderData.areas.map((area) => (
          <section
            key={area.slug}
            aria-labelledby={`area-${area.slug}`}
            className="rounded-2xl p-6 shadow-md ring-1 ring-black/5"
          >
            <h2 id={`area-${area.slug}`} className="text-2xl">
              {area.name}
            </h2>
            <p className="mt-1 font-semibold text-reef-dark">
              <Link to={`/properties?search=${encodeURIComponent(area.name)}`} className="underline">
                {area.listings} {area.listings === 1 ? 'listing' : 'listings'}
              </Link>
            </p>
            <p className="mt-3">{area.summary}</p>
          </section>
        ))}
      </div>
    </>
  )
}
