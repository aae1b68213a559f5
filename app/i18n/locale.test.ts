import { describe, expect, it } from 'vitest'
import { localeFromPath, localizePath, pathWithoutLocale } from './locale'

describe('locale in the URL', () => {
  it('reads Spanish from /es only', () => {
    expect(localeFromPath('/es')).toBe('es')
    expect(localeFromPath('/es/property/villa')).toBe('es')
    expect(localeFromPath('/estates')).toBe('en')
    expect(localeFromPath('/properties')).toBe('en')
  })

  it('moves a site address between languages and back', () => {
    for (const path of ['/', '/properties?type=condo', '/property/villa#map', '/?x=1'])
      expect(pathWithoutLocale(localizePath(path, 'es').split(/[?#]/)[0]!)).toBe(path.split(/[?#]/)[0])
    expect(localizePath('/', 'es')).toBe('/es')
    expect(localizePath('/?x=1', 'es')).toBe('/es?x=1')
    expect(localizePath('/properties?type=condo', 'es')).toBe('/es/properties?type=condo')
    expect(localizePath('/properties', 'en')).toBe('/properties')
    expect(localizePath('/es/faq', 'es')).toBe('/es/faq')
  })

  it('leaves outside addresses, the admin and endpoints alone', () => {
    for (const path of ['https://wa.me/504', '//cdn.example', '#top', '/admin/properties', '/api/events', '/logout'])
      expect(localizePath(path, 'es')).toBe(path)
  })
})
