// Links in our e-mails that prove who they were sent to: an HMAC-SHA256 token binding an address and a purpose,
// so /preferences and /unsubscribe work without signing in and a token for one address never opens another's
// (docs/decisions/009-consent.md). The key is derived from the app's auth secret, never the secret itself.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppConfig } from '~/config.server'
import { CONSENT_API } from './consent'

export const SIGNED_LINK_PURPOSES = ['preferences', 'unsubscribe'] as const
export type SignedLinkPurpose = (typeof SIGNED_LINK_PURPOSES)[number]

type Secrets = Pick<AppConfig, 'authSecret'>

function key({ authSecret }: Secrets) {
  return createHmac('sha256', authSecret).update('signed-link:v1').digest()
}

function signature(secrets: Secrets, purpose: SignedLinkPurpose, email: string) {
  return createHmac('sha256', key(secrets)).update(`${purpose}\n${email}`).digest('base64url')
}

/** `<purpose>.<address, base64url>.<signature>`; the address is stored lower-case, so it is signed lower-case. */
export function signAddress(secrets: Secrets, purpose: SignedLinkPurpose, email: string): string {
  const address = email.trim().toLowerCase()
  return `${purpose}.${Buffer.from(address).toString('base64url')}.${signature(secrets, purpose, address)}`
}

/** The address a token was signed for, when it is genuine and meant for one of `purposes`; otherwise null. */
export function verifySignedAddress(
  secrets: Secrets,
  token: string | null | undefined,
  purposes: readonly SignedLinkPurpose[] = SIGNED_LINK_PURPOSES,
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
