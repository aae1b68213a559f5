// The listings an anonymous visitor saved, kept in this browser (issue 15) until they sign in and the list is merged
// into their account (components/favourites/favourites-merge.tsx).
import { browserList } from './browser-list'

export const browserFavourites = browserList(
  'saved-listings',
  500,
  (id): id is number => Number.isSafeInteger(id) && (id as number) > 0,
)

export function toggleBrowserFavourite(id: number) {
  const ids = browserFavourites.get()
  browserFavourites.set(ids.includes(id) ? ids.filter((saved) => saved !== id) : [id, ...ids])
}
