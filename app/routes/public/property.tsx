import { useEffect, useMemo } from 'react'
import { SomeUntranslatedNote } from '~/components/untranslated-note'
import { data, redirect } from 'react-router'
import { useListingTracking } from '~/components/analytics/listing-tracking'
import { PropertyCard } from '~/components/property-card'
import { PropertyGallery } from '~/components/property-gallery'
import { VirtualTourLink } from '~/components/virtual-tour-link'
import { getSessionUser } from '~/auth/session.server'
import { contentMemo } from '~/cache-registry.server'
import { getRequestInfo, getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { formatPrice } from '~/lib/format'
import { InquirySchema, inquiryFieldErrors } from '~/lib/inquiry-schema'
import { absoluteUrl, pageMeta } from '~/lib/seo'
import { realEstateListingJsonLd } from '~/lib/structured-data'
import { recordInquiry, sendInquiryEmails, takeInquiryAllowance } from '~/models/inquiry.server'
import { getPropertyDetail, getSimilarProperties } from '~/models/property-detail.server'
import { listingDistances, type ListingDistances } from '~/models/buyer-facts.server'
import { listUpcomingOpenHouses, type OpenHouseRow } from '~/models/open-houses.server'
import { formatOpenHouse } from '~/lib/open-house-time'
import { publicClosingCostItems } from '~/models/closing-costs.server'
import type { Route } from './+types/property'
import { AgentCard } from '~/components/agent-card'
import { InquiryForm } from '~/components/inquiry-form'
import { ListingIdxFootnote, WithheldLocation } from '~/components/listing-idx'
import { ListingContactBar } from '~/components/listing-contact-bar'
import { ListingHeader } from '~/components/listing-header'
import { ListingKeyFacts } from '~/components/listing-key-facts'
import { ListingOpenHouses } from '~/components/listing-open-houses'
import { ListingTourLink } from '~/components/listing-tour-link'
import { getListingIdxNotice } from '~/models/listing-idx.server'
import { pageMayShowImage } from '~/http/security-headers.server'
import { hydrateLater } from '~/components/loading/hydrate-later'

import { readForm } from '~/http/form-body.server'
import { listingMessages } from '~/i18n/catalogs/listing'
import { localizeTitle, localizedList, localizedText } from '~/lib/localized-content'
import { localeFromPath, localizePath } from '~/i18n/locale'
import { translator, useLocalHref, useLocale, useT } from '~/i18n/messages'
import { useSiteT } from '~/lib/vocabulary'

// Issue 13: what below the photos only shows or links waits to hydrate until the visitor scrolls near it (its HTML is
// there at once). The agent card and the inquiry form hydrate with the page: a click there is tracked, a form checked.
const PropertyMap = hydrateLater(() => import('~/components/property-map').then((module) => module.PropertyMap))
const BuyerFacts = hydrateLater(() => import('~/components/buyer-facts').then((module) => module.BuyerFacts))
const UtilityFactsSection = hydrateLater(() =>
  import('~/components/utility-facts').then((module) => module.UtilityFactsSection),
)
const ClosingCostTable = hydrateLater(() =>
  import('~/components/closing-costs').then((module) => module.ClosingCostTable),
)

// Both /properties/{slug} and /property/{slug} serve this page; /property/{slug} is canonical (SPEC §2).
// The listing and its similar listings, kept until public content changes (app/cache-registry.server.ts).
const listingMemo = contentMemo<{
  property: Awaited<ReturnType<typeof getPropertyDetail>>
  similar: Awaited<ReturnType<typeof getSimilarProperties>>
  distances: ListingDistances | null
  openHouses: OpenHouseRow[]
}>('listing')

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db, storage, config } = getServices(context)
  const { property, similar, distances, openHouses } = await listingMemo(params.slug, async () => {
    const found = await getPropertyDetail(db, storage, params.slug)
    if (!found) return { property: null, similar: [], distances: null, openHouses: [] }
    const [similarListings, distancesFound, upcoming] = await Promise.all([
      getSimilarProperties(db, storage, found),
      listingDistances(db, found),
      listUpcomingOpenHouses(db, found.id, new Date()),
    ])
    return { property: found, similar: similarListings, distances: distancesFound, openHouses: upcoming }
  })
  if (!property) throw data('Not found', { status: 404 })
  // issue 16: the estimate for a listing a buyer can still buy
  const closingCosts =
    property.status === 'active' || property.status === 'under_contract' ? await publicClosingCostItems(db) : null
  // Issue 40 (IDX): read on every render, outside the memo: a feed run that changes nothing moves its "as of"
  const idx =
    property.source === 'feed'
      ? await getListingIdxNotice(db, property.id, (image) => pageMayShowImage(config, image))
      : null
  // issue 16: similar listings with their titles in the page's language
  const locale = localeFromPath(url.pathname)
  // Issue 13: the page's search-engine tags and JSON-LD are made here, so their code stays on the server
  const { appUrl } = config
  const title = localizedText(property.title, property.titleEs, locale).text
  const description = localizedText(property.description, property.descriptionEs, locale).text
  const path = `/property/${property.slug}`
  const meta = pageMeta({
    locale,
    title: `${title} | ${formatPrice(property.priceUsd)} | ${DEFAULT_BRAND.name}`,
    description: `${formatPrice(property.priceUsd)} · ${description}`.slice(0, 158),
    path,
    appUrl,
    image: property.gallery[0]?.src,
    type: 'product',
    structuredData: [
      realEstateListingJsonLd({
        ...property,
        title,
        description,
        url: absoluteUrl(appUrl, localizePath(path, locale)),
        images: property.gallery.map((photo) => absoluteUrl(appUrl, photo.src)),
        areaName: property.area?.name ?? null,
        datePosted: property.publishedAt,
      }),
    ],
  })
  const cards = similar.map((card) => localizeTitle(card, locale))
  // Issue 40: an open house that has ended leaves the page by time (kept ones too: the page cache is cleared when
  // the next one ends, server/content-changes.ts).
  const now = Date.now()
  const upcomingOpenHouses = openHouses
    .filter((openHouse) => openHouse.endsAt.getTime() > now)
    .map((openHouse) => ({
      id: openHouse.id,
      startsAt: openHouse.startsAt.toISOString(),
      when: formatOpenHouse(openHouse, locale),
      remarks: openHouse.remarks,
    }))
  return { property, similar: cards, closingCosts, distances, openHouses: upcomingOpenHouses, idx, meta }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = getServices(context)
  const property = await getPropertyDetail(services.db, services.storage, params.slug)
  if (!property) throw data('Not found', { status: 404 })
  // issue 16: a Spanish page's inquiry lands on the Spanish thank-you page, and the buyer's e-mails are in Spanish
  const locale = localeFromPath(new URL(request.url).pathname)
  const thankYou = localizePath('/thank-you', locale)
  const form = Object.fromEntries(await readForm(request))
  // A filled honeypot is a bot: answer as if all went well and keep nothing.
  if (typeof form.website === 'string' && form.website !== '') return redirect(thankYou)
  const parsed = InquirySchema.safeParse({
    ...form,
    propertyId: property.id,
    propertyTitle: property.title,
    listingId: property.listingId,
    slug: property.slug,
  })
  // The field errors stay English here; the form shows them in the page's language (InquiryForm).
  if (!parsed.success) return data({ fieldErrors: inquiryFieldErrors(parsed.error) }, { status: 400 })
  if (!(await takeInquiryAllowance(services.db, 'inquiry', getRequestInfo(context).clientIp))) {
    return data({ formError: translator(listingMessages, locale)('listing.inquiry.tooMany') }, { status: 429 })
  }
  const user = await getSessionUser({ request, context })
  await recordInquiry(services, parsed.data, user?.id ?? null, locale)
  // issue 39: only the signed-in buyer's own address gets their words back
  const ownAddress = user !== null && user.email.toLowerCase() === parsed.data.email
  const buyerTitle = localizedText(property.title, property.titleEs, locale).text
  await sendInquiryEmails(services, parsed.data, { locale, ownAddress, buyerTitle })
  return redirect(thankYou)
}

