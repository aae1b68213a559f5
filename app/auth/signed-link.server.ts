// Links in our e-mails that prove who they were sent to: an HMAC-SHA256 token binding a purpose, a value (an address,
// or the alerts to stop) and an expiry, so /preferences, /unsubscribe and /alerts/stop work without signing in and a
// token for one address never opens another's (docs/decisions/009-consent.md, "Signed links"). The key is derived
// from the app's auth secret, never the secret itself.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppConfig } from '~/config.server'
import { CONSENT_API } from '~/lib/consent'

export const SIGNED_LINK_PURPOSES = ['preferences', 'unsubscribe', 'alerts', 'undo', 'tour', 'document'] as const
export type SignedLinkPurpose = (typeof SIGNED_LINK_PURPOSES)[number]

/** The links that may withdraw consent: an unsubscribe link, and a preferences link (which can untick everything). */
export const WITHDRAW_PURPOSES: readonly SignedLinkPurpose[] = ['unsubscribe', 'preferences']

/**
 * How long a link works, in days. An unsubscribe link as long as the e-mail may be read (it can only withdraw); a
 * preferences link shows and changes someone's choices, so it lapses (each e-mail brings a fresh one); an alert's
 * stop link is that e-mail's one-click unsubscribe, read weeks later too, so it lasts a year. An account page's "Undo"
 * (issue 43: a saved listing or search just removed) works for two minutes. A tour's reschedule and cancel link
 * (issue 44) outlives any tour it can name (three weeks ahead at most); it also dies once used (models/tour-links). A
 * purchase document's download link (issue 44) works for ten minutes, and only for the account it was made for.
 */
export const SIGNED_LINK_LIFETIME_DAYS: Record<SignedLinkPurpose, number | null> = {
  unsubscribe: null,
  preferences: 90,
  alerts: 365,
  undo: 2 / (24 * 60),
  tour: 60,
  document: 10 / (24 * 60),
}

const VERSION = 'v2'
/** Links sent before expiries and versions (`<purpose>.<value>.<HMAC>`) keep working for these purposes only. */
const FIRST_FORMAT_PURPOSES: readonly SignedLinkPurpose[] = ['unsubscribe']
const DAY_MS = 24 * 60 * 60 * 1000

type Secrets = Pick<AppConfig, 'authSecret'>

const keyFor = ({ authSecret }: Secrets, version: 'v1' | typeof VERSION) =>
  createHmac('sha256', authSecret).update(`signed-link:${version}`).digest()

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url')

/**
 * `<purpose>.v2.<expiry: Unix seconds, 0 for none>.<value, base64url>.<HMAC of everything before it>`. The HMAC covers
 * the token's exact text, so a link has one spelling only.
 */
export function signValue(secrets: Secrets, purpose: SignedLinkPurpose, value: string): string {
  const days = SIGNED_LINK_LIFETIME_DAYS[purpose]
  const expires = days === null ? 0 : Math.ceil((Date.now() + days * DAY_MS) / 1000)
  const text = `${purpose}.${VERSION}.${expires}.${Buffer.from(value).toString('base64url')}`
  return `${text}.${mac(keyFor(secrets, VERSION), text)}`
}

/** The address is stored lower-case, so it is signed lower-case. */
export function signAddress(secrets: Secrets, purpose: SignedLinkPurpose, email: string): string {
  return signValue(secrets, purpose, email.trim().toLowerCase())
}

/** The address a token was signed for, when it is genuine, current and meant for one of `purposes`; otherwise null. */
export function verifySignedAddress(
  secrets: Secrets,
  token: string | null | undefined,
  purposes: readonly SignedLinkPurpose[],
): string | null {
  return verifySignedValue(secrets, token, purposes)
}

/** The value a token was signed for, when it is genuine, current and meant for one of `purposes`; otherwise null. */
export function verifySignedValue(
  secrets: Secrets,
  token: string | null | undefined,
  purposes: readonly SignedLinkPurpose[],
): string | null {
  const parts = (token ?? '').split('.')
  const purpose = parts[0] as SignedLinkPurpose
  if (!purposes.includes(purpose)) return null
  if (parts.length === 5 && parts[1] === VERSION) {
    const [, , expires, encoded, given] = parts as [string, string, string, string, string]
    if (!sameText(given, mac(keyFor(secrets, VERSION), parts.slice(0, 4).join('.')))) return null
    const expiresAt = Number(expires)
    if (expiresAt !== 0 && Date.now() >= expiresAt * 1000) return null
    return Buffer.from(encoded, 'base64url').toString('utf8')
  }
  if (parts.length === 3 && FIRST_FORMAT_PURPOSES.includes(purpose)) {
    const [, encoded, given] = parts as [string, string, string]
    const value = Buffer.from(encoded, 'base64url').toString('utf8')
    // That format signed the decoded value, and Node decodes leniently (padding, '+/', stray characters, spare bits):
    // only the spelling our encoder wrote is taken.
    if (Buffer.from(value).toString('base64url') !== encoded) return null
    return sameText(given, mac(keyFor(secrets, 'v1'), `${purpose}\n${value}`)) ? value : null
  }
  return null
}

/** Constant-time comparison (the lengths are no secret). */
function sameText(given: string, expected: string) {
  const actual = Buffer.from(given)
  const wanted = Buffer.from(expected)
  return actual.length === wanted.length && timingSafeEqual(actual, wanted)
}

type LinkConfig = Pick<AppConfig, 'authSecret' | 'appUrl'>

/** The site-relative /preferences link, for pages of our own. */
export function preferencesPath(secrets: Secrets, email: string) {
  return `/preferences?token=${signAddress(secrets, 'preferences', email)}`
}

export function preferencesLink(config: LinkConfig, email: string) {
  return `${config.appUrl}${preferencesPath(config, email)}`
}

export function unsubscribeLink(config: LinkConfig, email: string) {
  return `${config.appUrl}/unsubscribe?token=${signAddress(config, 'unsubscribe', email)}`
}

/** RFC 8058 one-click target of the List-Unsubscribe header (POST only). */
export function oneClickUnsubscribeLink(config: LinkConfig, email: string) {
  return `${config.appUrl}${CONSENT_API.oneClickUnsubscribe}?token=${signAddress(config, 'unsubscribe', email)}`
}
