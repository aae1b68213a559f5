import type { IncomingMessage } from 'node:http'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PageCache, chooseEncoding, matchesETag } from './page-cache'
import { pageCacheKey, siteHosts } from './page-cache-handler'

const html = (text: string, repeat = 1) => Buffer.from(`<!DOCTYPE html><p>${text.repeat(repeat)}</p>`)
const publicHeaders = () =>
  new Headers({ 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=60' })

describe('PageCache', () => {
  it('keeps a page compressed once per encoding, made when first asked for, with one ETag for all', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 })
    const body = html('Ocean view villa ', 200)
    const page = (await cache.store('k', cache.epoch, { status: 200, headers: publicHeaders(), body }, 'br'))!
    expect(page).not.toBeNull()
    expect(zlib.brotliDecompressSync(page.bodies.br!).equals(body)).toBe(true)
    expect(page.bodies.gzip).toBeUndefined()
    expect(page.bodies.br!.length).toBeLessThan(body.length / 10)
    expect(page.headers.br).toMatchObject({
      'content-encoding': 'br',
      'content-length': page.bodies.br!.length,
      etag: `"${page.tag}-br"`,
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=0, s-maxage=60',
    })
    const sizeBefore = cache.stats().bytes
    await cache.addEncoding('k', page, 'gzip')
    expect(zlib.gunzipSync(page.bodies.gzip!).equals(body)).toBe(true)
    expect(page.headers.gzip!.etag).toBe(`"${page.tag}-gz"`)
    expect(page.headers.identity!.etag).toBe(`"${page.tag}"`)
    expect(cache.stats().bytes).toBe(sizeBefore + page.bodies.gzip!.length)
    expect(cache.get('k')).toBe(page)
  })

  it('keeps an address with a query string from its second request, sent compressed fast until then', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 })
    const listings = Array.from(
      { length: 2000 },
      (_, i) => `<li>Listing ${(i * 7919) % 10007}: $${(i * 104729) % 999983}</li>`,
    )
    const render = { status: 200, headers: publicHeaders(), body: html(listings.join('')) }
    const key = 'example.com|OTHER|/properties?area=west-bay'
    const once = (await cache.store(key, cache.epoch, render, 'gzip'))!
    expect(zlib.gunzipSync(once.bodies.gzip!).equals(render.body)).toBe(true)
    expect(cache.get(key)).toBeUndefined()
    await cache.addEncoding(key, once, 'br')
    expect(cache.get(key)).toBeUndefined()
    const kept = (await cache.store(key, cache.epoch, render, 'gzip'))!
    expect(cache.get(key)).toBe(kept)
    expect(kept.tag).toBe(once.tag)
    expect(kept.bodies.gzip!.length).toBeLessThan(once.bodies.gzip!.length)
    await cache.addEncoding(key, kept, 'br')
    expect(zlib.brotliDecompressSync(once.bodies.br!).equals(render.body)).toBe(true)
    expect(kept.bodies.br!.length).toBeLessThan(once.bodies.br!.length)
    const plain = 'example.com|OTHER|/properties'
    expect(await cache.store(plain, cache.epoch, render, 'gzip')).toBe(cache.get(plain))
  })

  it('makes each answer’s headers once: the site’s headers, the page’s own over them, and a 304’s share', async () => {
    const sentWith = { 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'none'" }
    const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000, sentWith })
    const headers = publicHeaders()
    headers.set('content-security-policy', "script-src 'nonce-abc'")
    const page = (await cache.store('k', cache.epoch, { status: 200, headers, body: html('Sunset') }, 'gzip'))!
    expect(page.headers.gzip).toMatchObject({
      'x-frame-options': 'DENY',
      'content-security-policy': "script-src 'nonce-abc'",
      'content-type': 'text/html',
      'content-encoding': 'gzip',
      'x-cache': 'HIT',
    })
    expect(page.notModified.gzip).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': "script-src 'nonce-abc'",
      'cache-control': 'public, max-age=0, s-maxage=60',
      vary: 'Accept-Encoding',
      etag: `"${page.tag}-gz"`,
      'x-cache': 'HIT',
    })
  })

  it('keeps the Vary of the page (the country header) beside Accept-Encoding, on a 304 too', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 })
    const headers = publicHeaders()
    headers.set('vary', 'cf-ipcountry')
    const page = (await cache.store('k', cache.epoch, { status: 200, headers, body: html('Reef') }, 'br'))!
    expect(page.headers.br!.vary).toBe('Accept-Encoding, cf-ipcountry')
    expect(page.notModified.br!.vary).toBe('Accept-Encoding, cf-ipcountry')
  })

  it('refuses what a render read before an invalidation, and forgets everything on one', async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 })
    await cache.store('a', cache.epoch, { status: 200, headers: publicHeaders(), body: html('a') })
    const startedAt = cache.epoch
    cache.invalidate()
    expect(cache.get('a')).toBeUndefined()
    expect(await cache.store('b', startedAt, { status: 200, headers: publicHeaders(), body: html('b') })).toBeNull()
    expect(cache.get('b')).toBeUndefined()
    expect(cache.stats()).toMatchObject({ entries: 0, invalidations: 1, hits: 0, misses: 2 })
  })

  it('stays within its memory cap, evicting the least recently used pages', async () => {
    const cap = 200 * 1024
    const cache = new PageCache({ maxBytes: cap, maxAgeMs: 60_000 })
    for (let index = 0; index < 50; index++) {
      // Random text hardly compresses: each page weighs about 2 × 20 KB.
      const body = Buffer.from(
        Array.from({ length: 20_000 }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join(''),
      )
      await cache.store(`page-${index}`, cache.epoch, { status: 200, headers: publicHeaders(), body }, 'gzip')
      cache.get('page-0') // kept in use
      expect(cache.stats().bytes).toBeLessThanOrEqual(cap)
    }
    expect(cache.get('page-0')).toBeDefined()
    expect(cache.get('page-1')).toBeUndefined()
    expect(cache.stats().entries).toBeLessThan(50)
  })

  it('is off with no memory', async () => {
    const cache = new PageCache({ maxBytes: 0, maxAgeMs: 60_000 })
    expect(cache.enabled).toBe(false)
    expect(await cache.store('k', 0, { status: 200, headers: publicHeaders(), body: html('x') })).toBeNull()
  })
})

