import { describe, expect, it } from 'vitest'
import {
  listingFallback,
  matchLegacyRedirect,
  normalizeRedirectSource,
  propertyPath,
  slugVariantFallback,
} from './legacy-redirects'

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
      locale: 'en',
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
      locale: 'en',
    })
    expect(matchLegacyRedirect('/homes/MLS_07-99')).toEqual({ kind: 'listing', listingId: '07-99', locale: 'en' })
  })

  describe('under the Spanish prefix', () => {
    it.each([
      ['/es/about-us', '/es/about'],
      ['/es/faqs/', '/es/faq'],
      ['/es/faq/how-do-i-buy', '/es/faq'],
      ['/es/listings/west-bay/123', '/es/properties'],
      ['/es/flex-mls', '/es/properties'],
      ['/es/home', '/es'],
      ['/es/roatan-buying-guide', '/es/the-ultimate-guide-to-buying-property-in-roatan'],
      // no Spanish admin
      ['/es/dashboard', '/admin'],
    ])('sends %s to %s', (from, to) => {
      expect(matchLegacyRedirect(from)).toEqual({ kind: 'path', location: to })
    })

    it('sends page_id addresses to the Spanish home', () => {
      expect(matchLegacyRedirect('/es', '?page_id=42')).toEqual({ kind: 'path', location: '/es' })
      expect(matchLegacyRedirect('/es/blog-2', '?page_id=7')).toEqual({ kind: 'path', location: '/es' })
    })

    it('keeps the language for slug variants and old IDX addresses', () => {
      expect(matchLegacyRedirect('/es/property/oceanfront-villa-roatan-honduras')).toEqual({
        kind: 'slug-variant',
        slug: 'oceanfront-villa-roatan-honduras',
        bareSlug: 'oceanfront-villa',
        locale: 'es',
      })
      expect(matchLegacyRedirect('/es/properties/oceanfront-villa-roatan-honduras/')).toMatchObject({ locale: 'es' })
      expect(matchLegacyRedirect('/es/idx/mls_12-1234567')).toEqual({
        kind: 'listing',
        listingId: '12-1234567',
        locale: 'es',
      })
    })

    it('leaves current Spanish pages alone, and takes only a whole /es segment for the prefix', () => {
      for (const path of ['/es', '/es/properties', '/es/property/oceanfront-villa', '/es/faq', '/estate/about-us']) {
        expect(matchLegacyRedirect(path)).toBeNull()
      }
    })
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
    expect(listingFallback('12-1234567', 'es')).toBe('/es/properties?search=12-1234567')
  })
})

describe('slugVariantFallback', () => {
  it('searches for the words of the slug', () => {
    expect(slugVariantFallback('sunset-villa')).toBe('/properties?search=sunset%20villa')
    expect(slugVariantFallback('sunset-villa', 'es')).toBe('/es/properties?search=sunset%20villa')
  })
})

describe('propertyPath', () => {
  it('gives the listing page in each language', () => {
    expect(propertyPath('sunset-villa', 'en')).toBe('/property/sunset-villa')
    expect(propertyPath('sunset-villa', 'es')).toBe('/es/property/sunset-villa')
  })
})

describe('normalizeRedirectSource', () => {
  it('ignores a trailing slash but keeps the root', () => {
    expect(normalizeRedirectSource('/old-page/')).toBe('/old-page')
    expect(normalizeRedirectSource('/old-page')).toBe('/old-page')
    expect(normalizeRedirectSource('/')).toBe('/')
  })
})
