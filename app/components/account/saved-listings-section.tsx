import { Form, Link } from 'react-router'
import { ResponsiveImage } from '~/components/responsive-image'
import { MIN_COMPARE } from '~/lib/compare'
import { formatPrice } from '~/lib/format'
import { PROPERTY_STATUS_LABELS, type PropertyStatus } from '~/lib/property-rules'
import type { FavouriteListing } from '~/models/favourites.server'
import type { SavedItemAnswer } from '~/models/saved-items-actions.server'

const smallButton = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-sea underline hover:bg-sand'

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
  const said = answer?.intent === 'remove-favourite' || answer?.intent === 'favourite-alerts' ? answer : undefined
  return (
    <section aria-labelledby="saved-listings-heading" className="md:col-span-3">
      <h2 id="saved-listings-heading" className="text-xl">
        Saved listings
      </h2>
      {said ? (
        <p role={said.error ? 'alert' : 'status'} className={`mt-2 ${said.error ? 'text-coral-dark' : ''}`}>
          {said.error ?? said.message}
        </p>
      ) : null}
      {listings.length === 0 ? (
        <p className="mt-3">
          Press the heart on any listing to keep it here.{' '}
          <Link to="/properties" className="font-semibold text-reef-dark underline">
            Browse properties
          </Link>
        </p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => (
            <li key={listing.id} className="flex gap-3 rounded-xl bg-white p-3 shadow ring-1 ring-black/5">
              <div className="h-20 w-28 shrink-0 overflow-hidden rounded-lg bg-sand">
                {listing.cover ? (
                  <ResponsiveImage image={listing.cover} alt="" sizes="112px" className="h-full w-full object-cover" />
                ) : null}
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {listing.onMarket ? (
                    <Link to={`/property/${listing.slug}`} className="underline">
                      {listing.title}
                    </Link>
                  ) : (
                    listing.title
                  )}
                </p>
                <p className="text-lg font-bold text-sea">{formatPrice(listing.priceUsd)}</p>
                <p className="text-sm text-ink/80">
                  {listing.onMarket
                    ? PROPERTY_STATUS_LABELS[listing.status as PropertyStatus]
                    : 'No longer on the market'}
                </p>
                {listing.onMarket ? (
                  <label className="mt-1 flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      form="compare-saved"
                      name="listings"
                      value={listing.slug}
                      aria-label={`Compare ${listing.title}`}
                      className="h-4 w-4"
                    />
                    Compare
                  </label>
                ) : null}
                <Form method="post" className="mt-1">
                  <input type="hidden" name="intent" value="remove-favourite" />
                  <input type="hidden" name="propertyId" value={listing.id} />
                  <button type="submit" className={smallButton} aria-label={`Remove ${listing.title}`}>
                    Remove
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {listings.filter((listing) => listing.onMarket).length >= MIN_COMPARE ? (
        <form id="compare-saved" action="/compare" className="mt-3">
          <button type="submit" className="rounded-lg bg-sea px-4 py-2 font-semibold text-white hover:bg-sea-dark">
            Compare ticked listings
          </button>
        </form>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="favourite-alerts" />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="favouriteAlerts" defaultChecked={favouriteAlerts} className="h-4 w-4" />
          E-mail me when a saved listing drops in price, comes back on the market, goes under contract or sells
        </label>
        <button type="submit" className={smallButton}>
          Save alert choice
        </button>
      </Form>
    </section>
  )
}
