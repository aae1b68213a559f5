// "Buying from abroad" on a listing page (issue 16): title, who can hold it, fees, rentals and distances, as staff
// keep them; what is not stated is left out, and the guide explains the rules.
import { Link } from 'react-router'
import {
  OWNERSHIP_GUIDE_HREF,
  distanceText,
  foreignOwnershipLabel,
  hoaFeeText,
  rentalHistoryText,
  titleTypeLabel,
  type BuyerFactsListing,
  type Distance,
} from '~/lib/buyer-facts'
import { formatPrice } from '~/lib/format'

export function BuyerFacts({
  listing,
  distances,
}: {
  listing: BuyerFactsListing
  distances: { beach: Distance | null; airport: Distance | null }
}) {
  const facts = [
    ['Title', titleTypeLabel(listing.titleType)],
    ['Ownership', foreignOwnershipLabel(listing.foreignOwnership)],
    ['HOA fee', hoaFeeText(listing.hoaFeeUsd, formatPrice)],
    ['Rental program', listing.rentalProgram || null],
    ['Rental history', rentalHistoryText(listing, formatPrice)],
    ['Nearest beach', distances.beach ? `${distances.beach.name}, ${distanceText(distances.beach.km)}` : null],
    ['Airport', distances.airport ? `${distances.airport.name}, ${distanceText(distances.airport.km)}` : null],
  ].filter((fact): fact is [string, string] => fact[1] !== null)
  if (facts.length === 0) return null
  return (
    <section aria-labelledby="abroad-heading">
      <h2 id="abroad-heading" className="text-2xl">
        Buying from abroad
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink/80">
        {distances.beach || distances.airport ? 'Distances are in a straight line. ' : ''}
        <Link to={OWNERSHIP_GUIDE_HREF} className="font-medium text-reef-dark underline underline-offset-2">
          How foreigners own property on Roatan
        </Link>
        : titles, the coastal-zone rule and Honduran companies.
      </p>
    </section>
  )
}
