// Anonymous public pages kept in memory, compressed once (gzip and brotli), with a strong ETag, bounded by size with
// LRU eviction (docs/decisions/016-page-cache.md). Invalidation is exact: every content write anywhere clears every
// process's cache (server/content-changes.ts); an epoch number makes a render that started before a clear unable to
// store what it read. A maximum age is only a backstop.
import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'
import type { PageCacheStats } from '~/context.server'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

export type Encoding = 'br' | 'gzip' | 'identity'

export interface CachedPage {
  status: number
  /** the ETag without quotes or encoding suffix: the same for every encoding of one page */
  tag: string
  /** the render's headers that describe every encoding (content type, Cache-Control…) */
  common: OutgoingHttpHeaders
  /** Each encoding is made the first time a client asks for it, then kept. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer }
  /** ready to send, per encoding made: common headers, length, encoding, ETag, `x-cache: HIT` */
  headers: Partial<Record<Encoding, OutgoingHttpHeaders>>
  /** the same for a 304: what replaces the headers the browser kept (policy, validators) */
  notModified: Partial<Record<Encoding, OutgoingHttpHeaders>>
}

/** Larger pages are served, not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024
/** Addresses with a query string seen once, remembered so their second request is kept (see admits). */
const SEEN_ONCE_MAX = 10_000
/** Headers of the render that do not describe the stored bytes, or must never be replayed (or are made anew). */
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'etag', 'date'])

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>
  private counts = { hits: 0, misses: 0, notModified: 0, invalidations: 0 }
  private readonly seenOnce = new LRUCache<string, true>({ max: SEEN_ONCE_MAX })
  /** Bumped by every invalidation: a render stores its page only if no invalidation happened meanwhile. */
  epoch = 0

  /**
   * `sentWith`: headers every answer from the cache carries (the site's security headers, a policy for a page without
   * its own). Kept in each page's headers, made once, so a hit writes one header object Node need not merge.
   */
  constructor(readonly options: { maxBytes: number; maxAgeMs: number; sentWith?: OutgoingHttpHeaders }) {
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: Math.max(options.maxBytes, 1),
      sizeCalculation: (page) =>
        page.bodies.identity.length + (page.bodies.br?.length ?? 0) + (page.bodies.gzip?.length ?? 0) + 512,
      ttl: options.maxAgeMs,
      ttlAutopurge: false,
    })
  }

  get enabled() {
    return this.options.maxBytes > 0
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key)
    if (page) this.counts.hits++
    else this.counts.misses++
    return page
  }

  countNotModified() {
    this.counts.notModified++
  }

  invalidate() {
    this.epoch++
    this.counts.invalidations++
    this.entries.clear()
  }

  /**
   * Whether a render of this key is kept. A page without a query string is, at once; one with a query string from its
   * second request on (as nginx's `proxy_cache_min_uses 2`): a crawler's one-off filter combinations and addresses
   * with a unique id must not push the pages visitors ask for again out of the cache, nor pay for the best
   * compression of bytes sent once.
   */
  private admits(key: string): boolean {
    if (!key.includes('?') || this.seenOnce.has(key)) return true
    this.seenOnce.set(key, true)
    return false
  }

  /**
   * Makes a rendered page ready to send with the encoding this client wants, and keeps it if it is admitted (see
   * admits) and the cache was not invalidated since `epoch` (the render may have read data that has changed since).
   * Returns the page, kept or sent once; null when it is too large, or kept pages would be stale.
   */
  async store(
    key: string,
    epoch: number,
    render: { status: number; headers: Headers; body: Buffer },
    encoding: Encoding = 'identity',
  ): Promise<CachedPage | null> {
    if (!this.enabled || render.body.length > MAX_PAGE_BYTES) return null
    // the page's own Vary (the country header: decision 016) beside the encodings this cache adds
    const vary = render.headers.get('vary')
    const common: OutgoingHttpHeaders = {
      ...this.options.sentWith,
      vary: vary ? `Accept-Encoding, ${vary}` : 'Accept-Encoding',
    }
    render.headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name)) common[name] = value
    })
    const page: CachedPage = {
      status: render.status,
      tag: createHash('sha1').update(render.body).digest('base64url'),
      common,
      bodies: { identity: render.body },
      headers: {},
      notModified: {},
    }
    const keep = this.admits(key)
    addVariant(page, 'identity', render.body)
    if (encoding !== 'identity') addVariant(page, encoding, await compress(render.body, encoding, keep))
    if (epoch !== this.epoch) return null
    if (keep) this.entries.set(key, page)
    return page
  }

  /** Makes and keeps another encoding of a stored page (a client that asks for what nobody asked before). */
  async addEncoding(key: string, page: CachedPage, encoding: Encoding): Promise<void> {
    if (page.bodies[encoding]) return
    const body = await compress(page.bodies.identity, encoding, this.entries.peek(key) === page)
    if (page.bodies[encoding]) return
    addVariant(page, encoding, body)
    // Counted again at its new size, if it is still the page kept under that key (lru-cache keeps the old size when
    // the same object is set again, so it goes out first).
    if (this.entries.peek(key) === page) {
      this.entries.delete(key)
      this.entries.set(key, page)
    }
  }

  stats(): PageCacheStats {
    return {
      entries: this.entries.size,
      bytes: this.entries.calculatedSize,
      maxBytes: this.options.maxBytes,
      ...this.counts,
    }
  }
}

/**
 * A kept page is compressed well, once: brotli quality 6 is within 2 % of quality 9's size at a tenth of its cost.
 * A page sent once gets the fast levels: on /properties (100 KB) gzip 1 takes half the time of gzip 6 for 15 % more
 * bytes; brotli 1 takes 0.2 ms, less than half of gzip 1 or brotli 3 (0.5 ms), for bytes between theirs (15.4 KB against
 * 16.8 and 13.8).
 */
function compress(body: Buffer, encoding: Encoding, kept: boolean): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(body)
  if (encoding === 'gzip') return gzip(body, { level: kept ? 6 : 1 })
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 6 : 1,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

/** What a 304 repeats of the page's headers (besides the site's, from `sentWith`). */
const NOT_MODIFIED_DROPS = new Set(['content-type', 'content-length', 'content-encoding', 'content-language'])

function addVariant(page: CachedPage, encoding: Encoding, body: Buffer) {
  page.bodies[encoding] = body
  const etag = encodingETag(page.tag, encoding)
  page.headers[encoding] = {
    ...page.common,
    etag,
    'content-length': body.length,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'x-cache': 'HIT',
  }
  page.notModified[encoding] = {
    ...Object.fromEntries(Object.entries(page.common).filter(([name]) => !NOT_MODIFIED_DROPS.has(name))),
    etag,
    'x-cache': 'HIT',
  }
}

/** The strong ETag of one encoding of a body: its tag, with `-br` or `-gz` (matchesETag accepts any of them). */
export function encodingETag(tag: string, encoding: Encoding): string {
  return `"${tag}${encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''}"`
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  let encoding = chosen.get(acceptEncoding)
  if (encoding) return encoding
  encoding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : 'identity'
  // browsers send a handful of distinct values: remember those, not whatever a client makes up
  if (chosen.size < 64) chosen.set(acceptEncoding, encoding)
  return encoding
}
const chosen = new Map<string, Encoding>()

function accepts(header: string, coding: string) {
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().split(';')
    if (name?.trim().toLowerCase() !== coding) continue
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  }
  return false
}

/** If-None-Match names this page (any encoding of it, or *). */
export function matchesETag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '')
    return value === '*' || value.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '') === tag
  })
}
