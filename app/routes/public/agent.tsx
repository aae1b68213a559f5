import { data } from 'react-router'
import { SomeUntranslatedNote } from '~/components/untranslated-note'
import { Link } from '~/components/site-link'
import { contentMessages } from '~/i18n/catalogs/content'
import { translator, useLocalHref, useT } from '~/i18n/messages'
import { AgentCard } from '~/components/agent-card'
import { PropertyCard } from '~/components/property-card'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { SITE_IMAGES_BUCKET, bucketImageSources } from '~/lib/image-url'
import { absoluteUrl, appUrlFromMatches, pageMeta } from '~/lib/seo'
import { realEstateAgentJsonLd } from '~/lib/structured-data'
import { getActiveAgent } from '~/models/content.server'
import { getAgentListings } from '~/models/property-detail.server'
import type { Route } from './+types/agent'
import { localeFromPath } from '~/i18n/locale'
import { UntranslatedNote } from '~/components/untranslated-note'
import { localizeTitle, localizedText } from '~/lib/localized-content'

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db, storage } = getServices(context)
  const agent = await getActiveAgent(db, params.slug)
  if (!agent) throw data('Not found', { status: 404 })
  // issue 16: the job title and bio staff wrote in Spanish, else the English ones with a note
  const locale = localeFromPath(url.pathname)
  const bio = localizedText(agent.bio, agent.bioEs, locale)
  return {
    agent: {
      ...agent,
      title: localizedText(agent.title, agent.titleEs, locale).text,
      bio: bio.text,
      photo: agent.photo ? bucketImageSources(agent.photo, storage.publicBaseUrl(SITE_IMAGES_BUCKET)) : null,
    },
    bioLang: bio.lang,
    listings: (await getAgentListings(db, storage, agent.id)).map((listing) => localizeTitle(listing, locale)),
  }
}

export const meta: Route.MetaFunction = ({ loaderData: loaderData, matches, location }) => {
  const locale = localeFromPath(location.pathname)
  const t = translator(contentMessages, locale)
  if (!loaderData) return [{ title: t('content.agent.notFound', { brand: DEFAULT_BRAND.name }) }]
  const { agent } = loaderData
  const appUrl = appUrlFromMatches(matches)
  const path = `/agent/${agent.slug}`
  const image = agent.photo ? absoluteUrl(appUrl, agent.photo.src) : undefined
  return pageMeta({
    locale,
    title: t('content.agent.metaTitle', { name: agent.name, title: agent.title, brand: DEFAULT_BRAND.name }),
    description: agent.bio.slice(0, 158),
    path,
    appUrl,
    image,
    type: 'profile',
    structuredData: [
      realEstateAgentJsonLd({ ...agent, description: agent.bio, url: absoluteUrl(appUrl, path), image }),
    ],
  })
}

export default function Agent({ loaderData }: Route.ComponentProps) {
  const { agent, listings, bioLang } = loaderData
  const t = useT(contentMessages)
  const href = useLocalHref()
  const firstName = agent.name.split(' ')[0]
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-reef-dark">
        <Link to={href('/agents')} className="hover:underline">
          {t('content.agents.title')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{agent.name}</h1>
      <p className="mt-1 text-lg text-ink/80">{agent.title}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 className="text-2xl">{t('content.agent.about', { name: firstName })}</h2>
          <p className="mt-4 text-lg" lang={bioLang}>
            {agent.bio}
          </p>
          <UntranslatedNote text={{ lang: bioLang }} className="mt-1" />
        </div>
        <AgentCard agent={agent} />
      </div>
      <section aria-labelledby="listings-heading" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="listings-heading" className="text-2xl">
            {t('content.agent.listings', { name: agent.name })}
          </h2>
          {listings.length > 0 ? (
            <Link to={href(`/properties?agent=${agent.slug}`)} className="font-semibold text-reef-dark underline">
              {t('content.agent.searchListings', { name: firstName })}
            </Link>
          ) : null}
        </div>
        {listings.length > 0 ? (
          <>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {listings.map((listing) => (
                <PropertyCard key={listing.id} property={listing} />
              ))}
            </div>
            <SomeUntranslatedNote items={listings.map((card) => ({ lang: card.titleLang }))} className="mt-4" />
          </>
        ) : (
          <p className="mt-4">{t('content.agent.noListings', { name: firstName })}</p>
        )}
      </section>
    </div>
  )
}
