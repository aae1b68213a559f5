import { describe, expect, it } from 'vitest'
import { listingFallback, matchLegacyRedirect, normalizeRedirectSource, slugVariantFallback } from './legacy-redirects'

describe('matchLegacyRedirect', () => {
  it.each([
    ['/about-us', '/about'],
    ['/Contact-Us/', '/contact'],
    ['/faqs', '/faq'],
    ['/investors', '/investor-information'],
    ['/roatan-buying-guide', '/the-ultimate-guide-to-buying-property-in-roatan'],
    ['/index.php', '/'],
    ['/faq/how-do-i-buy', '/faq'],
    ['/listings/west-bay/123', '/properties'],
    ['/flex-mls/search', '/properties'],
    ['/dashboard', '/admin'],
  ])('sends %s to %s', (from, to) => {
    expect(matchLegacyRedirect(from)).toEqual({ kind: 'path', location: to })
  })

  it('leaves slug variants for the server to check against the listings', () => {
    expect(matchLegacyRedirect('/property/oceanfront-villa-roatan-honduras')).toEqual({
      kind: 'slug-variant',
      slug: 'oceanfront-villa-roatan-honduras',
      bareSlug: 'oceanfront-villa',
    })
    expect(matchLegacyRedirect('/properties/oceanfront-villa-roatan-honduras/')).toMatchObject({
      kind: 'slug-variant',
      bareSlug: 'oceanfront-villa',
    })
  })

  it('sends page_id addresses home', () => {
    expect(matchLegacyRedirect('/', '?page_id=42')).toEqual({ kind: 'path', location: '/' })
    expect(matchLegacyRedirect('/blog-2', '?page_id=7&x=1')).toEqual({ kind: 'path', location: '/' })
  })

  it('recognises old IDX addresses by their listing id', () => {
    expect(matchLegacyRedirect('/idx/listing/mls_12-1234567-west-bay-condo')).toEqual({
      kind: 'listing',
      listingId: '12-1234567',
    })
    expect(matchLegacyRedirect('/homes/MLS_07-99')).toEqual({ kind: 'listing', listingId: '07-99' })
  })

  it('leaves current pages alone', () => {
    for (const path of [
      '/',
      '/properties',
      '/property/oceanfront-villa',
      '/faq',
      '/blog/roatan',
      '/admin',
      '/property/roatan-honduras',
    ]) {
      expect(matchLegacyRedirect(path)).toBeNull()
    }
  })
})

describe('listingFallback', () => {
  it('searches for the listing id', () => {
    expect(listingFallback('12-1234567')).toBe('/properties?search=12-1234567')
  })
})

describe('slugVariantFallback', () => {
  it('searches for the words of the slug', () => {
    expect(slugVariantFallback('sunset-villa')).toBe('/properties?search=sunset%20villa')
  })
})

describe('normalizeRedirectSource', () => {
  it('ignores a trailing slash but keeps the root', () => {
    expect(normalizeRedirectSource('/old-page/')).toBe('/old-page')
    expect(normalizeRedirectSource('/old-page')).toBe('/old-page')
    expect(normalizeRedirectSource('/')).toBe('/')
  })
})
