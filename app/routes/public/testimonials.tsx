import { PageHeader } from '~/components/page-header'
import { contentMessages } from '~/i18n/catalogs/content'
import { translator, useLocale, useT } from '~/i18n/messages'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import { listApprovedReviews } from '~/models/content.server'
import { requireFeature } from '~/http/feature-flags.server'
import type { Route } from './+types/testimonials'
import { localeFromPath, pathWithoutLocale } from '~/i18n/locale'

// One module serves /testimonials and /reviews (SPEC §2: social proof).
const PAGES = {
  testimonials: { title: 'content.testimonials.title', lead: 'content.testimonials.lead' },
  reviews: { title: 'content.reviews.title', lead: 'content.reviews.lead' },
} as const

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireFeature(context, 'show_reviews')
  const kind = pathWithoutLocale(url.pathname).startsWith('/reviews') ? 'review' : 'testimonial'
  return { kind, reviews: await listApprovedReviews(getServices(context).db, kind) } as const
}

export const meta: Route.MetaFunction = ({ loaderData: loaderData, matches, location }) => {
  const path = loaderData?.kind === 'review' ? 'reviews' : 'testimonials'
  const page = PAGES[path]
  const locale = localeFromPath(location.pathname)
  const t = translator(contentMessages, locale)
  return pageMeta({
    locale,
    title: t('content.titleWithBrand', { title: t(page.title), brand: DEFAULT_BRAND.name }),
    description: t(page.lead),
    path: `/${path}`,
    appUrl: appUrlFromMatches(matches),
  })
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const page = PAGES[loaderData.kind === 'review' ? 'reviews' : 'testimonials']
  const t = useT(contentMessages)
  const writtenIn = useLocale() === 'en' ? undefined : 'en'
  return (
    <>
      <PageHeader title={t(page.title)} lead={t(page.lead)} />
      {writtenIn ? (
        <p className="mx-auto max-w-7xl px-4 pt-8 text-sm italic text-ink/80 sm:px-6">
          {t('content.testimonials.asWritten')}
        </p>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-2">
        {loaderData.reviews.map((review) => (
          <figure key={review.id} className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-black/5">
            <p
              className="font-semibold text-sea"
              aria-label={t('content.testimonials.rating', { rating: review.rating })}
            >
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </p>
            {/* staff enter reviews as clients wrote them: in English (issue 43) */}
            {review.title ? (
              <h2 className="mt-2 text-lg" lang={writtenIn}>
                {review.title}
              </h2>
            ) : null}
            <blockquote className="mt-2" lang={writtenIn}>
              {review.body}
            </blockquote>
            <figcaption className="mt-3 text-sm text-ink/75">
              {review.authorName}
              {review.authorLocation ? `, ${review.authorLocation}` : ''}
            </figcaption>
            {review.reply ? (
              <div className="mt-4 rounded-xl border-l-4 border-reef bg-sand/60 px-4 py-3 text-sm">
                <p className="font-semibold text-sea">
                  {t('content.testimonials.reply', { brand: DEFAULT_BRAND.name })}
                </p>
                <p className="mt-1 whitespace-pre-line" lang={writtenIn}>
                  {review.reply}
                </p>
              </div>
            ) : null}
          </figure>
        ))}
      </div>
    </>
  )
}
