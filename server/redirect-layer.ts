// The server-side redirect layer (SPEC §9, §2, §5, §8): legacy addresses, slug variants and the redirects staff
// keep in the database, answered with a real 301/302 before any page renders.
import type express from 'express'
import type { AppServices } from '../app/context.server'
import { type Locale, localizePath } from '../app/i18n/locale'
import {
  REDIRECT_TIMEOUTS,
  listingFallback,
  matchLegacyRedirect,
  propertyPath,
  slugVariantFallback,
} from '../app/lib/legacy-redirects'
import {
  type RedirectCache,
  findPropertySlugByListingId,
  findPublicPropertySlugs,
  recordRedirectHit,
} from '../app/models/redirect.server'

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

export interface RedirectDecision {
  location: string
  status: number
}

/** Decides whether a GET of `url` (path and query) is redirected; counts a staff redirect's hit. */
export type RedirectCheck = (url: string) => Promise<RedirectDecision | null>

interface Decision extends RedirectDecision {
  /** a database redirect: count the hit */
  source?: string
}

export function createRedirectCheck(
  { db, logger }: Pick<AppServices, 'db' | 'logger'>,
  cache: RedirectCache,
): RedirectCheck {
  /** Staff redirects; the first load of the table may take longer (SPEC §8 initialization vs database timeout). */
  function stored(pathname: string) {
    const limit = cache.initialized ? REDIRECT_TIMEOUTS.databaseMs : REDIRECT_TIMEOUTS.initializationMs
    return withTimeout(cache.lookup(pathname), limit)
  }

  async function decide(url: URL): Promise<Decision | null> {
    const pathname = safeDecode(url.pathname)
    const legacy = matchLegacyRedirect(pathname, url.search)
    if (legacy?.kind === 'path') return { location: legacy.location, status: 301 }
    if (legacy?.kind === 'listing') {
      const slug = await withTimeout(
        findPropertySlugByListingId(db, legacy.listingId),
        REDIRECT_TIMEOUTS.propertyMs,
      ).catch((error: unknown) => {
        logger.warn({ err: error, listingId: legacy.listingId }, 'listing lookup for a legacy address failed')
        return null
      })
      return {
        location: slug ? propertyPath(slug, legacy.locale) : listingFallback(legacy.listingId, legacy.locale),
        status: 301,
      }
    }
    if (legacy?.kind === 'slug-variant') return decideSlugVariant(pathname, legacy)
    const redirect = await stored(pathname)
    return redirect ? { location: redirect.targetUrl, status: redirect.statusCode, source: pathname } : null
  }

  /**
   * SPEC §2 slug variants, with a listing's own address always winning: a listing whose slug ends in the suffix
   * opens; otherwise the bare slug's listing, a staff redirect, or a search for the words — never a 404.
   */
  async function decideSlugVariant(
    pathname: string,
    { slug, bareSlug, locale }: { slug: string; bareSlug: string; locale: Locale },
  ): Promise<Decision | null> {
    const listings = await withTimeout(findPublicPropertySlugs(db, [slug, bareSlug]), REDIRECT_TIMEOUTS.propertyMs)
    if (listings.has(slug)) return null
    if (listings.has(bareSlug)) return { location: propertyPath(bareSlug, locale), status: 301 }
    // Staff mostly keep redirects of English addresses: a Spanish variant follows the bare slug's English redirect
    // to the same page in Spanish (localizePath leaves outside addresses alone).
    const sources = [...new Set([pathname, propertyPath(bareSlug, locale), propertyPath(bareSlug, 'en')])]
    for (const source of sources) {
      const redirect = await stored(source)
      if (!redirect) continue
      const target =
        source === propertyPath(bareSlug, 'en') ? localizePath(redirect.targetUrl, locale) : redirect.targetUrl
      return { location: target, status: redirect.statusCode, source }
    }
    return { location: slugVariantFallback(bareSlug, locale), status: 301 }
  }

  return async (address) => {
    const url = new URL(address, 'http://localhost')
    // Assets, stored files and client data requests never carry legacy addresses.
    if (/^\/(assets|storage)\//.test(url.pathname) || url.pathname.endsWith('.data')) return null
    try {
      const decision = await withTimeout(decide(url), REDIRECT_TIMEOUTS.overallMs)
      if (decision?.source) {
        recordRedirectHit(db, decision.source).catch((error: unknown) =>
          logger.warn({ err: error }, 'could not count a redirect hit'),
        )
      }
      return decision && { location: decision.location, status: decision.status }
    } catch (error) {
      // SPEC §8: on a timeout or failure the page simply renders.
      logger.warn({ err: error, path: url.pathname }, 'redirect check failed')
      return null
    }
  }
}

/**
 * The check in front of Express's pages. `decided` gives what the request listener found already for a request it
 * handed over (server/page-cache-handler.ts), so no address is looked up twice.
 */
export function redirectLayer(
  check: RedirectCheck,
  decided?: (req: express.Request) => { redirect: RedirectDecision | null } | undefined,
): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const known = decided?.(req)
    const decision = known ? Promise.resolve(known.redirect) : check(req.originalUrl)
    decision.then((redirect) => (redirect ? res.redirect(redirect.status, redirect.location) : next())).catch(next)
  }
}

function safeDecode(pathname: string) {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
