// Where the page cache meets HTTP (docs/decisions/016-page-cache.md). A hit is answered from the raw request
// listener, before Express, logging or compression run; so is a GET miss whose render is kept (the redirect check
// first, one render for every concurrent request of the page). What is not kept goes on to Express.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type express from 'express'
import type { AppConfig } from '~/config.server'
import type { Logger } from '~/logger.server'
import { hasSessionCookie } from '~/lib/cache-policy'
import { addressWithoutCampaignParameters } from '~/lib/campaign-parameters'
import { regionForCountry } from '~/lib/consent'
import { requestProtocol } from './client-address'
import { type CachedPage, type Encoding, type PageCache, chooseEncoding, matchesETag } from './page-cache'
import type { RedirectCheck, RedirectDecision } from './redirect-layer'
import type { RenderedPage } from './render-pool'

/** Paths that are never pages a visitor without an account shares with others; addresses with a NUL (refused). */
const NEVER_CACHED = /^\/(?:api|admin|assets|storage|auth|healthz|logout|my-data)(?:[/?]|$)|\.data(?:\?|$)|%00/

export interface PageCacheKeying {
  /** the trusted country header (CONTRACT.md GEO_COUNTRY_HEADER) */
  geoHeader: string
  /** Host headers, lower case, whose pages are kept (siteHosts) */
  hosts: ReadonlySet<string>
}

/**
 * The Host headers of this site: APP_URL's host, PRODUCTION_HOST and the loopback names a visit on this machine (or
 * a test) uses, each bare or with the port of APP_URL or of the server. A page asked for under any other host is
 * rendered and sent but not kept: made-up hosts would otherwise fill the cache and push the site's pages out.
 */
export function siteHosts(config: Pick<AppConfig, 'appUrl' | 'productionHost' | 'port'>): ReadonlySet<string> {
  const appUrl = new URL(config.appUrl)
  const ports = new Set(['', appUrl.port, String(config.port)])
  const hosts = new Set([appUrl.host.toLowerCase()])
  for (const name of [appUrl.hostname, config.productionHost, 'localhost', '127.0.0.1', '[::1]']) {
    if (!name) continue
    for (const port of ports) hosts.add((port ? `${name}:${port}` : name).toLowerCase())
  }
  return hosts
}

/**
 * The cache key of a request that may be answered from the cache, or null. It holds everything that changes the
 * HTML of a public page: host (tracking and the banner depend on it; one of the site's), region (from the geo header)
 * and the URL without campaign parameters (app/lib/campaign-parameters.ts).
 */
export function pageCacheKey(req: IncomingMessage, { geoHeader, hosts }: PageCacheKeying): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (url.length > 2048 || NEVER_CACHED.test(url)) return null
  if (hasSessionCookie(req.headers.cookie)) return null
  let host = req.headers.host ?? ''
  if (!hosts.has(host)) {
    host = host.toLowerCase()
    if (!hosts.has(host)) return null
  }
  const country = req.headers[geoHeader]
  const region = regionForCountry(Array.isArray(country) ? country[0] : country)
  return `${host}|${region}|${addressWithoutCampaignParameters(url)}`
}

/** Answers from the cache (200, or 304 for a matching ETag); false when the page is not there. */
export function serveCachedPage(cache: PageCache, req: IncomingMessage, res: ServerResponse, key: string): boolean {
  const page = cache.get(key)
  if (!page) return false
  const encoding = chooseEncoding(req.headers['accept-encoding'] as string | undefined)
  if (page.bodies[encoding]) sendPage(cache, page, encoding, req, res, 'HIT')
  else {
    cache
      .addEncoding(key, page, encoding)
      .then(() => sendPage(cache, page, encoding, req, res, 'HIT'))
      .catch(() => sendPage(cache, page, 'identity', req, res, 'HIT'))
  }
  return true
}

function sendPage(
  cache: PageCache,
  page: CachedPage,
  encoding: Encoding,
  req: IncomingMessage,
  res: ServerResponse,
  state: 'HIT' | 'MISS',
) {
  const notModified = matchesETag(req.headers['if-none-match'], page.tag)
  if (notModified) cache.countNotModified()
  // A 304's headers replace the ones the browser kept: the page's policy comes with them.
  const headers = (notModified ? page.notModified : page.headers)[encoding]!
  res.writeHead(notModified ? 304 : page.status, state === 'HIT' ? headers : { ...headers, 'x-cache': state })
  res.end(notModified || req.method === 'HEAD' ? undefined : page.bodies[encoding])
}

interface Rendered extends RenderedPage {
  page: CachedPage | null
}

