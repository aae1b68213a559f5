import { listingMessages } from '~/i18n/catalogs/listing'
import { useLocale, useT } from '~/i18n/messages'
import { formatArea, formatPrice } from '~/lib/format'
import { statusLabel, typeLabel, useSiteT } from '~/lib/vocabulary'

export interface ListingFactsData {
  priceUsd: number
  status: string
  propertyType: string
  bedrooms: number | null
  bathrooms: number | string | null
  livingAreaSqft: number | null
  lotSizeSqft: number | null
  yearBuilt: number | null
  area: { name: string } | null
  listingId: string
}

/** The listing's key facts, each a term and its value; those the listing lacks are left out. */
export function ListingKeyFacts({ property }: { property: ListingFactsData }) {
  const t = useT(listingMessages)
  const siteT = useSiteT()
  const locale = useLocale()
  const facts = [
    [t('listing.fact.price'), formatPrice(property.priceUsd)],
    [t('listing.fact.status'), statusLabel(siteT, property.status)],
    [t('listing.fact.type'), typeLabel(siteT, property.propertyType)],
    [t('listing.fact.bedrooms'), property.bedrooms ? String(property.bedrooms) : null],
    [t('listing.fact.bathrooms'), property.bathrooms ? String(property.bathrooms) : null],
    [t('listing.fact.livingArea'), property.livingAreaSqft ? formatArea(property.livingAreaSqft, locale) : null],
    [t('listing.fact.lotSize'), property.lotSizeSqft ? formatArea(property.lotSizeSqft, locale) : null],
    [t('listing.fact.yearBuilt'), property.yearBuilt ? String(property.yearBuilt) : null],
    [t('listing.fact.area'), property.area?.name ?? null],
    [t('listing.fact.listingId'), property.listingId],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]))
  return (
    <section aria-labelledby="facts-heading" className="rounded-2xl bg-white p-5 shadow-md ring-1 ring-black/5">
      <h2 id="facts-heading" className="text-xl">
        {t('listing.page.keyFacts')}
      </h2>
      <dl className="mt-3 space-y-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-black/10 pb-2 last:border-0">
            <dt className="text-ink/80">{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
