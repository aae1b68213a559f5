// What the listing page shows of another brokerage's listing (IDX display rules, issue 40 item 11): the credit to the
// office that lists it, with its phone or e-mail, as readable as the listing's own facts; when the feed last confirmed
// it, the MLS's disclaimer and logo; and, where the MLS withholds the address, the area alone.
import { listingMessages } from '~/i18n/catalogs/listing'
import { useLocale, useT } from '~/i18n/messages'
import { formatDateTime } from '~/lib/format'
import { isDefaultDisclaimer, type ListingIdxNotice } from '~/lib/idx-display'

export function ListingCourtesy({
  office,
  phone,
  email,
}: {
  office: string
  phone: string | null
  email: string | null
}) {
  const t = useT(listingMessages)
  return (
    <p className="mt-2 text-ink">
      {t('listing.page.courtesy', { office })}
      {/* on a phone the contact goes on a line of its own rather than after a dangling dot */}
      {phone || email ? (
        <span className="block sm:inline">
          <span className="hidden sm:inline"> · </span>
          {phone ? (
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-semibold text-reef-dark underline">
              {phone}
            </a>
          ) : (
            <a href={`mailto:${email}`} className="break-all font-semibold text-reef-dark underline">
              {email}
            </a>
          )}
        </span>
      ) : null}
    </p>
  )
}

export function ListingIdxFootnote({ notice }: { notice: ListingIdxNotice }) {
  const t = useT(listingMessages)
  const locale = useLocale()
  const translated = isDefaultDisclaimer(notice.disclaimer)
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-sand/60 p-4 text-sm text-ink sm:flex-row sm:items-center sm:gap-4">
      {notice.logoUrl ? (
        <img
          src={notice.logoUrl}
          alt={t('listing.idx.logoAlt')}
          loading="lazy"
          className="h-10 w-auto max-w-40 shrink-0 self-start object-contain sm:self-center"
        />
      ) : null}
      <div className="space-y-1">
        <p>{t('listing.idx.asOf', { time: formatDateTime(notice.asOf, undefined, locale) })}</p>
        {/* the MLS's own words, as staff entered them (in English); its default in the page's language */}
        <p lang={translated || locale === 'en' ? undefined : 'en'}>
          {translated ? t('listing.idx.defaultDisclaimer') : notice.disclaimer}
        </p>
      </div>
    </div>
  )
}

export function WithheldLocation({ areaName }: { areaName: string | null }) {
  const t = useT(listingMessages)
  return (
    <section aria-labelledby="location-heading">
      <h2 id="location-heading" className="text-2xl">
        {t('listing.page.location')}
      </h2>
      <p className="mt-2 text-ink/80">
        {areaName ? t('listing.idx.areaOnly', { area: areaName }) : t('listing.idx.addressWithheld')}
      </p>
    </section>
  )
}
