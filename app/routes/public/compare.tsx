// /compare?listings=a,b[,c,d] (issue 15): listings side by side, shareable by URL. Wrong input says what is wrong
// with a 4xx: fewer than two or more than four listings, or one we cannot find.
import { data } from 'react-router'
import { Link } from '~/components/site-link'
import { PageHeader } from '~/components/page-header'
import { ResponsiveImage } from '~/components/responsive-image'
import { getServices } from '~/context.server'
import { listingMessages } from '~/i18n/catalogs/listing'
import type { ReactNode } from 'react'
import { type LocalizedText, localizeTitle, localizedList, localizedText } from '~/lib/localized-content'
import { localeFromPath, type Locale } from '~/i18n/locale'
import { translator, useLocalHref, useLocale, useT } from '~/i18n/messages'
import { statusLabel, typeLabel, useSiteT } from '~/lib/vocabulary'
import { DEFAULT_BRAND } from '~/lib/brand'
import {
  effectiveOwnership,
  foreignOwnershipLabel,
  grossYieldText,
  hoaFeeText,
  rentalHistoryText,
  titleTypeLabel,
  type ListingTranslate,
} from '~/lib/buyer-facts'
import { MAX_COMPARE, MIN_COMPARE, compareSlugs } from '~/lib/compare'
import { SQUARE_METRES_PER_SQUARE_FOOT, formatArea, formatPrice } from '~/lib/format'
import { utilityLines } from '~/lib/utilities'
import { elevationEstimate } from '~/models/buyer-facts.server'
import { getListingsToCompare } from '~/models/property.server'
import type { Route } from './+types/compare'

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname)
  const t = translator(listingMessages, locale)
  const slugs = compareSlugs(url.searchParams)
  if (slugs === null) return data({ listings: [], problem: t('listing.compare.unreadable') }, { status: 400 })
  if (slugs.length === 0) return { listings: [], problem: null }
  if (slugs.length < MIN_COMPARE || slugs.length > MAX_COMPARE)
    return data(
      { listings: [], problem: t('listing.compare.count', { min: MIN_COMPARE, max: MAX_COMPARE }) },
      { status: 400 },
    )
  const { db, storage } = getServices(context)
  const listings = await getListingsToCompare(db, storage, slugs)
  if (listings.length < slugs.length) {
    const found = new Set(listings.map((listing) => listing.slug))
    const missing = slugs.filter((slug) => !found.has(slug))
    return data(
      {
        listings: [],
        problem: t('listing.compare.notFound', {
          listings: missing.map((slug) => `“${slug}”`).join(` ${t('listing.compare.and')} `),
        }),
      },
      { status: 404 },
    )
  }
  // issue 16: titles in the page's language; issue 44: an elevation staff did not give, estimated
  const estimates = await Promise.all(listings.map((listing) => elevationEstimate(db, listing)))
  return {
    // the position and address stay on the server: the table does not show them
    listings: listings.map(({ latitude: _lat, longitude: _lng, address: _address, ...listing }, index) =>
      localizeTitle({ ...listing, elevationEstimateM: estimates[index] ?? null }, locale),
    ),
    problem: null,
  }
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: translator(listingMessages, localeFromPath(location.pathname))('listing.compare.metaTitle', {
      brand: DEFAULT_BRAND.name,
    }),
  },
  { name: 'robots', content: 'noindex' },
]

type Listing = Route.ComponentProps['loaderData']['listings'][number]
type SiteTranslate = ReturnType<typeof useSiteT>

/** The rows of the table: a label and each listing's value, in the page's language. */
const UTILITY_ROWS = [
  ['powerSources', 'listing.utilities.power'],
  ['waterSources', 'listing.utilities.water'],
  ['sewer', 'listing.utilities.sewer'],
  ['internet', 'listing.utilities.internet'],
  ['hurricaneStandards', 'listing.utilities.hurricane'],
  ['elevationM', 'listing.utilities.elevation'],
] as const