/** What the request listener found about a miss it hands to Express: a redirect, or a render it did not keep. */
export interface HandOff {
  redirect: RedirectDecision | null
  /** a 404, a private page…: sent as it is (compressed, logged) rather than rendered again */
  rendered?: Rendered
}

/**
 * Answers GET misses from the request listener, outside Express: the redirect check, then one render for every
 * concurrent request of the page; a page kept in the cache is sent from there. Anything else (a redirect, a render
 * not kept, a failure) goes on to Express with what was found. Express swaps a response's prototype and its
 * middleware add properties: kept off the common path, the cache's hits stay on responses shaped alike.
 */
export function pageMisses({
  cache,
  render,
  checkRedirect,
  logger,
  toExpress,
}: {
  cache: PageCache
  render: (req: IncomingMessage) => Promise<RenderedPage>
  checkRedirect: RedirectCheck
  logger: Logger
  toExpress: (req: IncomingMessage, res: ServerResponse) => void
}) {
  const inFlight = new Map<string, Promise<Rendered>>()
  const renders = new RenderQueue(RENDER_CONCURRENCY)
  const handedOver = new WeakMap<IncomingMessage, HandOff>()

  async function renderOnce(key: string, req: IncomingMessage, encoding: Encoding): Promise<Rendered> {
    const epoch = cache.epoch
    const { status, headers, body } = await render(req)
    const cacheable =
      status === 200 && (headers.get('cache-control') ?? '').startsWith('public') && !headers.has('set-cookie')
    const page = cacheable ? await cache.store(key, epoch, { status, headers, body }, encoding) : null
    return { status, headers, body, page }
  }

  async function answerMiss(req: IncomingMessage, res: ServerResponse, key: string) {
    const started = performance.now()
    const redirect = await checkRedirect(req.url ?? '/')
    if (redirect) return handOver(req, res, { redirect })
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    let rendering = inFlight.get(key)
    const shared = rendering !== undefined
    if (!rendering) {
      rendering = renders.run(() => renderOnce(key, req, encoding)).finally(() => inFlight.delete(key))
      inFlight.set(key, rendering)
    }
    const rendered = await rendering
    // Only a page the cache may keep is shared (kept, or sent once to the requests that came meanwhile): anything
    // else is rendered for each request on its own.
    if (!rendered.page) return handOver(req, res, { redirect: null, rendered: shared ? undefined : rendered })
    await cache.addEncoding(key, rendered.page, encoding)
    sendPage(cache, rendered.page, encoding, req, res, 'MISS')
    if (logger.isLevelEnabled('info')) {
      const responseTime = Math.round(performance.now() - started)
      logger.info(
        { req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime },
        'request completed',
      )
    }
  }

  function handOver(req: IncomingMessage, res: ServerResponse, found: HandOff) {
    handedOver.set(req, found)
    toExpress(req, res)
  }

  return {
    /** Takes a miss of a page that may be cached; false when it is not a GET (Express answers). */
    answer(req: IncomingMessage, res: ServerResponse, key: string): boolean {
      if (req.method !== 'GET') return false
      answerMiss(req, res, key).catch((error: unknown) => {
        logger.warn({ err: error, url: req.url }, 'page render for the cache failed')
        if (!res.headersSent) handOver(req, res, { redirect: null })
      })
      return true
    },
    handedOver: (req: IncomingMessage) => handedOver.get(req),
    /** In Express: sends a render the listener did not keep, with Express's compression and logging. */
    sendRendered: ((req, res, next) => {
      const rendered = handedOver.get(req)?.rendered
      if (!rendered) return next()
      res.status(rendered.status)
      rendered.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'set-cookie') res.setHeader(name, value)
      })
      for (const cookie of rendered.headers.getSetCookie()) res.append('set-cookie', cookie)
      res.send(rendered.body) // the compression middleware in front handles the encoding
    }) as express.RequestHandler,
  }
}

/**
 * Renders at once, the rest first come, first served. Interleaving dozens of streaming renders lets some wait
 * seconds behind the others under load; a short queue keeps every visitor's wait near the average.
 */
const RENDER_CONCURRENCY = 4

class RenderQueue {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve))
    this.running++
    try {
      return await task()
    } finally {
      this.running--
      this.waiting.shift()?.()
    }
  }
}

/** The address and headers of a GET to render, as a Fetch Request takes them (on this thread or another). */
export function requestParts(req: IncomingMessage): { url: string; headers: [string, string][] } {
  const headers: [string, string][] = []
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.push([name, item])
    else if (value !== undefined) headers.push([name, value])
  }
  return { url: `${requestProtocol(req)}://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, headers }
}
