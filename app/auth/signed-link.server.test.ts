import { createHmac } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  WITHDRAW_PURPOSES,
  oneClickUnsubscribeLink,
  preferencesLink,
  signAddress,
  signValue,
  verifySignedAddress,
  verifySignedValue,
} from './signed-link.server'

const config = { authSecret: 'a'.repeat(43), appUrl: 'https://www.example.com' }
const DAY = 24 * 60 * 60 * 1000
const BOTH = ['preferences', 'unsubscribe'] as const

/** A link as the first format wrote them (before issue 39): `<purpose>.<address>.<HMAC>`, no version, no expiry. */
function firstFormatToken(purpose: string, email: string) {
  const key = createHmac('sha256', config.authSecret).update('signed-link:v1').digest()
  const signature = createHmac('sha256', key).update(`${purpose}\n${email}`).digest('base64url')
  return `${purpose}.${Buffer.from(email).toString('base64url')}.${signature}`
}

/** An address whose base64url spelling has '-' or '_' (so its base64 spelling differs) and no padding. */
const awkward = Array.from({ length: 200 }, (_, index) => `ana+${index}~?>@example.com`).find((email) => {
  const encoded = Buffer.from(email).toString('base64url')
  return /[-_]/.test(encoded) && email.length % 3 === 1
})!

/** Other spellings of `token` that a lenient decoder would read as the same thing. */
function variants(token: string) {
  const parts = token.split('.')
  const value = parts.at(-2)!
  const withPart = (index: number, part: string) => parts.map((old, at) => (at === index ? part : old)).join('.')
  const valueAt = parts.length - 2
  return [
    withPart(valueAt, Buffer.from(value, 'base64url').toString('base64')), // base64 instead of base64url
    withPart(valueAt, `${value}==`), // padding
    withPart(valueAt, `${value}!`), // a stray character in the value
    withPart(valueAt, value.slice(0, -1) + String.fromCharCode(value.at(-1)!.charCodeAt(0) + 1)), // spare bits
    withPart(0, parts[0]!.toUpperCase()), // the purpose's case
    withPart(parts.length - 1, parts.at(-1)!.toUpperCase()), // the signature's case
    `${token}x`, // trailing characters
    `${token}.`,
    `${token}=`,
    ` ${token}`,
    ...(parts.length === 5 ? [withPart(2, `0${parts[2]}`), withPart(1, 'V2')] : []), // the expiry, the version
  ]
}

afterEach(() => {
  vi.useRealTimers()
})

describe('signed e-mail links', () => {
  it('bind an address (lower-cased) and a purpose', () => {
    const token = signAddress(config, 'unsubscribe', 'Ana@Example.com')
    expect(verifySignedAddress(config, token, BOTH)).toBe('ana@example.com')
    expect(verifySignedAddress(config, token, ['unsubscribe'])).toBe('ana@example.com')
    expect(verifySignedAddress(config, token, ['preferences'])).toBeNull()
    expect(verifySignedValue(config, signValue(config, 'alerts', 'user|a|1'), ['alerts'])).toBe('user|a|1')
    expect(verifySignedValue(config, signValue(config, 'alerts', 'user|a|1'), BOTH)).toBeNull()
    // An unsubscribe link only withdraws; a preferences link may withdraw too.
    expect(WITHDRAW_PURPOSES).toEqual(expect.arrayContaining(['unsubscribe', 'preferences']))
  })

  it('refuse a tampered address, purpose, expiry or signature, another secret, and junk', () => {
    const token = signAddress(config, 'preferences', 'ana@example.com')
    const [purpose, version, expires, address, signature] = token.split('.')
    const otherAddress = Buffer.from('bob@example.com').toString('base64url')
    const forged = [
      [purpose, version, expires, otherAddress, signature],
      ['unsubscribe', version, expires, address, signature],
      [purpose, version, String(Number(expires) + DAY / 1000), address, signature],
      [purpose, version, '0', address, signature],
      [purpose, version, expires, address, `${signature!.slice(0, -2)}xx`],
      [purpose, address, signature],
    ]
    for (const parts of forged) expect(verifySignedAddress(config, parts.join('.'), BOTH)).toBeNull()
    expect(verifySignedAddress({ authSecret: 'b'.repeat(43) }, token, BOTH)).toBeNull()
    for (const junk of ['', 'x', 'a.b', 'a.b.c.d', 'preferences.v2.0.x.y.z', null, undefined])
      expect(verifySignedAddress(config, junk, BOTH)).toBeNull()
  })

  it('have exactly one spelling: base64 for base64url, padding, case, stray and trailing characters are refused', () => {
    for (const purpose of ['unsubscribe', 'preferences'] as const) {
      const token = signAddress(config, purpose, awkward)
      expect(verifySignedAddress(config, token, [purpose])).toBe(awkward)
      for (const variant of variants(token))
        expect(verifySignedAddress(config, variant, BOTH), `${purpose}: ${variant}`).toBeNull()
    }
  })

  it('lapse: a preferences link after 90 days, an alert stop link after a year, an unsubscribe link never', () => {
    vi.useFakeTimers({ now: new Date('2025-01-10T12:00:00Z') })
    const preferences = signAddress(config, 'preferences', 'ana@example.com')
    const unsubscribe = signAddress(config, 'unsubscribe', 'ana@example.com')
    const alerts = signValue(config, 'alerts', 'user||1')
    vi.setSystemTime(Date.now() + 89 * DAY)
    expect(verifySignedAddress(config, preferences, ['preferences'])).toBe('ana@example.com')
    vi.setSystemTime(Date.now() + 2 * DAY)
    expect(verifySignedAddress(config, preferences, ['preferences'])).toBeNull()
    expect(verifySignedValue(config, alerts, ['alerts'])).toBe('user||1')
    vi.setSystemTime(Date.now() + 300 * DAY)
    expect(verifySignedValue(config, alerts, ['alerts'])).toBeNull()
    vi.setSystemTime(Date.now() + 20 * 365 * DAY)
    expect(verifySignedAddress(config, unsubscribe, ['unsubscribe'])).toBe('ana@example.com')
  })

  it('still take the unsubscribe links of e-mails sent before versions, in their one spelling, and nothing else', () => {
    const old = firstFormatToken('unsubscribe', awkward)
    expect(verifySignedAddress(config, old, ['unsubscribe'])).toBe(awkward)
    expect(verifySignedAddress(config, old, ['preferences'])).toBeNull()
    for (const variant of variants(old)) expect(verifySignedAddress(config, variant, BOTH), variant).toBeNull()
    // Their preferences and alert links lapse with this change: they carried no expiry.
    expect(verifySignedAddress(config, firstFormatToken('preferences', awkward), BOTH)).toBeNull()
    expect(verifySignedValue(config, firstFormatToken('alerts', 'user||1'), ['alerts'])).toBeNull()
  })

  it('build the page and one-click links, purpose first and versioned', () => {
    expect(preferencesLink(config, 'ana@example.com')).toMatch(
      /^https:\/\/www\.example\.com\/preferences\?token=preferences\.v2\.\d+\.[\w-]+\.[\w-]{43}$/,
    )
    expect(oneClickUnsubscribeLink(config, 'ana@example.com')).toMatch(
      /^https:\/\/www\.example\.com\/api\/unsubscribe\?token=unsubscribe\.v2\.0\.[\w-]+\.[\w-]{43}$/,
    )
  })
})
