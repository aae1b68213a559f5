import { describe, expect, it } from 'vitest'
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE, documentCacheControl, hasSessionCookie } from './cache-policy'

describe('documentCacheControl', () => {
  it('lets a CDN keep anonymous public pages briefly', () => {
    expect(documentCacheControl({ pathname: '/properties', hasSession: false, status: 200 })).toBe(PUBLIC_PAGE_CACHE)
    expect(PUBLIC_PAGE_CACHE).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
  })

  it('never lets a CDN keep staff, account or personalised pages', () => {
    for (const pathname of ['/admin', '/admin/properties', '/my-account', '/auth/callback', '/login']) {
      expect(documentCacheControl({ pathname, hasSession: false, status: 200 })).toBe(PRIVATE_PAGE_CACHE)
    }
    expect(documentCacheControl({ pathname: '/', hasSession: true, status: 200 })).toBe(PRIVATE_PAGE_CACHE)
  })

  it('does not cache server errors', () => {
    expect(documentCacheControl({ pathname: '/', hasSession: false, status: 500 })).toBe(PRIVATE_PAGE_CACHE)
  })

  it('treats a path that only starts like a private one as public', () => {
    expect(documentCacheControl({ pathname: '/administration-guide', hasSession: false, status: 200 })).toBe(
      PUBLIC_PAGE_CACHE,
    )
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
