// The listings a visitor put aside to compare (issue 15), kept in this browser: up to four slugs.
import { browserList } from './browser-list'
import { MAX_COMPARE } from './compare'

export const compareList = browserList(
  'compare-listings',
  MAX_COMPARE,
  (slug): slug is string => typeof slug === 'string' && /^[a-z0-9-]{1,200}$/.test(slug),
)

/** Adds or takes out a listing; a fifth replaces the oldest. */
export function toggleCompared(slug: string) {
  const slugs = compareList.get()
  compareList.set(slugs.includes(slug) ? slugs.filter((item) => item !== slug) : [...slugs, slug].slice(-MAX_COMPARE))
}
