// Listings this browser opened lately (issue 15), for "Recently viewed" on the home page and the account page. Kept in
// this browser only, never sent anywhere; not kept for a visitor who declined tracking (SPEC §4), and cleared with
// one button.
import { LOCALES, type Locale } from '~/i18n/locale'
import { browserList } from './browser-list'
import { getTrackingConsent } from './tracking/browser-records'

export interface ViewedListing {
  id: number
  slug: string
  /** the English title when it was opened: shown only until (or unless) the current one arrives */
  title: string
  /** the price when it was opened: never shown, a price may have changed since (issue 43) */
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

/** How many listings the list keeps. */
export const MAX_RECENTLY_VIEWED = 8

export const recentlyViewed = browserList('recently-viewed', MAX_RECENTLY_VIEWED, isViewed)

/** A kept listing as it is now, from /api/listing-cards: its title in the page's language and its current price. */
export interface CurrentListing {
  id: number
  slug: string
  title: string
  titleLang: Locale
  priceUsd: number
  cover: string
}

const isCurrent = (value: unknown): value is CurrentListing => {
  const item = value as CurrentListing
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isSafeInteger(item.id) &&
    typeof item.slug === 'string' &&
    typeof item.title === 'string' &&
    LOCALES.includes(item.titleLang) &&
    Number.isFinite(item.priceUsd) &&
    typeof item.cover === 'string'
  )
}

/**
 * The kept listings as they are now (issue 43), by id; listings that left the site are not in it. Rejects when the
 * server cannot be asked (offline): the list then shows what it kept, without prices.
 */
export async function fetchCurrentListings(ids: readonly number[], lang: Locale) {
  const answer = await fetch(`/api/listing-cards?ids=${ids.join(',')}&lang=${lang}`, {
    headers: { Accept: 'application/json' },
  })
  if (!answer.ok) throw new Error(`listing cards: ${answer.status}`)
  const body = (await answer.json()) as { listings?: unknown }
  const listings = Array.isArray(body.listings) ? body.listings.filter(isCurrent) : []
  return new Map(listings.map((listing) => [listing.id, listing]))
}

/** A listing page was opened: it goes first (once). */
export function rememberViewed(listing: ViewedListing) {
  if (getTrackingConsent() === 'denied') return
  recentlyViewed.set([listing, ...recentlyViewed.get().filter((item) => item.id !== listing.id)])
}
