import { describe, expect, it } from 'vitest'
import {
  PRIVATE_PAGE,
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
  documentCacheControl,
  hasSessionCookie,
  isPrivateRoute,
} from './cache-policy'

describe('documentCacheControl', () => {
  it('lets a CDN keep anonymous public pages briefly', () => {
    expect(documentCacheControl({ privateRoute: false, hasSession: false, status: 200 })).toBe(PUBLIC_PAGE_CACHE)
    expect(PUBLIC_PAGE_CACHE).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
  })

  it('never lets a CDN keep a private route, nor any page of a signed-in visitor', () => {
    expect(documentCacheControl({ privateRoute: true, hasSession: false, status: 200 })).toBe(PRIVATE_PAGE_CACHE)
    expect(documentCacheControl({ privateRoute: true, hasSession: false, status: 404 })).toBe(PRIVATE_PAGE_CACHE)
    expect(documentCacheControl({ privateRoute: false, hasSession: true, status: 200 })).toBe(PRIVATE_PAGE_CACHE)
  })

  it('does not cache server errors', () => {
    expect(documentCacheControl({ privateRoute: false, hasSession: false, status: 500 })).toBe(PRIVATE_PAGE_CACHE)
  })
})

describe('isPrivateRoute', () => {
  it('is private when any matched route is marked, the layout above a page included', () => {
    expect(isPrivateRoute([undefined, { other: 1 }, PRIVATE_PAGE, undefined])).toBe(true)
    expect(isPrivateRoute([PRIVATE_PAGE])).toBe(true)
  })

  it('is public otherwise', () => {
    expect(isPrivateRoute([])).toBe(false)
    expect(isPrivateRoute([undefined, null, 'privatePage', { privatePage: 'yes' }])).toBe(false)
  })
})

describe('hasSessionCookie', () => {
  it('finds the session cookie, on http and https, among others', () => {
    expect(hasSessionCookie('better-auth.session_token=abc')).toBe(true)
    expect(hasSessionCookie('_fbp=fb.1; __Secure-better-auth.session_token=abc')).toBe(true)
  })

  it('ignores other cookies: an anonymous visitor with an analytics cookie shares the public page', () => {
    expect(hasSessionCookie(undefined)).toBe(false)
    expect(hasSessionCookie('_fbp=fb.1.123; theme=dark')).toBe(false)
    expect(hasSessionCookie('not-better-auth.session_token_x=1')).toBe(false)
  })
})
