// /properties: the property search. Every filter lives in the URL (lib/property-search.ts), so any result page can
// be shared, bookmarked and rendered on the server; the browser only makes changes quicker.
import { useCallback, useMemo } from 'react'
import { SomeUntranslatedNote } from '~/components/untranslated-note'
import { redirect, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { PropertyCard } from '~/components/property-card'
import { ActiveFilterChips, EmptySearchResults, SearchResultCount } from '~/components/property-search-summary'
import { resultsMessages } from '~/i18n/catalogs/results'
import { searchMessages } from '~/i18n/catalogs/search'
import { translator, useLocalHref, useLocale, useT } from '~/i18n/messages'
import { contentMemo } from '~/cache-registry.server'
import { getServices, type AppServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { pack, unpack, type Packed } from '~/lib/packed-data'
import { MAP_PIN_LIMIT, PROPERTY_PAGE_SIZE } from '~/lib/property-rules'
import {
  activePropertyFilters,
  agentParameterRequiresRedirect,
  canonicalPropertySearchPath,
  describePropertySearch,
  isDeepPropertySearch,
  parsePropertySearch,
  type PropertySearch,
  type SearchTranslate,
} from '~/lib/property-search'
import { propertySearchHref, propertySearchParams } from '~/lib/property-search-url'
import { absoluteUrl, pageMeta } from '~/lib/seo'
import { getSessionUser } from '~/auth/session.server'
import { isFeatureEnabled } from '~/http/feature-flags.server'
import { saveSearchAction } from '~/http/save-search-action.server'
import { canEmailAlerts } from '~/models/marketing-consent.server'
import { savedSearchName } from '~/models/saved-searches.server'
import { getSearchAgent, listSearchAreas, searchPublicProperties } from '~/models/property.server'
import type { Route } from './+types/properties'
import { hydrateLater } from '~/components/loading/hydrate-later'
import { localeFromPath, localizePath, pathWithoutLocale, type Locale } from '~/i18n/locale'
import { localizeTitle } from '~/lib/localized-content'

// Issue 13: the search's controls hydrate right after the page, the map and pages links when scrolled near; their
// HTML works meanwhile (the filters are a GET form, the page numbers links).
const filtersModule = () => import('~/components/property-search-filters')
const PropertySearchFilters = hydrateLater(() => filtersModule().then((module) => module.PropertySearchFilters))
const PropertySortSelect = hydrateLater(() => filtersModule().then((module) => module.PropertySortSelect))
const SaveSearchControl = hydrateLater(() =>
  import('~/components/save-search-control').then((module) => module.SaveSearchControl),
)
const PropertyMap = hydrateLater(() => import('~/components/property-map').then((module) => module.PropertyMap))
const Pagination = hydrateLater(() => import('~/components/pagination').then((module) => module.Pagination))

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // SPEC §5, and CONTRACT.md: every redirect the spec names is a real 301. The answer depends on the address alone,
  // so a browser or search engine keeping it for good is right.
  const locale = localeFromPath(url.pathname)
  if (agentParameterRequiresRedirect(url.searchParams)) throw redirect(localizePath('/properties', locale), 301)
  const showMap = await isFeatureEnabled(context, 'show_map_view')
  const parsed = parsePropertySearch(url.searchParams)
  // With the map switched off, a saved ?view=map link still works: it shows the list.
  const filters = showMap ? parsed : { ...parsed, view: 'list' as const }
  const services = getServices(context)
  // The same search asked again (another visitor, tracking parameters) is answered from memory until content changes:
  // the results and what is worded from them (heading, filter chips, the page's meta), per language.
  // Packed once (app/lib/packed-data.ts): every page that shows this search sends the same JSON.
  const found = await searchMemo(`${locale}|${JSON.stringify(filters)}`, async () =>
    pack(await searchPage(services, filters, locale)),
  )
  // Signed-in buyers only (their pages are never cached): whether the save control must offer the consent alerts need.
  const user = await getSessionUser({ request, context })
  const alertsConsented = user ? await canEmailAlerts(services.db, user.email) : false
  // and whether this search is one they saved already (offered as "Saved — manage" instead of the form)
  const savedAs = user ? await savedSearchName(services.db, user.id, canonicalSearchQuery(filters)) : null
  return { filters, found, showMap, alertsConsented, savedAs }
}

export const action = ({ request, context }: Route.ActionArgs) => saveSearchAction({ request, context })

/** The search as a saved search keeps it (models/saved-search-schema.server.ts): no page, no view. */
const canonicalSearchQuery = (filters: PropertySearch) =>
  propertySearchParams(filters, { view: 'list', page: 1 }).toString()

/** A search's results and what is worded from them, the same for every visitor. */
async function searchPage(
  { db, storage, config }: Pick<AppServices, 'db' | 'storage' | 'config'>,
  filters: PropertySearch,
  locale: Locale,
) {
  const [results, areas, agent] = await Promise.all([
    searchPublicProperties(db, storage, filters),
    listSearchAreas(db),
    filters.agent ? getSearchAgent(db, filters.agent) : null,
  ])
  // issue 16: listing titles staff wrote in Spanish, on Spanish pages
  const cards = { ...results, properties: results.properties.map((listing) => localizeTitle(listing, locale)) }
  // Issue 13: the heading, the filter chips and the page's meta are made here, so the code that words a search and
  // the page's search-engine tags stays on the server.
  const t = translator(searchMessages, locale)
  const names = { areaName: areas.find((area) => area.slug === filters.area)?.name, agentName: agent?.name }
  const heading = describePropertySearch(filters, names, t)
  const active = activePropertyFilters(filters, names, t)
  const meta = searchPageMeta({ filters, results: cards, heading, locale, t, appUrl: config.appUrl })
  return { results: cards, areas, agent, heading, active, meta }
}

const searchMemo = contentMemo<Packed<Awaited<ReturnType<typeof searchPage>>>>('search')

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  (loaderData && unpack(loaderData.found).meta) ?? [
    {
      title: translator(resultsMessages, localeFromPath(location.pathname))('results.fallbackTitle', {
        brand: DEFAULT_BRAND.name,
      }),
    },
  ]

function searchPageMeta({
  filters,
  results,
  heading,
  locale,
  t,
  appUrl,
}: {
  filters: PropertySearch
  results: { total: number; properties: { slug: string; title: string; cover?: { src: string } | null }[] }
  heading: string
  locale: Locale
  t: SearchTranslate
  appUrl: string
}) {
  const brand = DEFAULT_BRAND.name
  const offset = (filters.page - 1) * PROPERTY_PAGE_SIZE
  return pageMeta({
    locale,
    title:
      filters.page > 1
        ? t('search.meta.titlePage', { heading, page: filters.page, brand })
        : t('search.meta.title', { heading, brand }),
    description:
      results.total > 0
        ? t('search.meta.description', {
            total: results.total,
            heading: `${heading.charAt(0).toLowerCase()}${heading.slice(1)}`,
          })
        : t('search.meta.descriptionEmpty'),
    path: canonicalPropertySearchPath(filters),
    appUrl,
    image: results.properties[0]?.cover?.src,
    // deep or empty result pages are not worth a place in search results; their links are still followed
    noIndex: isDeepPropertySearch(filters) || results.total === 0,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: heading,
        numberOfItems: results.total,
        itemListElement: results.properties.map((property, index) => ({
          '@type': 'ListItem',
          position: offset + index + 1,
          url: absoluteUrl(appUrl, localizePath(`/property/${property.slug}`, locale)),
          name: property.title,
        })),
      },
    ],
  })
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { filters, showMap, alertsConsented, savedAs } = loaderData
  const { results, areas, agent, heading, active } = unpack(loaderData.found)
  const t = useT(resultsMessages)
  const href = useLocalHref()
  const locale = useLocale()
  const navigation = useNavigation()
  // While a new search loads, the old results are dimmed.
  const pending = navigation.state === 'loading' && pathWithoutLocale(navigation.location.pathname) === '/properties'
  // site addresses in English form: the chips, the empty state and the pagination give them the page's language
  const hrefFor = (changes: Partial<PropertySearch>) => propertySearchHref(filters, changes)
  // one function per search: the page links hydrate later and only new props wake them (hydrateLater)
  const hrefForPage = useCallback((page: number) => propertySearchHref(filters, { page }), [filters])
  // a new array only with new results: the map refits its view whenever its markers change
  const markers = useMemo(
    () =>
      (results.pins ?? []).map((pin) => ({
        id: pin.id,
        lat: pin.latitude,
        lng: pin.longitude,
        title: pin.title,
        price: pin.priceUsd,
        href: localizePath(`/property/${pin.slug}`, locale),
      })),
    [results.pins, locale],
  )

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl sm:text-4xl">{heading}</h1>
      {filters.agent ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-sand px-4 py-3">
          {agent ? (
            <span>
              {t('results.agent.listingsOf')}{' '}
              <Link to={href(`/agent/${agent.slug}`)} className="font-semibold text-sea underline underline-offset-4">
                {agent.name}
              </Link>
            </span>
          ) : (
            <span>{t('results.agent.notFound', { agent: filters.agent })}</span>
          )}
          <Link
            to={href(hrefFor({ agent: undefined, page: 1 }))}
            className="font-semibold text-sea underline underline-offset-4"
          >
            {t('results.agent.showAll')}
          </Link>
        </p>
      ) : null}
      <div className="mt-4">
        <SaveSearchControl
          query={canonicalSearchQuery(filters)}
          defaultName={heading}
          canEmail={alertsConsented}
          savedAs={savedAs}
        />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
        <PropertySearchFilters filters={filters} areas={areas} activeCount={active.length} />

        <section aria-labelledby="results-heading" aria-busy={pending} className="min-w-0">
          <h2 id="results-heading" className="sr-only">
            {t('results.heading')}
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
            <SearchResultCount total={results.total} page={results.page} pages={results.pages} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <PropertySortSelect filters={filters} />
              {showMap ? <ViewSwitch filters={filters} /> : null}
            </div>
          </div>
          <ActiveFilterChips filters={active} />

          <div className={`transition-opacity ${pending ? 'opacity-60' : ''}`}>
            {filters.view === 'map' ? (
              <div className="mt-5">
                <PropertyMap
                  label={t('results.map.label', { count: markers.length })}
                  className="h-[22rem] sm:h-[28rem]"
                  markers={markers}
                />
                {results.total > MAP_PIN_LIMIT ? (
                  <p className="mt-2 text-sm text-ink/80">{t('results.map.limited', { limit: MAP_PIN_LIMIT })}</p>
                ) : null}
              </div>
            ) : null}

            {results.properties.length > 0 ? (
              <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {results.properties.map((property, index) => (
                  <PropertyCard
                    key={property.id}
                    property={property}
                    priority={index === 0 && filters.view === 'list'}
                    sizes="(min-width: 1280px) 300px, (min-width: 1024px) 40vw, (min-width: 640px) 50vw, 100vw"
                  />
                ))}
                <SomeUntranslatedNote
                  items={results.properties.map((card) => ({ lang: card.titleLang }))}
                  className="sm:col-span-2 xl:col-span-3"
                />
              </div>
            ) : (
              <EmptySearchResults
                filters={filters}
                active={active}
                total={results.total}
                lastPageHref={hrefFor({ page: results.pages })}
              />
            )}
          </div>

          <Pagination page={results.page} pages={results.pages} hrefForPage={hrefForPage} />
        </section>
      </div>
    </div>
  )
}

function ViewSwitch({ filters }: { filters: PropertySearch }) {
  const t = useT(resultsMessages)
  const href = useLocalHref()
  const base = 'inline-flex min-h-10 items-center px-3 text-sm font-semibold sm:px-4'
  return (
    <div
      role="group"
      aria-label={t('results.view.label')}
      className="inline-flex overflow-hidden rounded-lg ring-1 ring-sea"
    >
      {(['list', 'map'] as const).map((view) => (
        <Link
          key={view}
          to={href(propertySearchHref(filters, { view }))}
          preventScrollReset
          aria-current={filters.view === view ? 'true' : undefined}
          className={filters.view === view ? `${base} bg-sea text-white` : `${base} bg-white text-sea hover:bg-sand`}
        >
          {t(`results.view.${view}`)}
        </Link>
      ))}
    </div>
  )
}
