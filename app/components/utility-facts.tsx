// "Utilities and resilience" on a listing page (issue 44 item 5): power, water, sewer, internet, hurricane standards
// and elevation, as staff keep them; what is not stated is left out, and the section with it when nothing is.
import { listingMessages } from '~/i18n/catalogs/listing'
import { useLocale, useT } from '~/i18n/messages'
import { utilityLines, type UtilityFacts } from '~/lib/utilities'

export function UtilityFactsSection({ listing }: { listing: UtilityFacts }) {
  const t = useT(listingMessages)
  const locale = useLocale()
  const lines = utilityLines(listing, t, locale)
  if (lines.length === 0) return null
  return (
    <section aria-labelledby="utilities-heading">
      <h2 id="utilities-heading" className="text-2xl">
        {t('listing.utilities.heading')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {lines.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
