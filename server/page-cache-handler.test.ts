// Misses of cacheable pages answered from the request listener, and what they hand to Express, on a real HTTP server.
import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from '~/logger.server'
import { PageCache } from './page-cache'
import { type PageCacheKeying, pageCacheKey, pageMisses, serveCachedPage, siteHosts } from './page-cache-handler'
import { type RedirectDecision, redirectLayer } from './redirect-layer'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

const PAGE = `<!doctype html><title>Listing</title>${'<p>Ocean view</p>'.repeat(200)}`

/**
 * The listener as server/app.ts builds it: cached page, miss, or Express. `answers` maps a path to the render's
 * status and Cache-Control; `redirects` to a decision. Counts renders, redirect checks and requests Express saw.
 * With `rendersAfter`, a render finishes only once that many requests have reached the listener (concurrent ones
 * arrive over several connections, some later than a short render).
 */
async function serve({
  answers = {},
  redirects = {},
  rendersAfter = 0,
}: {
  answers?: Record<string, { status: number; cacheControl: string } | 'fails'>
  redirects?: Record<string, RedirectDecision>
  rendersAfter?: number
}) {
  let allArrived = () => {}
  const arrived = new Promise<void>((resolve) => (allArrived = resolve))
  const counts = { renders: 0, checks: 0, express: 0, expressChecks: 0, expressRenders: 0 }
  const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 })
  const app = express()
  const toExpress = (req: IncomingMessage, res: ServerResponse) => {
    counts.express++
    app(req, res)
  }
  const misses = pageMisses({
    cache,
    logger: createLogger('silent'),
    checkRedirect: async (url) => {
      if (++counts.checks >= rendersAfter) allArrived()
      return redirects[url] ?? null
    },
    render: async (req) => {
      counts.renders++
      await arrived
      const answer = answers[new URL(req.url ?? '/', 'http://x').pathname] ?? {
        status: 200,
        cacheControl: 'public, max-age=60',
      }
      if (answer === 'fails') throw new Error('render failed')
      return {
        status: answer.status,
        headers: new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': answer.cacheControl }),
        body: Buffer.from(PAGE),
      }
    },
    toExpress,
  })
  app.use(compression())
  app.use(
    redirectLayer(async () => {
      counts.expressChecks++
      return null
    }, misses.handedOver),
  )
  app.use(misses.sendRendered)
  app.use((_req, res) => {
    counts.expressRenders++
    res.send('rendered by Express')
  })
  // the site's hosts hold the port, known once the server listens
  const keying: PageCacheKeying = { geoHeader: 'x-country', hosts: new Set() }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const key = pageCacheKey(req, keying)
    if (key && (serveCachedPage(cache, req, res, key) || misses.answer(req, res, key))) return
    toExpress(req, res)
  })
  servers.push(server.listen(0, '127.0.0.1'))
  await new Promise((resolve) => server.once('listening', resolve))
  const port = (server.address() as AddressInfo).port
  const origin = `http://127.0.0.1:${port}`
  keying.hosts = siteHosts({ appUrl: origin, productionHost: 'www.roatan.test', port })
  return { origin, counts, cache }
}

/** A GET with a Host header of our choosing (fetch sends the address's own). */
function getWithHost(origin: string, path: string, host: string) {
  return new Promise<{ status: number; cache: string | undefined; body: string }>((resolve, reject) => {
    const sent = request(`${origin}${path}`, { headers: { host } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          cache: res.headers['x-cache'] as string | undefined,
          body: Buffer.concat(chunks).toString(),
        }),
      )
    })
    sent.on('error', reject).end()
  })
}

describe('a miss of a cacheable page', () => {
  it('is rendered once for every concurrent request, sent without Express, then answered from the cache', async () => {
    const { origin, counts } = await serve({ rendersAfter: 10 })
    const first = await Promise.all(Array.from({ length: 10 }, () => fetch(`${origin}/properties`)))
    expect(first.map((response) => response.headers.get('x-cache'))).toEqual(Array(10).fill('MISS'))
    for (const response of first) expect(await response.text()).toBe(PAGE)
    const again = await fetch(`${origin}/properties`)
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(await again.text()).toBe(PAGE)
    expect(counts).toEqual({ renders: 1, checks: 10, express: 0, expressChecks: 0, expressRenders: 0 })
  })

  it('sends a one-off address itself without keeping it, and keeps it from its second request', async () => {
    const { origin, counts } = await serve({})
    const states: (string | null)[] = []
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${origin}/properties?area=west-bay`)
      expect(await response.text()).toBe(PAGE)
      states.push(response.headers.get('x-cache'))
    }
    expect(states).toEqual(['MISS', 'MISS', 'HIT'])
    expect(counts).toMatchObject({ renders: 2, express: 0 })
  })

  it('hands a redirect to Express, which answers it without looking the address up again', async () => {
    const { origin, counts } = await serve({ redirects: { '/old-page': { location: '/about', status: 301 } } })
    const response = await fetch(`${origin}/old-page`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about')
    expect(counts).toEqual({ renders: 0, checks: 1, express: 1, expressChecks: 0, expressRenders: 0 })
  })

  it('hands a page it does not keep to Express, which sends that render compressed; the next one renders again', async () => {
    const { origin, counts } = await serve({ answers: { '/gone': { status: 404, cacheControl: 'no-store' } } })
    for (const attempt of [1, 2]) {
      const response = await fetch(`${origin}/gone`, { headers: { 'accept-encoding': 'gzip' } })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(response.headers.get('x-cache')).toBeNull()
      expect(await response.text()).toBe(PAGE)
      expect(counts).toMatchObject({ renders: attempt, express: attempt, expressChecks: 0, expressRenders: 0 })
    }
  })

  it('lets Express answer when the render fails', async () => {
    const { origin, counts } = await serve({ answers: { '/broken': 'fails' } })
    const response = await fetch(`${origin}/broken`)
    expect(await response.text()).toBe('rendered by Express')
    expect(counts).toMatchObject({ renders: 1, express: 1, expressRenders: 1 })
  })

  it('leaves a HEAD to Express', async () => {
    const { origin, counts } = await serve({})
    const response = await fetch(`${origin}/properties`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(counts).toMatchObject({ renders: 0, express: 1, expressChecks: 1, expressRenders: 1 })
  })
})

describe('the Host of a request', () => {
  it('is answered but never kept when it is not one of the site’s: made-up hosts cannot flush the cache', async () => {
    const { origin, counts, cache } = await serve({})
    for (let i = 0; i < 3; i++) {
      const answer = await getWithHost(origin, '/properties', `flush-${i % 2}.evil.example`)
      expect(answer).toMatchObject({ status: 200, body: 'rendered by Express' })
      expect(answer.cache).toBeUndefined()
    }
    expect(cache.stats().entries).toBe(0)
    expect(counts).toMatchObject({ renders: 0, express: 3, expressRenders: 3 })
  })

  it('of the site (APP_URL, PRODUCTION_HOST with the port, any case) is kept', async () => {
    const { origin } = await serve({})
    const port = new URL(origin).port
    for (const host of [`127.0.0.1:${port}`, `www.roatan.test:${port}`, `WWW.Roatan.test:${port}`]) {
      const states = [await getWithHost(origin, '/faq', host), await getWithHost(origin, '/faq', host)]
      expect(states.map((answer) => answer.body)).toEqual([PAGE, PAGE])
      expect(states.at(-1)!.cache, host).toBe('HIT')
    }
  })
})
