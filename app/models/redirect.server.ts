// Redirects kept in the database (SPEC §3 url_redirects; §7 resolve_redirect and "properties: select slug by
// listing_id"). The public layer reads them through a short cache so staff changes apply within seconds.
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { properties, urlRedirects } from '~/db/schema'
import { registerCache } from '~/cache-registry.server'
import { normalizeRedirectSource } from '~/lib/legacy-redirects'
import { PUBLIC_PROPERTY_STATUSES } from '~/lib/property-rules'

export interface ResolvedRedirect {
  targetUrl: string
  statusCode: number
}

/** SPEC §7 resolve_redirect: src_path in; target_url and status_code out. A trailing slash is ignored (§5). */
export async function resolveRedirect(db: Database, sourcePath: string): Promise<ResolvedRedirect | null> {
  const source = normalizeRedirectSource(sourcePath)
  const [row] = await db
    .select({ targetUrl: urlRedirects.targetUrl, statusCode: urlRedirects.statusCode })
    .from(urlRedirects)
    .where(or(eq(urlRedirects.sourceUrl, source), eq(urlRedirects.sourceUrl, `${source}/`)))
    .limit(1)
  return row ?? null
}

export async function recordRedirectHit(db: Database, sourcePath: string) {
  const source = normalizeRedirectSource(sourcePath)
  await db
    .update(urlRedirects)
    .set({ hitCount: sql`${urlRedirects.hitCount} + 1`, lastHitAt: sql`now()` })
    .where(or(eq(urlRedirects.sourceUrl, source), eq(urlRedirects.sourceUrl, `${source}/`)))
}

/** SPEC §7: properties — select slug by listing_id (any status: a sold listing's page still exists). */
export async function findPropertySlugByListingId(db: Database, listingId: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: properties.slug })
    .from(properties)
    .where(sql`lower(${properties.listingId}) in (lower(${listingId}), lower(${`mls_${listingId}`}))`)
    .limit(1)
  return row?.slug ?? null
}

/** Which of these slugs are listings a visitor can open (SPEC §2 slug variants: a real listing always wins). */
export async function findPublicPropertySlugs(db: Database, slugs: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ slug: properties.slug })
    .from(properties)
    .where(and(inArray(properties.slug, slugs), inArray(properties.status, [...PUBLIC_PROPERTY_STATUSES])))
  return new Set(rows.map((row) => row.slug))
}

/**
 * All database redirects in memory. Every page request consults it, so a miss must cost nothing; the table is small
 * (hundreds of rows) and changes rarely. Every process clears it when any process changes a redirect (a database
 * notification, server/content-changes.ts); `ttlMs` is only a backstop.
 */
export class RedirectCache {
  private entries = new Map<string, ResolvedRedirect>()
  private loadedAt = 0
  private loading: Promise<void> | null = null

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 60_000,
  ) {
    registerCache('redirects', () => this.invalidate())
  }

  /** False until the first load finished: the layer allows that load longer (SPEC §8 initialization timeout). */
  initialized = false

  async lookup(path: string): Promise<ResolvedRedirect | null> {
    if (Date.now() - this.loadedAt > this.ttlMs) await this.reload()
    return this.entries.get(normalizeRedirectSource(path)) ?? null
  }

  invalidate() {
    this.loadedAt = 0
  }

  private reload() {
    this.loading ??= this.db
      .select({
        sourceUrl: urlRedirects.sourceUrl,
        targetUrl: urlRedirects.targetUrl,
        statusCode: urlRedirects.statusCode,
      })
      .from(urlRedirects)
      .then((rows) => {
        this.entries = new Map(rows.map((row) => [normalizeRedirectSource(row.sourceUrl), row]))
        this.loadedAt = Date.now()
        this.initialized = true
      })
      .finally(() => {
        this.loading = null
      })
    return this.loading
  }
}
