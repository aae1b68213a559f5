import { Form } from 'react-router'
import { SomeUntranslatedNote } from '~/components/untranslated-note'
import { Link } from '~/components/site-link'
import { homeMessages } from '~/i18n/catalogs/home'
import { translator, useLocalHref, useLocale, useT } from '~/i18n/messages'
import { PropertyCard } from '~/components/property-card'
import { LoadWhenKept } from '~/components/favourites/load-when-kept'
import { Button, buttonClasses } from '~/components/ui/button'

const loadRecentlyViewed = () =>
  import('~/components/favourites/recently-viewed').then((module) => module.RecentlyViewed)
import { contentMemo } from '~/cache-registry.server'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import { listApprovedReviews, listAreasWithCounts, listPublishedPosts } from '~/models/content.server'
import { isFeatureEnabled } from '~/http/feature-flags.server'
import { getFeaturedProperties, listPublicProperties, searchPublicProperties } from '~/models/property.server'
import type { Route } from './+types/home'
import { localeFromPath } from '~/i18n/locale'
import { localizePost, localizeTitle, localizedText } from '~/lib/localized-content'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeFromPath(location.pathname)
  const t = translator(homeMessages, locale)
  return pageMeta({
    locale,
    title: t('home.metaTitle', { brand: DEFAULT_BRAND.name }),
    description: t('home.metaDescription'),
    path: '/',
    appUrl: appUrlFromMatches(matches),
  })
}

// The home page's questions are the same for every visitor: answered from memory until content changes.
const homeMemo = contentMemo<Awaited<ReturnType<typeof readHome>>>('home', 1)

