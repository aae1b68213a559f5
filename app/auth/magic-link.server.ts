// Sending a sign-in link (SPEC §5, §7 "POST one-time-password"), rate limited per address and per IP.
import type { RouterContextProvider } from 'react-router'
import { getRequestInfo, getServices } from '~/context.server'
import { takeRateLimit } from '~/models/rate-limit.server'
import { safeRedirectPath } from './session.server'

const PER_ADDRESS = { name: 'magic-link:email', max: 5, windowSeconds: 15 * 60 }
const PER_IP = { name: 'magic-link:ip', max: 20, windowSeconds: 15 * 60 }

export const TOO_MANY_LINKS = 'Too many sign-in links were requested. Please wait 15 minutes and try again.'

export interface MagicLinkRequest {
  email: string
  /** where to land after signing in; same-origin paths only, default /my-account */
  redirectTo?: string | null
  /** SPEC §5: user metadata; is_signup is added when metadata is given */
  metadata?: { first_name: string; last_name: string }
}

/** The callback path for a destination: /auth/callback?redirectTo=… (SPEC §5 default: origin + /auth/callback). */
export function callbackPath(redirectTo: string, extra = '') {
  return `/auth/callback?redirectTo=${encodeURIComponent(redirectTo)}${extra}`
}

/**
 * Sends the link and answers 'sent' whether or not the address has an account (no enumeration), or 'rate_limited'
 * when the address or the IP asked too often.
 */
export async function requestMagicLink(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  { email, redirectTo, metadata }: MagicLinkRequest,
) {
  const { db, auth } = getServices(context)
  const { clientIp } = getRequestInfo(context)
  const [addressAllowed, ipAllowed] = await Promise.all([
    takeRateLimit(db, PER_ADDRESS, email),
    takeRateLimit(db, PER_IP, clientIp),
  ])
  if (!addressAllowed || !ipAllowed) return 'rate_limited' as const
  const destination = safeRedirectPath(redirectTo, '/my-account')
  await auth.api.signInMagicLink({
    headers: request.headers,
    body: {
      email,
      name: metadata ? `${metadata.first_name} ${metadata.last_name}` : undefined,
      callbackURL: callbackPath(destination),
      newUserCallbackURL: callbackPath(destination, '&new=1'),
      errorCallbackURL: callbackPath(destination),
      metadata: metadata ? { ...metadata, is_signup: true } : undefined,
    },
  })
  return 'sent' as const
}
