import { PageHeader } from '~/components/page-header'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import { listApprovedReviews } from '~/models/content.server'
import { requireFeature } from '~/models/feature-flags.server'
import type { Route } from './+types/testimonials'
import { localeFromPath } from '~/i18n/locale'

// One module serves /testimonials and /reviews (SPEC §2: social proof).
const PAGES = {
  testimonials: { title: 'Testimonials', lead: 'In their own words: buyers and sellers we have worked with.' },
  reviews: { title: 'Reviews', lead: 'Ratings and reviews from our clients.' },
} as const

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireFeature(context, 'show_reviews')
  const kind = url.pathname.startsWith('/reviews') ? 'review' : 'testimonial'
  return { kind, reviews: await listApprovedReviews(getServices(context).db, kind) } as const
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const path = loaderData?.kind === 'review' ? 'reviews' : 'testimonials'
  const page = PAGES[path]
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: `${page.title} | ${DEFAULT_BRAND.name}`,
    description: page.lead,
    path: `/${path}`,
    appUrl: appUrlFromMatches(matches),
  })
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const page = PAGES[loaderData.kind === 'review' ? 'reviews' : 'testimonials']
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-2">
        {loaderData.reviews.map((review) => (
          <figure key={review.id} className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-black/5">
            <p className="font-semibold text-sea" aria-label={`Rated ${review.rating} out of 5`}>
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </p>
            {review.title ? <h2 className="mt-2 text-lg">{review.title}</h2> : null}
            <blockquote className="mt-2">{review.body}</blockquote>
            <figcaption className="mt-3 text-sm text-ink/75">
              {review.authorName}
              {review.authorLocation ? `, ${review.authorLocation}` : ''}
            </figcaption>
            {review.reply ? (
              <div className="mt-4 rounded-xl border-l-4 border-reef bg-sand/60 px-4 py-3 text-sm">
                <p className="font-semibold text-sea">Reply from {DEFAULT_BRAND.name}</p>
                <p className="mt-1 whitespace-pre-line">{review.reply}</p>
              </div>
            ) : null}
          </figure>
        ))}
      </div>
    </>
  )
}