function rows(t: ListingTranslate, siteT: SiteTranslate, locale: Locale): [string, (listing: Listing) => ReactNode][] {
  return [
    [t('listing.fact.price'), (listing) => formatPrice(listing.priceUsd)],
    [t('listing.fact.pricePerSqft'), (listing) => pricePerArea(listing.priceUsd, listing.livingAreaSqft, locale)],
    [t('listing.fact.status'), (listing) => statusLabel(siteT, listing.status)],
    [t('listing.fact.type'), (listing) => typeLabel(siteT, listing.propertyType)],
    [t('listing.fact.bedrooms'), (listing) => (listing.bedrooms ? String(listing.bedrooms) : '—')],
    [t('listing.fact.bathrooms'), (listing) => (listing.bathrooms ? String(listing.bathrooms) : '—')],
    [t('listing.fact.livingArea'), (listing) => formatArea(listing.livingAreaSqft, locale) || '—'],
    [t('listing.fact.lotSize'), (listing) => formatArea(listing.lotSizeSqft, locale) || '—'],
    [t('listing.fact.yearBuilt'), (listing) => (listing.yearBuilt ? String(listing.yearBuilt) : '—')],
    [t('listing.fact.area'), (listing) => listing.areaName ?? '—'],
    [t('listing.fact.title'), (listing) => titleTypeLabel(listing.titleType, t) ?? '—'],
    // issue 44: as staff set it, else from the lot size
    [t('listing.fact.ownership'), (listing) => foreignOwnershipLabel(effectiveOwnership(listing).value, t) ?? '—'],
    [t('listing.fact.hoaFee'), (listing) => hoaFeeText(listing.hoaFeeUsd, formatPrice, t) ?? '—'],
    [t('listing.fact.rentalHistory'), (listing) => rentalHistoryText(listing, formatPrice, t) ?? '—'],
    [t('listing.fact.rentalYield'), (listing) => grossYieldText(listing, t) ?? '—'],
    // issue 44: utilities and resilience, each a row
    ...UTILITY_ROWS.map(
      ([key, label]) =>
        [
          t(label),
          (listing: Listing) => utilityLines(listing, t, locale).find((line) => line.key === key)?.value ?? '—',
        ] as [string, (listing: Listing) => ReactNode],
    ),
    // issue 43: staff's own words, in the page's language where they wrote it
    [
      t('listing.fact.rentalProgram'),
      (listing) => staffText(localizedText(listing.rentalProgram, listing.rentalProgramEs, locale), siteT, locale),
    ],
    [
      t('listing.page.features'),
      (listing) => {
        const features = localizedList(listing.features, listing.featuresEs, locale)
        if (features.items.length === 0) return '—'
        return (
          <>
            <ul className="list-disc pl-4 text-sm" lang={features.lang !== locale ? features.lang : undefined}>
              {features.items.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {features.lang !== locale ? <UntranslatedMark siteT={siteT} /> : null}
          </>
        )
      },
    ],
    // issue 40 (IDX): the brokerage that lists it
    [t('listing.fact.listingOffice'), (listing) => listing.listingOfficeName ?? '—'],
  ]
}

/** Issue 43: in both systems, the page's usual one first: '$583 ($6,275)' per sq ft (per m²). */
function pricePerArea(priceUsd: number, livingAreaSqft: number | null, locale: Locale): string {
  if (!livingAreaSqft) return '—'
  const perSqft = formatPrice(Math.round(priceUsd / livingAreaSqft))
  const perM2 = formatPrice(Math.round(priceUsd / (livingAreaSqft * SQUARE_METRES_PER_SQUARE_FOOT)))
  return locale === 'es' ? `${perM2} (${perSqft})` : `${perSqft} (${perM2})`
}

/**
 * How wide a listing's photo is drawn: the table is the page's width (at most 1,232 px, at least 40rem) less the
 * 9rem label column, shared by the listings.
 */
function photoSizes(count: number) {
  const share = (width: number) => Math.round((width - 144) / count)
  return `(min-width: 1280px) ${share(1232)}px, (min-width: 640px) calc((100vw - 3rem - 144px) / ${count}), ${share(640)}px`
}

/** Staff's text, or '—'; marked as English on a Spanish page where it has no Spanish. */
function staffText(text: LocalizedText, siteT: SiteTranslate, locale: Locale): ReactNode {
  if (!text.text) return '—'
  if (text.lang === locale) return text.text
  return (
    <>
      <span lang={text.lang}>{text.text}</span>
      <UntranslatedMark siteT={siteT} />
    </>
  )
}

function UntranslatedMark({ siteT }: { siteT: SiteTranslate }) {
  return <span className="mt-1 block text-sm italic text-ink/80">{siteT('site.untranslated')}</span>
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { listings, problem } = loaderData
  const t = useT(listingMessages)
  const siteT = useSiteT()
  const locale = useLocale()
  const href = useLocalHref()
  return (
    <>
      <PageHeader title={t('listing.compare.title')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {problem ? (
          <p role="alert" className="rounded-lg bg-coral/10 p-4 font-medium text-coral-dark">
            {problem}
          </p>
        ) : null}
        {listings.length === 0 ? (
          <p className="mt-4 text-lg">
            {t('listing.compare.emptyBefore')}{' '}
            <Link to={href('/my-account')} className="font-semibold text-reef-dark underline">
              {t('listing.compare.emptyLink')}
            </Link>{' '}
            {t('listing.compare.emptyAfter')}
          </p>
        ) : (
          <>
            {/* issue 43: on a phone the table scrolls sideways; it says so, and the labels stay in view */}
            <p className="mb-3 text-sm text-ink/80 sm:hidden">{t('listing.compare.scrollHint')}</p>
            <div className="overflow-x-auto" role="region" aria-label={t('listing.compare.caption')} tabIndex={0}>
              <table className="w-full min-w-[40rem] table-fixed border-collapse text-left">
                <caption className="sr-only">{t('listing.compare.caption')}</caption>
                <thead>
                  <tr>
                    <td className="sticky left-0 z-10 w-36 bg-white" />
                    {listings.map((listing) => (
                      <th key={listing.id} scope="col" className="p-2 align-top">
                        <div className="aspect-[3/2] overflow-hidden rounded-lg bg-sand">
                          {listing.cover ? (
                            <ResponsiveImage
                              image={listing.cover}
                              alt=""
                              sizes={photoSizes(listings.length)}
                              className="h-full w-full object-cover"
                            />
                          ) : null}
                        </div>
                        <Link
                          to={href(`/property/${listing.slug}`)}
                          className="mt-2 block font-semibold text-sea underline"
                          lang={listing.titleLang !== locale ? listing.titleLang : undefined}
                        >
                          {listing.title}
                        </Link>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows(t, siteT, locale).map(([label, value]) => (
                    <tr key={label} className="border-t border-sand">
                      <th scope="row" className="sticky left-0 z-10 bg-white p-2 text-sm font-semibold text-ink/80">
                        {label}
                      </th>
                      {listings.map((listing) => (
                        <td key={listing.id} className="p-2">
                          {value(listing)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-4 text-sm text-ink/80">{t('listing.compare.dollars')}</p>
            </div>
          </>
        )}
      </div>
    </>
  )
}
