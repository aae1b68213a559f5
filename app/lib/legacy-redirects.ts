// SPEC §9 "Hard-coded legacy redirects (all 301)" and SPEC §2 slug variants, as data and pure matching.
// The server applies them before any page renders (server/redirect-layer.ts).
import { type Locale, localeFromPath, localizePath, pathWithoutLocale } from '~/i18n/locale'

/** Paths of the previous site and where they live now (SPEC §9: the exact list is not shown; these are ours). */
export const LEGACY_PATHS: Readonly<Record<string, string>> = {
  '/home': '/',
  '/index.php': '/',
  '/index.html': '/',
  '/listings': '/properties',
  '/search': '/properties',
  '/property-search': '/properties',
  '/real-estate': '/properties',
  '/homes-for-sale': '/properties',
  '/about-us': '/about',
  '/our-team': '/about',
  '/contact-us': '/contact',
  '/faqs': '/faq',
  '/investors': '/investor-information',
  '/investment': '/investor-information',
  '/roatan-buying-guide': '/the-ultimate-guide-to-buying-property-in-roatan',
  '/ultimate-guide-roatan': '/the-ultimate-guide-to-buying-property-in-roatan',
}

export const SLUG_VARIANT_SUFFIX = '-roatan-honduras'

export type LegacyRedirect =
  /** a fixed target */
  | { kind: 'path'; location: string }
  /** an old IDX address: the property with this listing id, looked up in the database */
  | { kind: 'listing'; listingId: string; locale: Locale }
  /**
   * SPEC §2 slug variant: `/property/{slug}-roatan-honduras`. Only a redirect when no listing has the suffixed slug
   * itself (titles ending in "Roatan Honduras" give such slugs); the server decides with the database.
   */
  | { kind: 'slug-variant'; slug: string; bareSlug: string; locale: Locale }

const IDX_LISTING = /mls_(\d{2}-\d+)/i

/**
 * The legacy rule that applies to a request, or null. `pathname` is decoded, `search` includes '?'. An address
 * under a language prefix (/es/…) matches like the English one and leads to that language's page, where one exists
 * (the admin has none).
 */
export function matchLegacyRedirect(pathname: string, search = ''): LegacyRedirect | null {
  const locale = localeFromPath(pathname)
  const match = matchEnglishPath(pathWithoutLocale(pathname), search)
  if (!match || locale === 'en') return match
  return match.kind === 'path' ? { kind: 'path', location: localizePath(match.location, locale) } : { ...match, locale }
}

function matchEnglishPath(pathname: string, search: string): LegacyRedirect | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const lower = path.toLowerCase()
  const fixed = LEGACY_PATHS[lower]
  if (fixed) return { kind: 'path', location: fixed }

  const idx = IDX_LISTING.exec(path)
  if (idx) return { kind: 'listing', listingId: idx[1]!, locale: 'en' }

  if (lower.startsWith('/faq/')) return { kind: 'path', location: '/faq' }
  if (lower.startsWith('/listings/') || lower === '/flex-mls' || lower.startsWith('/flex-mls/')) {
    return { kind: 'path', location: '/properties' }
  }
  if (new URLSearchParams(search).has('page_id')) return { kind: 'path', location: '/' }
  if (lower === '/dashboard') return { kind: 'path', location: '/admin' }

  // SPEC §2: slug variants carrying a roatan-honduras suffix redirect to /property/{slug}.
  const variant = /^\/propert(?:y|ies)\/([^/]+)$/.exec(path)
  if (variant && variant[1]!.toLowerCase().endsWith(SLUG_VARIANT_SUFFIX)) {
    const slug = variant[1]!
    const bareSlug = slug.slice(0, -SLUG_VARIANT_SUFFIX.length)
    if (bareSlug) return { kind: 'slug-variant', slug, bareSlug, locale: 'en' }
  }
  return null
}

/** A listing's page in a language. */
export function propertyPath(slug: string, locale: Locale): string {
  return localizePath(`/property/${slug}`, locale)
}

/** Where a slug variant goes when neither it nor its bare slug is a listing: a search for the slug's words. */
export function slugVariantFallback(bareSlug: string, locale: Locale = 'en'): string {
  return localizePath(`/properties?search=${encodeURIComponent(bareSlug.replaceAll('-', ' '))}`, locale)
}

/** SPEC §8: when the listing lookup fails or is slow, search for the listing id instead. */
export function listingFallback(listingId: string, locale: Locale = 'en'): string {
  return localizePath(`/properties?search=${encodeURIComponent(listingId)}`, locale)
}

/** SPEC §5: redirect source matching ignores a trailing slash. */
export function normalizeRedirectSource(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** SPEC §8: redirect check time limits. On a timeout or failure the page simply renders. */
export const REDIRECT_TIMEOUTS = {
  initializationMs: 3000,
  overallMs: 5000,
  databaseMs: 1500,
  propertyMs: 1000,
} as const