describe('content negotiation', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip')
    expect(chooseEncoding('deflate')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
  })

  it('matches an ETag of any encoding of the same page', () => {
    expect(matchesETag('"abc-br"', 'abc')).toBe(true)
    expect(matchesETag('W/"abc-gz", "zzz"', 'abc')).toBe(true)
    expect(matchesETag('"abd"', 'abc')).toBe(false)
    expect(matchesETag(undefined, 'abc')).toBe(false)
  })
})

describe('pageCacheKey', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ url, method, headers: { host: 'www.roatan.test', ...headers } }) as unknown as IncomingMessage
  const keying = {
    geoHeader: 'cf-ipcountry',
    hosts: siteHosts({ appUrl: 'https://www.roatan.test', productionHost: undefined, port: 3000 }),
  }

  it('covers the host, the region from the geo header, and the whole URL', () => {
    expect(pageCacheKey(request('/properties?area=west-bay'), keying)).toBe(
      'www.roatan.test|OTHER|/properties?area=west-bay',
    )
    expect(pageCacheKey(request('/', { 'cf-ipcountry': 'DE' }), keying)).toBe('www.roatan.test|EU|/')
    expect(pageCacheKey(request('/', { 'cf-ipcountry': 'US' }), keying)).toBe('www.roatan.test|OTHER|/')
  })

  it('leaves out campaign parameters, so a visit from an ad or a newsletter shares the page', () => {
    const key = (url: string) => pageCacheKey(request(url), keying)
    expect(key('/?utm_source=facebook&utm_medium=cpc&fbclid=IwAR0abc')).toBe('www.roatan.test|OTHER|/')
    expect(key('/properties?area=west-bay&gclid=Cj0KCQ&UTM_Campaign=spring')).toBe(
      'www.roatan.test|OTHER|/properties?area=west-bay',
    )
    expect(key('/properties?gclid=1&area=west+bay&type=condo')).toBe(
      'www.roatan.test|OTHER|/properties?area=west+bay&type=condo',
    )
    // only whole parameter names: a search for "utm" or a parameter that merely starts like one stays
    expect(key('/properties?search=utm_source')).toBe('www.roatan.test|OTHER|/properties?search=utm_source')
    expect(key('/properties?gclidx=1')).toBe('www.roatan.test|OTHER|/properties?gclidx=1')
  })

  it('never keys a signed-in visitor, a write, or a staff, account, API or data request', () => {
    const none = (url: string, headers?: Record<string, string>, method?: string) =>
      expect(pageCacheKey(request(url, headers, method), keying), url).toBeNull()
    none('/', { cookie: 'better-auth.session_token=abc' })
    none('/properties', {}, 'POST')
    for (const url of ['/admin', '/admin/properties', '/api/events', '/properties.data', '/my-data', '/healthz'])
      none(url)
    expect(pageCacheKey(request('/', { cookie: '_fbp=fb.1.2' }), keying)).not.toBeNull()
  })

  it('keys only the hosts of the site, in any case: a made-up Host is never kept (issue 39)', () => {
    const key = (host: string) => pageCacheKey(request('/', { host }), keying)
    expect(key('WWW.Roatan.Test')).toBe('www.roatan.test|OTHER|/')
    expect(key('127.0.0.1:3000')).toBe('127.0.0.1:3000|OTHER|/')
    for (const host of [
      'evil.example',
      'x1.roatan.test',
      'www.roatan.test.',
      'www.roatan.test:4000',
      'localhost:1',
      '',
    ])
      expect(key(host), host).toBeNull()
  })
})

describe('siteHosts', () => {
  it('holds the host of APP_URL, PRODUCTION_HOST and the loopback names, bare or with the ports of the site', () => {
    const hosts = siteHosts({ appUrl: 'http://127.0.0.1:3300', productionHost: 'WWW.roatan.test', port: 3300 })
    for (const host of ['127.0.0.1:3300', 'www.roatan.test', 'www.roatan.test:3300', 'localhost:3300', '[::1]:3300'])
      expect(hosts.has(host), host).toBe(true)
    expect(hosts.has('www.roatan.test:80')).toBe(false)
    const behindProxy = siteHosts({ appUrl: 'https://www.example.com', productionHost: undefined, port: 3000 })
    expect([...behindProxy].filter((host) => host.includes('example'))).toEqual([
      'www.example.com',
      'www.example.com:3000',
    ])
  })
})
