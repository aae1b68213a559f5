import { Link } from '~/components/site-link'
import { contentMessages } from '~/i18n/catalogs/content'
import { translator, useLocalHref, useLocale, useT } from '~/i18n/messages'
import { PageHeader } from '~/components/page-header'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import { slugify } from '~/lib/slug'
import { faqPageJsonLd } from '~/lib/structured-data'
import { listFaq } from '~/models/content.server'
import type { Route } from './+types/faq'
import { localeFromPath } from '~/i18n/locale'
import { SomeUntranslatedNote } from '~/components/untranslated-note'

export const meta: Route.MetaFunction = ({ loaderData: loaderData, matches, location }) => {
  const locale = localeFromPath(location.pathname)
  const t = translator(contentMessages, locale)
  return pageMeta({
    locale,
    title: t('content.titleWithBrand', { title: t('content.faq.title'), brand: DEFAULT_BRAND.name }),
    description: t('content.faq.metaDescription'),
    path: '/faq',
    appUrl: appUrlFromMatches(matches),
    structuredData: loaderData ? [faqPageJsonLd(loaderData.entries)] : [],
  })
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname)
  const entries = await listFaq(getServices(context).db)
  // issue 16: an entry translated by staff is shown in Spanish on Spanish pages, else in English
  return {
    entries: entries.map(({ questionEs, answerEs, ...entry }) => {
      const spanish = locale === 'es' && questionEs.trim() !== '' && answerEs.trim() !== ''
      return {
        ...entry,
        question: spanish ? questionEs : entry.question,
        answer: spanish ? answerEs : entry.answer,
        lang: spanish ? ('es' as const) : ('en' as const),
      }
    }),
  }
}

type ContentId = NonNullable<(typeof contentMessages)['id']>

export default function Faq({ loaderData }: Route.ComponentProps) {
  const categories = [...new Set(loaderData.entries.map((entry) => entry.category))]
  const t = useT(contentMessages)
  const href = useLocalHref()
  const locale = useLocale()
  // Categories are named by staff, in English: the usual ones read in Spanish on Spanish pages, others as written.
  const categoryName = (category: string) => {
    const id = `content.faq.category.${slugify(category)}` as ContentId
    return locale === 'es' && translator(contentMessages, 'en')(id) === category ? t(id) : category
  }
  return (
    <>
      <PageHeader title={t('content.faq.title')} lead={t('content.faq.lead')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <SomeUntranslatedNote items={loaderData.entries} className="mb-6" />
        {categories.map((category) => (
          <section key={category} aria-labelledby={`faq-${slugify(category)}`} className="mt-8 first:mt-0">
            <h2 id={`faq-${slugify(category)}`} className="text-2xl">
              {categoryName(category)}
            </h2>
            <div className="mt-4 space-y-3">
              {loaderData.entries
                .filter((entry) => entry.category === category)
                .map((entry) => (
                  <details
                    key={entry.id}
                    lang={entry.lang}
                    className="group rounded-xl bg-white p-4 shadow ring-1 ring-black/5"
                  >
                    <summary className="cursor-pointer font-semibold text-sea marker:text-reef-dark">
                      {entry.question}
                    </summary>
                    <div className="mt-3 space-y-3">
                      {entry.answer.split(/\n\s*\n/).map((paragraph) => (
                        <p key={paragraph}>{paragraph}</p>
                      ))}
                    </div>
                  </details>
                ))}
            </div>
          </section>
        ))}
        <p className="mt-10">
          {t('content.faq.askBefore')}{' '}
          <Link to={href('/contact')} className="font-semibold text-reef-dark underline">
            {t('content.faq.askLink')}
          </Link>
          {t('content.faq.askAfter')}
        </p>
      </div>
    </>
  )
}
