// Sending a sign-in link (SPEC §5, §7 "POST one-time-password"), rate limited per address and per IP.
import type { RouterContextProvider } from 'react-router'
import { type AppServices, getRequestInfo, getServices } from '~/context.server'
import { mailboxKey } from '~/lib/mailbox-key'
import { networkKey } from '~/lib/network-key'
import { takeRateLimit } from '~/auth/rate-limit.server'
import { AUTH_BASE_PATH, linkForOperator } from '~/identity/auth.server'
import { safeRedirectPath } from './session.server'

const PER_ADDRESS = { name: 'magic-link:email', max: 5, windowSeconds: 15 * 60 }
/** Issue 39: a day's cap too, so the form cannot be used to send one inbox hundreds of links a day. */
export const PER_ADDRESS_A_DAY = { name: 'magic-link:email-day', max: 12, windowSeconds: 24 * 60 * 60 }

export const TOO_MANY_LINKS = 'Too many sign-in links were requested. Please wait 15 minutes and try again.'

export interface MagicLinkRequest {
  email: string
  /** where to land after signing in; same-origin paths only, default /my-account */
  redirectTo?: string | null
  /** SPEC §5: user metadata; is_signup is added when metadata is given */
  metadata?: { first_name: string; last_name: string }
  /** SPEC §5: an optional captcha token, passed through to the captcha check */
  captchaToken?: string | null
}

export const CAPTCHA_FAILED = 'Please complete the check that you are not a robot, then try again.'

/** The callback path for a destination: /auth/callback?redirectTo=… (SPEC §5 default: origin + /auth/callback). */
export function callbackPath(redirectTo: string, extra = '') {
  return `/auth/callback?redirectTo=${encodeURIComponent(redirectTo)}${extra}`
}

/**
 * Sends the link and answers 'sent' whether or not the address has an account (no enumeration), or 'rate_limited'
 * when the address or the IP asked too often.
 */
export async function requestMagicLink(
  { context }: { request: Request; context: Readonly<RouterContextProvider> },
  { email, redirectTo, metadata, captchaToken }: MagicLinkRequest,
) {
  const { db, auth, config } = getServices(context)
  const { clientIp } = getRequestInfo(context)
  const allowed = await Promise.all([
    // one inbox, however its address is spelled (victim+1@, v.ictim@gmail.com)
    takeRateLimit(db, PER_ADDRESS, mailboxKey(email)),
    takeRateLimit(db, PER_ADDRESS_A_DAY, mailboxKey(email)),
    // an IPv6 subscriber rotates through a whole /64: it counts as one network
    takeRateLimit(
      db,
      { name: 'magic-link:ip', max: config.signInLinksPerIp, windowSeconds: 15 * 60 },
      networkKey(clientIp),
    ),
  ])
  if (allowed.includes(false)) return 'rate_limited' as const
  const destination = safeRedirectPath(redirectTo, '/my-account')
  const body = {
    email,
    // the new user's name comes from the registration form's metadata (signup_requests), never from this body
    callbackURL: callbackPath(destination),
    newUserCallbackURL: callbackPath(destination, '&new=1'),
    errorCallbackURL: callbackPath(destination),
    metadata: metadata ? { ...metadata, is_signup: true } : undefined,
  }
  // Through better-auth's HTTP handler, not its server API: request hooks such as the captcha check run only there.
  const headers = new Headers({ 'content-type': 'application/json', origin: config.appUrl })
  if (captchaToken) headers.set('x-captcha-response', captchaToken)
  const response = await auth.handler(
    new Request(`${config.appUrl}${AUTH_BASE_PATH}/sign-in/magic-link`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  )
  if (!response.ok) {
    // The captcha plugin refuses a missing or wrong token with a 4xx; anything else is a real failure.
    if (config.captcha && response.status < 500) return 'captcha_failed' as const
    throw new Error(`The sign-in link request failed (${response.status}): ${await response.text()}`)
  }
  return 'sent' as const
}

/**
 * A sign-in link for the operator to hand over (`npm run cli -- sign-in-link EMAIL [PATH]`), when e-mail cannot
 * reach the person (no SMTP yet on a new install, a bouncing inbox). The same link the e-mail would carry: one use,
 * MAGIC_LINK_MINUTES, stored hashed; no e-mail is sent and no limit is taken (only the operator can ask for it).
 */
export async function makeSignInLink({ auth }: Pick<AppServices, 'auth'>, email: string, redirectTo?: string | null) {
  const destination = safeRedirectPath(redirectTo, '/my-account')
  let link: string | undefined
  await linkForOperator.run(
    (url) => {
      link = url
    },
    () =>
      auth.api.signInMagicLink({
        body: {
          email,
          callbackURL: callbackPath(destination),
          newUserCallbackURL: callbackPath(destination, '&new=1'),
          errorCallbackURL: callbackPath(destination),
        },
        headers: new Headers(),
      }),
  )
  if (!link) throw new Error('No sign-in link was made.')
  return link
}
