import { Form } from 'react-router'
import { Link } from '~/components/site-link'
import type { AccountMessageId } from '~/i18n/catalogs/account'
import { ResponsiveImage } from '~/components/responsive-image'
import { Button } from '~/components/ui/button'
import { UndoNotice } from './undo-notice'
import { accountMessages } from '~/i18n/catalogs/account'
import { localizedText } from '~/lib/localized-content'
import { useLocalHref, useLocale, useT } from '~/i18n/messages'
import { statusLabel, useSiteT } from '~/lib/vocabulary'
import { MIN_COMPARE } from '~/lib/compare'
import { formatPrice } from '~/lib/format'
import type { FavouriteListing } from '~/models/favourites.server'
import type { SavedItemAnswer } from '~/lib/saved-search-rules'

const smallButton = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-sea underline hover:bg-sand'

// The answers of the account page's saved-listing forms (http/saved-items-actions.server.ts), by their English text.
const ANSWER_IDS: Record<string, AccountMessageId> = {
  'Removed from your saved listings.': 'account.saved.removed',
  'We could not find that listing.': 'account.saved.notFound',
  'We will e-mail you when a saved listing changes.': 'account.saved.alertsOn',
  'No more e-mails about saved listings.': 'account.saved.alertsOff',
  'Back in your saved listings.': 'account.saved.restored',
  'Too late to undo: save it again from its page.': 'account.undo.tooLate',
}

/** Saved listings with today's price and status (issue 15); one that left the market stays, marked so. */
export function SavedListingsSection({
  listings,
  favouriteAlerts,
  answer,
}: {
  listings: FavouriteListing[]
  favouriteAlerts: boolean
  answer?: SavedItemAnswer
}) {
  const said =
    answer?.intent === 'remove-favourite' ||
    answer?.intent === 'favourite-alerts' ||
    (answer?.intent === 'undo' && answer.undid !== 'search')
      ? answer
      : undefined
  const t = useT(accountMessages)
  const siteT = useSiteT()
  const locale = useLocale()
  const href = useLocalHref()
  const shown = (text: string | undefined) => {
    const id = text === undefined ? undefined : ANSWER_IDS[text]
    return id ? t(id) : text
  }
  return (
    <section aria-labelledby="saved-listings-heading" className="md:col-span-3">
      <h2 id="saved-listings-heading" className="text-xl">
        {t('account.saved.title')}
      </h2>
      {said ? (
        <UndoNotice message={shown(said.error ?? said.message) ?? ''} error={Boolean(said.error)} undo={said.undo} />
      ) : null}
      {listings.length === 0 ? (
        <p className="mt-3">
          {t('account.saved.empty')}{' '}
          <Link to={href('/properties')} className="font-semibold text-reef-dark underline">
            {t('account.browseProperties')}
          </Link>
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => {
            // The Spanish title on Spanish pages when there is one (marked English otherwise).
            const title = localizedText(listing.title, listing.titleEs, locale)
            return (
              <li key={listing.id} className="flex gap-3 rounded-xl bg-white p-3 shadow ring-1 ring-black/5">
                <div className="h-20 w-28 shrink-0 overflow-hidden rounded-lg bg-sand">
                  {listing.cover ? (
                    <ResponsiveImage
                      image={listing.cover}
                      alt=""
                      sizes="112px"
                      className="h-full w-full object-cover"
                    />
                  ) : null}
                </div>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold" lang={title.lang !== locale ? title.lang : undefined}>
                    {listing.onMarket ? (
                      <Link to={href(`/property/${listing.slug}`)} className="underline">
                        {title.text}
                      </Link>
                    ) : (
                      title.text
                    )}
                  </p>
                  <p className="text-lg font-bold text-sea">{formatPrice(listing.priceUsd)}</p>
                  <p className="text-sm text-ink/80">
                    {listing.onMarket ? statusLabel(siteT, listing.status) : t('account.saved.offMarket')}
                  </p>
                  {listing.onMarket ? (
                    <label className="mt-1 flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        form="compare-saved"
                        name="listings"
                        value={listing.slug}
                        aria-label={t('account.saved.compareListing', { title: title.text })}
                        className="h-4 w-4"
                      />
                      {t('account.saved.compare')}
                    </label>
                  ) : null}
                  <Form method="post" className="mt-1">
                    <input type="hidden" name="intent" value="remove-favourite" />
                    <input type="hidden" name="propertyId" value={listing.id} />
                    <button
                      type="submit"
                      className={smallButton}
                      aria-label={t('account.saved.removeListing', { title: title.text })}
                    >
                      {t('account.saved.remove')}
                    </button>
                  </Form>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {listings.filter((listing) => listing.onMarket).length >= MIN_COMPARE ? (
        <form id="compare-saved" action={href('/compare')} className="mt-3">
          <Button type="submit">{t('account.saved.compareTicked')}</Button>
        </form>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="favourite-alerts" />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="favouriteAlerts" defaultChecked={favouriteAlerts} className="h-4 w-4" />
          {t('account.saved.alerts')}
        </label>
        <button type="submit" className={smallButton}>
          {t('account.saved.saveAlerts')}
        </button>
      </Form>
    </section>
  )
}
