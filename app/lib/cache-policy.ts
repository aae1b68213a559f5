// Anonymous public pages may be kept briefly by a CDN; anything personal or staff-only never is.
// Privacy belongs to the route, not to its address: a route module (or a layout above it) exports
// `handle = PRIVATE_PAGE`, so the page is private in every language it is served in, /es and any prefix to come.

export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
export const PRIVATE_PAGE_CACHE = 'private, no-store'

/** The handle of a route whose pages belong to one person or to staff (a signed link, an account, the admin). */
export const PRIVATE_PAGE = { privatePage: true } as const

/** Whether any of the matched routes' handles marks the page private. */
export function isPrivateRoute(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) =>
      typeof handle === 'object' && handle !== null && (handle as { privatePage?: unknown }).privatePage === true,
  )
}

// better-auth's session cookie ('__Secure-' prefixed on https): the only cookie that changes what a page shows.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/

/** A signed-in visitor (or one whose session just ended): their pages are their own. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? SESSION_COOKIE.test(cookieHeader) : false
}

export function documentCacheControl({
  privateRoute,
  hasSession,
  status,
}: {
  privateRoute: boolean
  hasSession: boolean
  status: number
}) {
  if (privateRoute || hasSession) return PRIVATE_PAGE_CACHE
  if (status !== 200 && status !== 404) return PRIVATE_PAGE_CACHE
  return PUBLIC_PAGE_CACHE
}
