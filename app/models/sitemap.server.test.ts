// The sitemap's own pages are the public pages of the route map without a parameter, in English and under /es, but
// the ones kept out on purpose: a page the route map gains or loses without the sitemap (or the reverse) fails here.
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import routes from '~/routes'
import { STATIC_PUBLIC_PATHS } from './sitemap.server'

/** In the sitemap, in its order, before each area's search, listing, post and agent. */
const LISTED = [
  ...['/', '/properties', '/blog', '/areas', '/agents', '/testimonials', '/reviews', '/faq'],
  ...['/buying-guide', '/selling-guide', '/property-search-guide', '/investor-information'],
  ...['/privacy-policy', '/terms-of-service', '/cookies-policy', '/contact', '/about', '/guide-download'],
  '/the-ultimate-guide-to-buying-property-in-roatan',
]
const UNLISTED = ['/compare', '/thank-you', '/brand', '/phase5-summary']

/** The paths without a parameter of the pages with the site's header and footer, one person's pages aside. */
function publicPaths(entries: RouteConfigEntry[], inPublicLayout = false): string[] {
  return entries.flatMap((entry) => {
    if (entry.file === 'routes/account/layout.tsx') return []
    const inside = inPublicLayout || entry.file === 'routes/public/layout.tsx'
    const path = entry.index || entry.path !== undefined ? `/${entry.path ?? ''}` : null
    const own = inside && path !== null && !/[:*]/.test(path) ? [path] : []
    return [...own, ...publicPaths(entry.children ?? [], inside)]
  })
}

const SPANISH = /^\/es(\/|$)/
const paths = publicPaths(routes)

describe('the sitemap of each language', () => {
  it('lists these pages, in this order', () => {
    expect(STATIC_PUBLIC_PATHS).toEqual(LISTED)
  })

  it('leaves out no English page of the route map but the unlisted ones', () => {
    expect(paths.filter((path) => !SPANISH.test(path)).sort()).toEqual([...LISTED, ...UNLISTED].sort())
  })

  it('has the same pages under /es, but the staff page that has no Spanish copy', () => {
    const spanish = [...LISTED, ...UNLISTED.filter((path) => path !== '/phase5-summary')]
    expect(paths.filter((path) => SPANISH.test(path)).sort()).toEqual(
      spanish.map((path) => (path === '/' ? '/es' : `/es${path}`)).sort(),
    )
  })
})
