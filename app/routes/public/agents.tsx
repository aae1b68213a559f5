import { Link } from '~/components/site-link'
import { contentMessages } from '~/i18n/catalogs/content'
import { translator, useLocalHref, useLocale, useT, type Translate } from '~/i18n/messages'
import { PageHeader } from '~/components/page-header'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import { listActiveAgents } from '~/models/content.server'
import type { Route } from './+types/agents'
import { INTL_LOCALES, localeFromPath, type Locale } from '~/i18n/locale'
import { localizedText } from '~/lib/localized-content'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeFromPath(location.pathname)
  const t = translator(contentMessages, locale)
  return pageMeta({
    locale,
    title: t('content.titleWithBrand', { title: t('content.agents.title'), brand: DEFAULT_BRAND.name }),
    description: t('content.agents.metaDescription'),
    path: '/agents',
    appUrl: appUrlFromMatches(matches),
  })
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname)
  const agents = await listActiveAgents(getServices(context).db)
  // issue 16: job titles in Spanish where staff wrote them
  return {
    agents: agents.map((agent) => ({ ...agent, title: localizedText(agent.title, agent.titleEs, locale).text })),
  }
}

type ContentId = NonNullable<(typeof contentMessages)['id']>

/**
 * The languages an agent speaks, as staff wrote them (in English): named in Spanish on Spanish pages when the
 * catalog knows the language, and joined as each language joins a list.
 */
function spokenLanguages(t: Translate<ContentId>, locale: Locale, languages: string[]): string {
  if (locale === 'en') return languages.join(', ')
  const english = translator(contentMessages, 'en')
  const named = languages.map((language) => {
    const id = `content.agents.language.${language}` as ContentId
    return english(id) === language ? t(id) : language
  })
  return new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(named)
}

export default function Agents({ loaderData }: Route.ComponentProps) {
  const t = useT(contentMessages)
  const href = useLocalHref()
  const locale = useLocale()
  return (
    <>
      <PageHeader title={t('content.agents.title')} lead={t('content.agents.lead')} />
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {loaderData.agents.map((agent) => (
          <li key={agent.slug} className="rounded-2xl p-6 shadow-md ring-1 ring-black/5">
            <h2 className="text-xl">
              <Link to={href(`/agent/${agent.slug}`)} className="hover:underline">
                {agent.name}
              </Link>
            </h2>
            <p className="text-ink/75">{agent.title}</p>
            <p className="mt-2 text-sm">
              {t('content.agents.speaks', { languages: spokenLanguages(t, locale, agent.languages) })}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
