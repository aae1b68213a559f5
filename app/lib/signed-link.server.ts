// Links in our e-mails that prove who they were sent to: an HMAC-SHA256 token binding an address and a purpose,
// so /preferences and /unsubscribe work without signing in and a token for one address never opens another's
// (docs/decisions/009-consent.md). The key is derived from the app's auth secret, never the secret itself.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppConfig } from '~/config.server'
import { CONSENT_API } from './consent'

export const SIGNED_LINK_PURPOSES = ['preferences', 'unsubscribe', 'alerts'] as const
export type SignedLinkPurpose = (typeof SIGNED_LINK_PURPOSES)[number]
/** Purposes whose token carries an e-mail address (the others carry their own value, e.g. an alert to stop). */
const ADDRESS_PURPOSES: readonly SignedLinkPurpose[] = ['preferences', 'unsubscribe']

type Secrets = Pick<AppConfig, 'authSecret'>

function key({ authSecret }: Secrets) {
  return createHmac('sha256', authSecret).update('signed-link:v1').digest()
}

function signature(secrets: Secrets, purpose: SignedLinkPurpose, email: string) {
  return createHmac('sha256', key(secrets)).update(`${purpose}\n${email}`).digest('base64url')
}

/** `<purpose>.<value, base64url>.<signature>` */
export function signValue(secrets: Secrets, purpose: SignedLinkPurpose, value: string): string {
  return `${purpose}.${Buffer.from(value).toString('base64url')}.${signature(secrets, purpose, value)}`
}

/** The address is stored lower-case, so it is signed lower-case. */
export function signAddress(secrets: Secrets, purpose: SignedLinkPurpose, email: string): string {
  return signValue(secrets, purpose, email.trim().toLowerCase())
}

/** The address a token was signed for, when it is genuine and meant for one of `purposes`; otherwise null. */
export function verifySignedAddress(
  secrets: Secrets,
  token: string | null | undefined,
  purposes: readonly SignedLinkPurpose[] = ADDRESS_PURPOSES,
): string | null {
  return verifySignedValue(secrets, token, purposes)
}

/** The value a token was signed for, when it is genuine and meant for one of `purposes`; otherwise null. */
export function verifySignedValue(
  secrets: Secrets,
  token: string | null | undefined,
  purposes: readonly SignedLinkPurpose[],
): string | null {
  const [purpose, encoded, given, ...rest] = (token ?? '').split('.')
  if (!purpose || !encoded || !given || rest.length > 0) return null
  if (!(purposes as readonly string[]).includes(purpose)) return null
  const address = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signature(secrets, purpose as SignedLinkPurpose, address))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  return address
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
