// The listing ID a feed record gets on the site (issue 40). MLS ListingIds can hold spaces or odd characters, and some
// MLSs repeat one; the record is never lost over it: the id is normalised ("RX 10 22" → "RX-10-22"), and one that stays
// unusable (or is taken by another feed listing, apply-listing.server.ts) is replaced by one derived from the
// ListingKey, which the MLS keeps unique. Pure.

export const LISTING_ID_MAX = 40
const USABLE = /^[A-Z0-9][A-Z0-9-]*$/

const dashed = (raw: string) =>
  raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** Upper case, every run of other characters one dash, none at the ends; null when nothing usable is left. */
export function normaliseListingId(raw: string): string | null {
  const id = dashed(raw)
  return id && USABLE.test(id) && id.length <= LISTING_ID_MAX ? id : null
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable tag for a key too long to use as it is. */
function shortHash(text: string) {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0').toUpperCase()
}

/** A listing ID from the ListingKey ("FEED-" + the key normalised, or a hash of it when too long or unusable). */
export function listingIdFromKey(listingKey: string): string {
  const key = dashed(listingKey)
  if (key && `FEED-${key}`.length <= LISTING_ID_MAX) return `FEED-${key}`
  const head = key.slice(0, LISTING_ID_MAX - 14).replace(/-+$/, '')
  return head ? `FEED-${head}-${shortHash(listingKey)}` : `FEED-${shortHash(listingKey)}`
}

/** The record's listing ID and, when it is not the MLS's as sent, a warning saying what it became. */
export function listingIdFromRecord(
  listingId: string,
  listingKey: string,
): { listingId: string; warning: string | null } {
  if (!listingId) {
    const fromKey = normaliseListingId(listingKey) ?? listingIdFromKey(listingKey)
    return { listingId: fromKey, warning: null }
  }
  const normalised = normaliseListingId(listingId)
  if (normalised === listingId.toUpperCase()) return { listingId: normalised, warning: null }
  if (normalised)
    return {
      listingId: normalised,
      warning: `ListingId "${listingId}" has characters a listing ID cannot hold; it is listed as ${normalised}.`,
    }
  const fromKey = listingIdFromKey(listingKey)
  return {
    listingId: fromKey,
    warning: `ListingId "${listingId}" is not a usable listing ID; it is listed as ${fromKey}.`,
  }
}
