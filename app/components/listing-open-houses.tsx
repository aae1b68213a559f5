import { SomeUntranslatedNote } from '~/components/untranslated-note'
import { listingMessages } from '~/i18n/catalogs/listing'
import { useLocale, useT } from '~/i18n/messages'

/** Issue 40: the listing's coming open houses, each with its time in the page's language; nothing when none. */
export function ListingOpenHouses({
  openHouses,
}: {
  openHouses: { id: number; startsAt: string; when: string; remarks: string | null }[]
}) {
  const t = useT(listingMessages)
  const locale = useLocale()
  if (openHouses.length === 0) return null
  // the remarks are staff's or the MLS's words, in English (issue 43)
  const remarksLang = locale === 'en' ? undefined : 'en'
  return (
    <section aria-labelledby="open-houses-heading" className="rounded-2xl bg-sand/60 p-5 ring-1 ring-black/5">
      <h2 id="open-houses-heading" className="text-2xl">
        {t('listing.openHouses.heading')}
      </h2>
      <ul className="mt-3 space-y-2">
        {openHouses.map((openHouse) => (
          <li key={openHouse.id}>
            <time dateTime={openHouse.startsAt} className="font-semibold">
              {t('listing.openHouses.when', { when: openHouse.when })}
            </time>
            {openHouse.remarks ? (
              <p className="text-ink/80" lang={remarksLang}>
                {openHouse.remarks}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <SomeUntranslatedNote
        items={openHouses.filter((each) => each.remarks).map(() => ({ lang: 'en' }))}
        className="mt-3"
      />
    </section>
  )
}
