// Anonymous public pages kept in memory, compressed once (gzip and brotli), with a strong ETag, bounded by size with
// LRU eviction (docs/decisions/016-page-cache.md). Invalidation is exact: every content write anywhere clears every
// process's cache (server/content-changes.ts); an epoch number makes a render that started before a clear unable to
// store what it read. A maximum age is only a backstop.
import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

export type Encoding = 'br' | 'gzip' | 'identity'

export interface CachedPage {
  status: number
  /** ready to send, per encoding: content type, length, encoding, ETag, Vary, Cache-Control */
  headers: Record<Encoding, OutgoingHttpHeaders>
  bodies: Record<Encoding, Buffer>
  /** the ETag without quotes or encoding suffix: the same for every encoding of one page */
  tag: string
}

export interface PageCacheStats {
  entries: number
  bytes: number
  maxBytes: number
  hits: number
  misses: number
  notModified: number
  invalidations: number
}

/** Larger pages are served, not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024
/** Headers of the render that do not describe the stored bytes, or must never be replayed. */
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'etag', 'date'])

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>
  private counts = { hits: 0, misses: 0, notModified: 0, invalidations: 0 }
  /** Bumped by every invalidation: a render stores its page only if no invalidation happened meanwhile. */
  epoch = 0

  constructor(readonly options: { maxBytes: number; maxAgeMs: number }) {
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: Math.max(options.maxBytes, 1),
      sizeCalculation: (page) => page.bodies.br.length + page.bodies.gzip.length + page.bodies.identity.length + 512,
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
   * Compresses and keeps a rendered page, unless the cache was invalidated since `epoch` (the render may have read
   * data that has changed since) or the page is too large. Returns the stored page, or null.
   */
  async store(
    key: string,
    epoch: number,
    render: { status: number; headers: Headers; body: Buffer },
  ): Promise<CachedPage | null> {
    if (!this.enabled || render.body.length > MAX_PAGE_BYTES) return null
    const [gzipped, brotlied] = await Promise.all([
      gzip(render.body, { level: 9 }),
      brotli(render.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: render.body.length,
        },
      }),
    ])
    if (epoch !== this.epoch) return null
    const tag = createHash('sha1').update(render.body).digest('base64url')
    const common: OutgoingHttpHeaders = { vary: 'Accept-Encoding' }
    render.headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name)) common[name] = value
    })
    const variant = (encoding: Encoding, body: Buffer, suffix: string): OutgoingHttpHeaders => ({
      ...common,
      etag: `"${tag}${suffix}"`,
      'content-length': body.length,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    })
    const page: CachedPage = {
      status: render.status,
      tag,
      bodies: { br: brotlied, gzip: gzipped, identity: render.body },
      headers: {
        br: variant('br', brotlied, '-br'),
        gzip: variant('gzip', gzipped, '-gz'),
        identity: variant('identity', render.body, ''),
      },
    }
    this.entries.set(key, page)
    return page
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

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  if (accepts(acceptEncoding, 'br')) return 'br'
  if (accepts(acceptEncoding, 'gzip')) return 'gzip'
  return 'identity'
}

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
