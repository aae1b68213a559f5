// "Buying from abroad" on a listing page (issue 16): title, who can hold it, fees, rentals and distances, as staff
// keep them; what is not stated is left out, and the guide explains the rules.
import { Link } from '~/components/site-link'
import { listingMessages } from '~/i18n/catalogs/listing'
import { siteMessages } from '~/i18n/catalogs/site'
import { localizedText } from '~/lib/localized-content'
import { useLocalHref, useLocale, useT } from '~/i18n/messages'
import {
  OWNERSHIP_GUIDE_HREF,
  distanceLine,
  grossYieldText,
  hoaFeeText,
  ownershipText,
  rentalHistoryText,
  titleTypeLabel,
  type BuyerFactsListing,
  type Distance,
} from '~/lib/buyer-facts'
import { formatArea, formatPrice } from '~/lib/format'

interface Fact {
  label: string
  value: string | null
  /** the language of a value staff wrote in one language only */
  lang?: string
  /** a line under the value: why it is so, or how far to trust it */
  note?: string | null
}

export function BuyerFacts({
  listing,
  distances,
}: {
  listing: BuyerFactsListing
  distances: { beach: Distance | null; airport: Distance | null }
}) {
  const t = useT(listingMessages)
  const siteT = useT(siteMessages)
  const locale = useLocale()
  const href = useLocalHref()
  // the rental program is staff's own words: in Spanish where they wrote it (issue 43), else English with a note
  const rentalProgram = localizedText(listing.rentalProgram, listing.rentalProgramEs, locale)
  const rentalProgramLang = rentalProgram.lang !== locale ? rentalProgram.lang : undefined
  const ownership = ownershipText(listing, formatArea(listing.lotSizeSqft, locale), t)
  const facts: Fact[] = [
    { label: t('listing.fact.title'), value: titleTypeLabel(listing.titleType, t) },
    // issue 44: from the lot size unless staff chose, saying why
    { label: t('listing.fact.ownership'), value: ownership?.label ?? null, note: ownership?.why },
    { label: t('listing.fact.hoaFee'), value: hoaFeeText(listing.hoaFeeUsd, formatPrice, t) },
    { label: t('listing.fact.rentalProgram'), value: rentalProgram.text || null, lang: rentalProgramLang },
    { label: t('listing.fact.rentalHistory'), value: rentalHistoryText(listing, formatPrice, t) },
    // issue 44: an estimate, with its caveat, only where the figures are there
    { label: t('listing.fact.rentalYield'), value: grossYieldText(listing, t), note: t('listing.rental.yieldNote') },
    {
      label: t('listing.fact.nearestBeach'),
      value: distances.beach ? distanceLine(distances.beach, t, locale) : null,
    },
    { label: t('listing.fact.airport'), value: distances.airport ? distanceLine(distances.airport, t, locale) : null },
  ].filter((fact) => fact.value !== null)
  if (facts.length === 0) return null
  return (
    <section aria-labelledby="abroad-heading">
      <h2 id="abroad-heading" className="text-2xl">
        {t('listing.abroad.heading')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {facts.map(({ label, value, lang, note }) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>
              <span lang={lang}>{value}</span>
              {lang ? <span className="block text-sm italic text-ink/80">{siteT('site.untranslated')}</span> : null}
              {note ? <span className="block text-sm text-ink/80">{note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink/80">
        {distances.beach || distances.airport ? `${t('listing.abroad.straightLine')} ` : ''}
        <Link
          to={href(OWNERSHIP_GUIDE_HREF[locale])}
          className="font-medium text-reef-dark underline underline-offset-2"
        >
          {t('listing.abroad.guideLink')}
        </Link>
        {t('listing.abroad.guideAfter')}
      </p>
    </section>
  )
}
