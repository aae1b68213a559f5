import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './session.server'

const FALLBACK = '/my-account'

describe('safeRedirectPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeRedirectPath('/admin', FALLBACK)).toBe('/admin')
    expect(safeRedirectPath('/es/properties?search=pool&page=2#map', FALLBACK)).toBe(
      '/es/properties?search=pool&page=2#map',
    )
    expect(safeRedirectPath('/properties?search=%2F%2Fevil.example', FALLBACK)).toBe(
      '/properties?search=%2F%2Fevil.example',
    )
  })

  it('sends a target on another host to the default (issue 39)', () => {
    for (const target of [
      '//evil.example/phish',
      '/\\evil.example/phish',
      '/\t/evil.example/phish',
      '/\n/evil.example/phish',
      '/\r/evil.example',
      '/ /evil.example',
      '\t//evil.example',
      '/./\u0000/evil.example',
      '/.//evil.example/phish',
      '/a/..//evil.example',
      'https://evil.example/phish',
      'http://127.0.0.1/my-account',
      'javascript:alert(1)',
      'evil.example',
      '',
    ]) {
      expect(safeRedirectPath(target, FALLBACK), JSON.stringify(target)).toBe(FALLBACK)
    }
    expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK)
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK)
  })

  it('refuses control characters anywhere, and overlong targets', () => {
    for (const target of [
      '/my-account\n',
      '/x?a=\r\nSet-Cookie:x=1',
      '/x#\u007f',
      '/x\u0085',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(safeRedirectPath(target, FALLBACK), JSON.stringify(target)).toBe(FALLBACK)
    }
  })

  it('answers ASCII a Location header can carry, whatever the characters (a 500 before)', () => {
    for (const target of ['/propiedad/casa-€', '/blog?q=日本', '/x#😀', '/\u2028x', '/x?y=\ud800']) {
      const kept = safeRedirectPath(target, FALLBACK)
      expect(kept, JSON.stringify(target)).toMatch(/^\/[\x21-\x7e]*$/)
      expect(() => new Headers({ location: kept })).not.toThrow()
    }
    expect(safeRedirectPath('/propiedad/casa-€', FALLBACK)).toBe('/propiedad/casa-%E2%82%AC')
  })

  it('resolves dot segments as a browser does, staying on this site', () => {
    expect(safeRedirectPath('/a/../admin', FALLBACK)).toBe('/admin')
    expect(safeRedirectPath('/../../etc/passwd', FALLBACK)).toBe('/etc/passwd')
  })
})
