// A ListingId the MLS repeats (issue 40): when another feed listing already holds it, this record is listed under an
// id derived from its ListingKey instead of failing, with a warning. An id held by a listing entered by hand is left
// to applyListing, which reports it as a record error and changes nothing (decision 010).
import { listingIdFromKey } from './listing-id'
import type { MappedListing } from './mapping'
import type { PageReads } from './page-reads.server'

export async function settleRepeatedListingId(
  reads: PageReads,
  listing: MappedListing,
): Promise<{ listing: MappedListing; warning: string | null }> {
  const { listingId } = listing.values
  const holders = await reads.listingIdHolders(listingId)
  const other = holders.find((holder) => holder.source === 'feed' && holder.listingKey !== listing.listingKey)
  if (!other || holders.some((holder) => holder.source !== 'feed')) return { listing, warning: null }
  const fallback = listingIdFromKey(listing.listingKey)
  return {
    listing: { ...listing, values: { ...listing.values, listingId: fallback } },
    warning: `ListingId ${listingId} is already used by another feed listing${other.listingKey ? ` (${other.listingKey})` : ''}; this one is listed as ${fallback}.`,
  }
}
