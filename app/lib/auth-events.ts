// SPEC §4 auth session events: signed in, signed out, token refreshed, user updated, password recovery, initial
// session. The server keeps the session (an httpOnly cookie); the browser works the events out from what the pages
// say of it, and from a mark the server leaves on the answer that completes a sign-in or a sign-out.

export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
] as const
export type AuthEvent = (typeof AUTH_EVENTS)[number]

/** What the browser knows of a session: whose it is, the name shown, and (once asked) until when it lasts. */
export interface AuthSnapshot {
  userId: string
  name: string
  sessionExpiresAt?: string
}

/** Read once by the browser and removed: not a secret, and no use after the page it leads to. */
export const AUTH_EVENT_COOKIE = 'auth_event'
const MARKS = { signed_in: 'SIGNED_IN', password_recovery: 'PASSWORD_RECOVERY', signed_out: 'SIGNED_OUT' } as const
export type AuthEventMark = keyof typeof MARKS

/** The Set-Cookie value of a mark: a minute is plenty for the redirect it rides on. */
export function authEventCookie(mark: AuthEventMark, secure: boolean): string {
  return `${AUTH_EVENT_COOKIE}=${mark}; Path=/; Max-Age=60; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The mark in a Cookie header (or document.cookie), if any; anything else is ignored. */
export function readAuthEventMark(cookies: string): AuthEventMark | null {
  const value = cookieValue(cookies, AUTH_EVENT_COOKIE)
  return value !== undefined && Object.hasOwn(MARKS, value) ? (value as AuthEventMark) : null
}

/**
 * Left by the forgot and reset password pages while their sign-in link is valid: the sign-in it completes is a
 * password recovery. httpOnly, and only in the browser that asked (a link opened elsewhere is a plain sign-in).
 */
export const RECOVERY_FLOW_COOKIE = 'sign_in_flow'

export function recoveryFlowCookie(minutes: number, secure: boolean): string {
  return `${RECOVERY_FLOW_COOKIE}=recovery; Path=/; Max-Age=${minutes * 60}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function expiredCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0`
}

export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** What changed between two states of the session seen by one tab. */
export function authChangeEvents(before: AuthSnapshot | null, after: AuthSnapshot | null): AuthEvent[] {
  if (!before) return after ? ['SIGNED_IN'] : []
  if (!after) return ['SIGNED_OUT']
  if (before.userId !== after.userId) return ['SIGNED_OUT', 'SIGNED_IN']
  const events: AuthEvent[] = []
  if (before.name !== after.name) events.push('USER_UPDATED')
  if (before.sessionExpiresAt && after.sessionExpiresAt && after.sessionExpiresAt > before.sessionExpiresAt) {
    events.push('TOKEN_REFRESHED')
  }
  return events
}

/**
 * The events when the browser app starts: INITIAL_SESSION always; then the server's mark (a sign-in, a sign-in that
 * began as a password recovery, a sign-out), or else what changed since the tab's last page (`undefined`: the tab's
 * first page, nothing to compare).
 */
export function startEvents(
  mark: AuthEventMark | null,
  lastInTab: AuthSnapshot | null | undefined,
  current: AuthSnapshot | null,
): AuthEvent[] {
  if (mark) return ['INITIAL_SESSION', MARKS[mark]]
  return ['INITIAL_SESSION', ...(lastInTab === undefined ? [] : authChangeEvents(lastInTab, current))]
}
