// /compare (issue 15): 2 to 4 listings side by side, named in the URL so the page can be shared.
export const MIN_COMPARE = 2
export const MAX_COMPARE = 4
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The slugs of `?listings=a,b` or `?listings=a&listings=b`, once each, in order; null when one is not a slug. */
export function compareSlugs(params: URLSearchParams): string[] | null {
  const slugs = params
    .getAll('listings')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean)
  if (slugs.some((slug) => slug.length > 200 || !SLUG.test(slug))) return null
  return [...new Set(slugs)]
}

export function compareHref(slugs: readonly string[]): string {
  return `/compare?listings=${slugs.join(',')}`
}
