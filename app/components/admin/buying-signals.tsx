import { formatPrice } from '~/lib/format'
import { PROPERTY_STATUS_LABELS, type PropertyStatus } from '~/lib/property-rules'
import { SAVED_SEARCH_FREQUENCY_LABELS, type SavedSearchFrequency } from '~/lib/saved-search-rules'

export interface BuyingSignals {
  favourites: { id: number; slug: string; title: string; status: string; priceUsd: number; onMarket: boolean }[]
  searches: { id: string; name: string; query: string; frequency: string }[]
}

/** What the lead keeps an eye on (issue 15): their saved listings and saved searches, for the agent's next call. */
export function BuyingSignalsSection({ signals }: { signals: BuyingSignals | null }) {
  return (
    <section aria-labelledby="signals-heading" className="rounded-xl bg-white p-6 shadow ring-1 ring-black/5">
      <h2 id="signals-heading" className="text-xl">
        Buying signals
      </h2>
      {!signals ? (
        <p className="mt-3 text-sm">This lead has no account, so nothing is saved.</p>
      ) : (
        <>
          <h3 className="mt-4 font-semibold">Saved listings ({signals.favourites.length})</h3>
          {signals.favourites.length === 0 ? (
            <p className="text-sm">None yet.</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {signals.favourites.map((listing) => (
                <li key={listing.id}>
                  {listing.onMarket ? (
                    <a href={`/property/${listing.slug}`} className="underline">
                      {listing.title}
                    </a>
                  ) : (
                    listing.title
                  )}{' '}
                  · {formatPrice(listing.priceUsd)} ·{' '}
                  {listing.onMarket ? PROPERTY_STATUS_LABELS[listing.status as PropertyStatus] : 'Off the market'}
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-4 font-semibold">Saved searches ({signals.searches.length})</h3>
          {signals.searches.length === 0 ? (
            <p className="text-sm">None yet.</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {signals.searches.map((search) => (
                <li key={search.id}>
                  <a href={search.query ? `/properties?${search.query}` : '/properties'} className="underline">
                    {search.name}
                  </a>{' '}
                  · {SAVED_SEARCH_FREQUENCY_LABELS[search.frequency as SavedSearchFrequency] ?? search.frequency}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