export const meta: Route.MetaFunction = ({ loaderData: loaderData, location }) =>
  loaderData?.meta ?? [
    {
      title: translator(listingMessages, localeFromPath(location.pathname))('listing.meta.notFound', {
        brand: DEFAULT_BRAND.name,
      }),
    },
  ]

export default function PropertyDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { property, similar, closingCosts, distances, openHouses } = loaderData
  const t = useT(listingMessages)
  const siteT = useSiteT()
  const locale = useLocale()
  const href = useLocalHref()
  // issue 16: staff's Spanish title and description on Spanish pages; else the English, marked as English
  const title = localizedText(property.title, property.titleEs, locale)
  const description = localizedText(property.description, property.descriptionEs, locale)
  const features = localizedList(property.features, property.featuresEs, locale)
  const englishLang = (text: { lang: string }) => (text.lang !== locale ? text.lang : undefined)
  const { detailsRef, onContactClick } = useListingTracking(property)
  // issue 44: a listing for sale with an agent offers tours (the booking page says when there is no free time)
  const tours = property.status === 'active' && property.agent !== null
  // the same array while the listing is the same: the map hydrates later and only new props wake it (hydrateLater)
  const markerHref = href(`/property/${property.slug}`)
  const marker = useMemo(
    () =>
      property.latitude === null || property.longitude === null
        ? []
        : [
            {
              id: property.id,
              lat: property.latitude,
              lng: property.longitude,
              title: title.text,
              price: property.priceUsd,
              href: markerHref,
            },
          ],
    [property.id, property.latitude, property.longitude, property.priceUsd, title.text, markerHref],
  )
  // issue 15: this browser's "Recently viewed" (kept here only)
  useEffect(() => {
    const listing = {
      id: property.id,
      slug: property.slug,
      title: property.title,
      priceUsd: property.priceUsd,
      cover: property.gallery[0]?.src ?? '',
    }
    // after the page is up: its code is not part of the first load
    import('~/lib/recently-viewed').then(
      (module) => module.rememberViewed(listing),
      () => undefined,
    )
  }, [property.id, property.slug, property.title, property.priceUsd, property.gallery])

  // below lg the contact bar ends the listing: no padding under it
  return (
    <article className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:pb-8">
      <ListingHeader property={property} title={title} onContactClick={onContactClick} tours={tours} />
      <PropertyGallery title={title.text} photos={property.gallery} />
      <VirtualTourLink url={property.virtualTourUrl} />

      {/* On a phone the key facts and the agent come before the long sections (and the form after them); from lg
          up the facts, the agent and the form stand beside the description, in one column. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-6">
        <aside
          className="space-y-6 lg:col-start-3 lg:row-start-1"
          aria-label={t('listing.page.aside')}
          onClick={onContactClick}
        >
          <ListingKeyFacts property={property} />
          {property.agent ? (
            <AgentCard agent={property.agent} listing={{ title: title.text, listingId: property.listingId }} />
          ) : null}
          {tours ? <ListingTourLink slug={property.slug} /> : null}
        </aside>
        <div className="space-y-8 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ListingOpenHouses openHouses={openHouses} />
          <section aria-labelledby="about-heading" ref={detailsRef}>
            <h2 id="about-heading" className="text-2xl">
              {t('listing.page.about')}
            </h2>
            <div lang={englishLang(description)}>
              {description.text.split(/\n\s*\n/).map((paragraph, index) => (
                <p key={index} className="mt-4">
                  {paragraph}
                </p>
              ))}
            </div>
            {englishLang(description) ? (
              <p className="mt-3 text-sm italic text-ink/80">{siteT('site.untranslated')}</p>
            ) : null}
          </section>
          {property.features.length > 0 ? (
            <section aria-labelledby="features-heading" className="render-when-near">
              <h2 id="features-heading" className="text-2xl">
                {t('listing.page.features')}
              </h2>
              {/* issue 43: the Spanish list where staff wrote one, else the English one with a note */}
              <ul className="mt-4 grid list-disc gap-x-10 gap-y-2 pl-5 sm:grid-cols-2" lang={englishLang(features)}>
                {features.items.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {englishLang(features) ? (
                <p className="mt-3 text-sm italic text-ink/80">{siteT('site.untranslated')}</p>
              ) : null}
            </section>
          ) : null}
          {property.addressHidden ? (
            <WithheldLocation areaName={property.area?.name ?? null} />
          ) : property.latitude !== null && property.longitude !== null ? (
            <section aria-labelledby="location-heading">
              <h2 id="location-heading" className="text-2xl">
                {t('listing.page.location')}
              </h2>
              <p className="mt-2 text-ink/80">
                {property.address}
                {property.area ? ` · ${property.area.name}` : ''}
              </p>
              <div className="mt-4">
                <PropertyMap
                  single
                  label={t('listing.page.map', { title: title.text })}
                  className="h-80"
                  markers={marker}
                />
              </div>
            </section>
          ) : null}
          {distances ? <BuyerFacts listing={property} distances={distances} /> : null}
          <UtilityFactsSection listing={{ ...property, elevationEstimateM: distances?.elevationEstimateM ?? null }} />
          {closingCosts && closingCosts.length > 0 ? (
            <ClosingCostTable
              priceUsd={property.priceUsd}
              items={closingCosts}
              caption={t('listing.page.closingCosts')}
            />
          ) : null}
          {loaderData.idx ? <ListingIdxFootnote notice={loaderData.idx} /> : null}
        </div>

        <div className="lg:col-start-3 lg:row-start-2">
          <InquiryForm property={property} title={title.text} result={actionData} />
        </div>
      </div>

      {similar.length > 0 ? (
        // Not render-when-near as a whole: skipped, its cards overflowed its remembered size onto the footer's links
        // and axe (Lighthouse accessibility) found them crowded. Each card's text is still laid out when near.
        <section aria-labelledby="similar-heading" className="mt-12">
          <h2 id="similar-heading" className="text-2xl">
            {t('listing.page.similar')}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((listing) => (
              <PropertyCard key={listing.id} property={listing} />
            ))}
          </div>
          <SomeUntranslatedNote items={similar.map((card) => ({ lang: card.titleLang }))} className="mt-4" />
        </section>
      ) : null}
      <ListingContactBar
        status={property.status}
        agent={property.agent}
        listing={{ title: title.text, listingId: property.listingId }}
        onContactClick={onContactClick}
      />
    </article>
  )
}
