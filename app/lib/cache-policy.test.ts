import { describe, expect, it } from 'vitest'
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE, documentCacheControl } from './cache-policy'

describe('documentCacheControl', () => {
  it('lets a CDN keep anonymous public pages briefly', () => {
    expect(documentCacheControl({ pathname: '/properties', hasCookie: false, status: 200 })).toBe(PUBLIC_PAGE_CACHE)
    expect(PUBLIC_PAGE_CACHE).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
  })

  it('never lets a CDN keep staff, account or personalised pages', () => {
    for (const pathname of ['/admin', '/admin/properties', '/my-account', '/auth/callback', '/login']) {
      expect(documentCacheControl({ pathname, hasCookie: false, status: 200 })).toBe(PRIVATE_PAGE_CACHE)
    }
    expect(documentCacheControl({ pathname: '/', hasCookie: true, status: 200 })).toBe(PRIVATE_PAGE_CACHE)
  })

  it('does not cache server errors', () => {
    expect(documentCacheControl({ pathname: '/', hasCookie: false, status: 500 })).toBe(PRIVATE_PAGE_CACHE)
  })

  it('treats a path that only starts like a private one as public', () => {
    expect(documentCacheControl({ pathname: '/administration-guide', hasCookie: false, status: 200 })).toBe(
      PUBLIC_PAGE_CACHE,
    )
  })
})