function readHome(context: Route.LoaderArgs['context']) {
  const { db, storage } = getServices(context)
  return Promise.all([
    getFeaturedProperties(db, storage, 6),
    listPublicProperties(db, storage, { page: 1 }),
    // issue 43: the number the search shows by default (for sale), not every public listing
    searchPublicProperties(db, storage, { page: 1 }).then((found) => found.total),
    listAreasWithCounts(db),
    listPublishedPosts(db, 3),
    isFeatureEnabled(context, 'show_reviews').then((shown) => (shown ? listApprovedReviews(db) : [])),
  ])
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const [featured, latest, forSale, areas, posts, testimonials] = await homeMemo('home', () => readHome(context))
  // issue 16: what staff wrote in Spanish, on Spanish pages
  const locale = localeFromPath(url.pathname)
  return {
    featured: featured.map((listing) => localizeTitle(listing, locale)),
    // Newly listed shows what the featured row does not already show.
    latest: latest.properties
      .filter((listing) => !featured.some((shown) => shown.id === listing.id))
      .slice(0, 6)
      .map((listing) => localizeTitle(listing, locale)),
    total: forSale,
    areas: areas
      .filter((area) => area.listings > 0)
      .slice(0, 8)
      .map(({ summaryEs, ...area }) => ({ ...area, summary: localizedText(area.summary, summaryEs, locale) })),
    posts: posts.map((post) => localizePost(post, locale)),
    testimonials: testimonials.filter((review) => review.featured).slice(0, 3),
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, latest, total, areas, posts, testimonials } = loaderData
  const t = useT(homeMessages)
  const href = useLocalHref()
  const locale = useLocale()
  return (
    <>
      <section className="bg-gradient-to-b from-sea to-sea-dark text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold text-white sm:text-5xl">{t('home.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{t('home.lead', { total })}</p>
          <Form
            method="get"
            action={href('/properties')}
            role="search"
            className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row"
          >
            <label htmlFor="home-search" className="sr-only">
              {t('home.searchLabel')}
            </label>
            <input
              id="home-search"
              name="search"
              type="search"
              placeholder={t('home.searchPlaceholder')}
              className="w-full rounded-lg border-0 bg-white px-4 py-3 text-ink placeholder:text-ink/60"
            />
            <Button type="submit" variant="cta" size="2xl" className="whitespace-nowrap">
              {t('home.searchButton')}
            </Button>
          </Form>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="featured-heading">
        <div className="flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl sm:text-3xl">
            {t('home.featured')}
          </h2>
          <Link to={href('/properties')} className="font-semibold text-reef-dark underline">
            {t('home.seeAll')}
          </Link>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((property, index) => (
            <PropertyCard key={property.id} property={property} priority={index === 0} />
          ))}
        </div>
        <SomeUntranslatedNote items={featured.map((card) => ({ lang: card.titleLang }))} className="mt-4" />
      </section>
      {/* a returning visitor's listings (issue 15), below the fold so nothing above it moves */}
      <LoadWhenKept
        storageKey="recently-viewed"
        load={loadRecentlyViewed}
        props={{ className: 'mx-auto max-w-7xl px-4 pb-12 sm:px-6' }}
      />

      <section className="bg-sand" aria-labelledby="latest-heading">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h2 id="latest-heading" className="text-2xl sm:text-3xl">
            {t('home.latest')}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {latest.map((property) => (
              <PropertyCard key={property.id} property={property} />
            ))}
          </div>
          <SomeUntranslatedNote items={latest.map((card) => ({ lang: card.titleLang }))} className="mt-4" />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="areas-heading">
        <h2 id="areas-heading" className="text-2xl sm:text-3xl">
          {t('home.areas')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {areas.map((area) => (
            <li key={area.slug}>
              <Link
                to={href(`/properties?area=${area.slug}`)}
                className="block h-full rounded-2xl bg-white p-5 shadow-md ring-1 ring-black/5 hover:shadow-lg"
              >
                <span className="block text-lg font-semibold text-sea">{area.name}</span>
                <span className="mt-1 block text-sm text-ink/80" lang={area.summary.lang}>
                  {area.summary.text}
                </span>
                <span className="mt-3 block text-sm font-semibold text-reef-dark">
                  {t('home.areaListings', { count: area.listings })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to={href('/areas')} className="font-semibold text-reef-dark underline">
            {t('home.compareAreas')}
          </Link>
        </p>
      </section>

      {testimonials.length > 0 ? (
        <section className="bg-sea-dark text-white" aria-labelledby="testimonials-heading">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <h2 id="testimonials-heading" className="text-2xl text-white sm:text-3xl">
              {t('home.testimonials')}
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-3">
              {testimonials.map((review) => (
                <figure key={review.id} className="rounded-2xl bg-white/10 p-6">
                  {/* staff enter reviews as clients wrote them: in English (issue 43) */}
                  <blockquote className="text-white/95" lang={locale === 'en' ? undefined : 'en'}>
                    “{review.body}”
                  </blockquote>
                  <figcaption className="mt-4 text-sm font-semibold text-sand">
                    {review.authorName}
                    {review.authorLocation ? `, ${review.authorLocation}` : ''}
                  </figcaption>
                </figure>
              ))}
            </div>
            {locale === 'en' ? null : (
              <p className="mt-4 text-sm italic text-white/90">{t('home.testimonialsAsWritten')}</p>
            )}
            <p className="mt-6">
              <Link to={href('/testimonials')} className="font-semibold text-white underline">
                {t('home.moreTestimonials')}
              </Link>
            </p>
          </div>
        </section>
      ) : null}

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="text-2xl sm:text-3xl">
          {t('home.blog')}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <article
              key={post.slug}
              lang={post.lang}
              className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-black/5"
            >
              <h3 className="text-lg">
                <Link to={href(`/blog/${post.slug}`)} className="hover:underline">
                  {post.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-ink/75">{post.published}</p>
              <p className="mt-3 text-sm">{post.excerpt}</p>
            </article>
          ))}
        </div>
      </section>

      {/* the last band meets the footer: its margin (mt-16, for pages that end in white) is taken back (issue 43) */}
      <section className="-mb-16 bg-sand" aria-labelledby="cta-heading">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-2xl sm:text-3xl">
              {t('home.guideHeading')}
            </h2>
            <p className="mt-2 max-w-2xl">{t('home.guideText')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to={href('/the-ultimate-guide-to-buying-property-in-roatan')}
              className={buttonClasses({ size: '2xl' })}
            >
              {t('home.guideLink')}
            </Link>
            <Link to={href('/contact')} className={buttonClasses({ variant: 'cta', size: '2xl' })}>
              {t('home.agentLink')}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
