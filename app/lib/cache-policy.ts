// Anonymous public pages may be kept briefly by a CDN; anything personal or staff-only never is.
const PRIVATE_PREFIXES = [
  '/admin',
  '/my-account',
  '/auth',
  '/login',
  '/register',
  '/preferences',
  '/unsubscribe',
  '/alerts',
]

export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
export const PRIVATE_PAGE_CACHE = 'private, no-store'

// better-auth's session cookie ('__Secure-' prefixed on https): the only cookie that changes what a page shows.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/

/** A signed-in visitor (or one whose session just ended): their pages are their own. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? SESSION_COOKIE.test(cookieHeader) : false
}

export function documentCacheControl({
  pathname,
  hasSession,
  status,
}: {
  pathname: string
  hasSession: boolean
  status: number
}) {
  const isPrivatePath = PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  if (isPrivatePath || hasSession) return PRIVATE_PAGE_CACHE
  if (status !== 200 && status !== 404) return PRIVATE_PAGE_CACHE
  return PUBLIC_PAGE_CACHE
}
