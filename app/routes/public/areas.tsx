import { Link } from '~/components/site-link'
import { contentMessages } from '~/i18n/catalogs/content'
import { translator, useLocalHref, useT } from '~/i18n/messages'
import { PageHeader } from '~/components/page-header'
import { ResponsiveImage } from '~/components/responsive-image'
import { SITE_IMAGES_BUCKET, bucketImageSources } from '~/lib/image-url'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import { listAreasWithCounts } from '~/models/content.server'
import type { Route } from './+types/areas'
import { localeFromPath } from '~/i18n/locale'
import { UntranslatedNote } from '~/components/untranslated-note'
import { localizedText } from '~/lib/localized-content'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeFromPath(location.pathname)
  const t = translator(contentMessages, locale)
  return pageMeta({
    locale,
    title: t('content.titleWithBrand', { title: t('content.areas.title'), brand: DEFAULT_BRAND.name }),
    description: t('content.areas.metaDescription'),
    path: '/areas',
    appUrl: appUrlFromMatches(matches),
  })
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, storage } = getServices(context)
  const base = storage.publicBaseUrl(SITE_IMAGES_BUCKET)
  const areas = await listAreasWithCounts(db)
  const locale = localeFromPath(url.pathname)
  return {
    areas: areas.map(({ summaryEs, descriptionEs, ...area }) => ({
      ...area,
      // issue 16: the Spanish texts staff wrote, else the English ones with a note
      summary: localizedText(area.summary, summaryEs, locale),
      description: localizedText(area.description, descriptionEs, locale),
      cover: area.image ? bucketImageSources(area.image, base) : null,
    })),
  }
}

export default function Areas({ loaderData }: Route.ComponentProps) {
  const t = useT(contentMessages)
  const href = useLocalHref()
  return (
    <>
      <PageHeader title={t('content.areas.title')} lead={t('content.areas.lead')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2">
        {loaderData.areas.map((area) => (
          <section
            key={area.slug}
            id={area.slug}
            aria-labelledby={`area-${area.slug}`}
            className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-black/5"
          >
            {area.cover ? (
              <ResponsiveImage
                image={area.cover}
                alt=""
                sizes="(min-width: 1024px) 50vw, 100vw"
                className="aspect-[3/1] w-full object-cover"
              />
            ) : null}
            <div className="p-6">
              <h2 id={`area-${area.slug}`} className="text-2xl">
                {area.name}
              </h2>
              <p className="mt-2 font-medium" lang={area.summary.lang}>
                {area.summary.text}
              </p>
              <div lang={area.description.lang}>
                {area.description.text.split(/\n\s*\n/).map((paragraph) => (
                  <p key={paragraph} className="mt-3 text-ink/90">
                    {paragraph}
                  </p>
                ))}
              </div>
              <UntranslatedNote text={area.description} className="mt-2" />
              <p className="mt-4">
                <Link to={href(`/properties?area=${area.slug}`)} className="font-semibold text-reef-dark underline">
                  {area.listings === 0
                    ? t('content.areas.noListings')
                    : t('content.areas.seeListings', { count: area.listings, area: area.name })}
                </Link>
              </p>
            </div>
          </section>
        ))}
      </div>
    </>
  )
}
