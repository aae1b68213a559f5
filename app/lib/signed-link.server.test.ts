import { describe, expect, it } from 'vitest'
// The module under test is server code that lives in lib/ beside the consent rules it serves.
// eslint-disable-next-line no-restricted-imports
import { oneClickUnsubscribeLink, preferencesLink, signAddress, verifySignedAddress } from './signed-link.server'

const config = { authSecret: 'a'.repeat(43), appUrl: 'https://www.example.com' }

describe('signed e-mail links', () => {
  it('bind an address (lower-cased) and a purpose', () => {
    const token = signAddress(config, 'unsubscribe', 'Ana@Example.com')
    expect(verifySignedAddress(config, token)).toBe('ana@example.com')
    expect(verifySignedAddress(config, token, ['unsubscribe'])).toBe('ana@example.com')
    expect(verifySignedAddress(config, token, ['preferences'])).toBeNull()
  })

  it('refuse a tampered address, purpose or signature, another secret, and junk', () => {
    const token = signAddress(config, 'preferences', 'ana@example.com')
    const [purpose, address, signature] = token.split('.')
    const otherAddress = Buffer.from('bob@example.com').toString('base64url')
    expect(verifySignedAddress(config, `${purpose}.${otherAddress}.${signature}`)).toBeNull()
    expect(verifySignedAddress(config, `unsubscribe.${address}.${signature}`)).toBeNull()
    expect(verifySignedAddress(config, `${purpose}.${address}.${signature!.slice(0, -2)}xx`)).toBeNull()
    expect(verifySignedAddress({ authSecret: 'b'.repeat(43) }, token)).toBeNull()
    for (const junk of ['', 'x', 'a.b', 'a.b.c.d', null, undefined])
      expect(verifySignedAddress(config, junk)).toBeNull()
  })

  it('build the page and one-click links', () => {
    expect(preferencesLink(config, 'ana@example.com')).toMatch(
      /^https:\/\/www\.example\.com\/preferences\?token=preferences\./,
    )
    expect(oneClickUnsubscribeLink(config, 'ana@example.com')).toMatch(
      /^https:\/\/www\.example\.com\/api\/unsubscribe\?token=unsubscribe\./,
    )
  })
})
