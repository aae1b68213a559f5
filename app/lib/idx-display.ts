// IDX display rules for listings from the listing feed (issue 40 item 11): what a page shows with another broker's
// listing. Shared by the loader and the listing page.

/** The disclaimer an MLS gets until staff enter its own (feed_settings.disclaimer's default). */
export const DEFAULT_MLS_DISCLAIMER = 'Deemed reliable but not guaranteed'

/** The default is shown in the page's language; a staff-edited text as written. */
export function isDefaultDisclaimer(text: string): boolean {
  return text.trim().replace(/\.$/, '') === DEFAULT_MLS_DISCLAIMER
}

/** A logo address a page may load: https, or a path on this site; anything else is not shown. */
export function usableLogoUrl(value: string | null | undefined): string | null {
  const url = (value ?? '').trim()
  if (url.startsWith('/') && !url.startsWith('//')) return url
  return /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : null
}

/** What a listing page shows of a feed listing's source: when the feed last confirmed it, the MLS's words and logo. */
export interface ListingIdxNotice {
  /** when the feed last confirmed the listing as shown (see app/models/listing-idx.server.ts) */
  asOf: Date
  disclaimer: string
  logoUrl: string | null
}
