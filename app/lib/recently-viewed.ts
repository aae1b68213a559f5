// Listings this browser opened lately (issue 15), for "Recently viewed" on the home page and the account page. Kept in
// this browser only, never sent anywhere; not kept for a visitor who declined tracking (SPEC §4), and cleared with
// one button.
import { browserList } from './browser-list'
import { getTrackingConsent } from './tracking/browser-records'

export interface ViewedListing {
  id: number
  slug: string
  title: string
  priceUsd: number
  /** the cover's address, or '' */
  cover: string
}

const isViewed = (value: unknown): value is ViewedListing => {
  const item = value as ViewedListing
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isSafeInteger(item.id) &&
    typeof item.slug === 'string' &&
    /^[a-z0-9-]+$/.test(item.slug) &&
    typeof item.title === 'string' &&
    Number.isFinite(item.priceUsd) &&
    typeof item.cover === 'string'
  )
}

export const recentlyViewed = browserList('recently-viewed', 8, isViewed)

/** A listing page was opened: it goes first (once). */
export function rememberViewed(listing: ViewedListing) {
  if (getTrackingConsent() === 'denied') return
  recentlyViewed.set([listing, ...recentlyViewed.get().filter((item) => item.id !== listing.id)])
}
