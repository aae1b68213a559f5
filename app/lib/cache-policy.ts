// Anonymous public pages may be kept briefly by a CDN; anything personal or staff-only never is.
const PRIVATE_PREFIXES = ['/admin', '/my-account', '/auth', '/login', '/register', '/preferences', '/unsubscribe']

export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
export const PRIVATE_PAGE_CACHE = 'private, no-store'

export function documentCacheControl({
  pathname,
  hasCookie,
  status,
}: {
  pathname: string
  hasCookie: boolean
  status: number
}) {
  const isPrivatePath = PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  if (isPrivatePath || hasCookie) return PRIVATE_PAGE_CACHE
  if (status !== 200 && status !== 404) return PRIVATE_PAGE_CACHE
  return PUBLIC_PAGE_CACHE
}
