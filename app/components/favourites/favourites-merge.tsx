import { useEffect, useSyncExternalStore } from 'react'
import { useFetcher } from 'react-router'
import { browserFavourites } from '~/lib/favourites-store'

/**
 * After the magic-link sign-in, the listings saved in this browser move into the account (issue 15): the server
 * adds each once, and the browser's list is cleared only when that has been stored, so nothing is lost.
 */
export function FavouritesMerge() {
  const local = useSyncExternalStore(
    browserFavourites.subscribe,
    browserFavourites.get,
    browserFavourites.serverSnapshot,
  )
  const fetcher = useFetcher<{ ok: boolean }>({ key: 'favourites-merge' })
  const { submit } = fetcher
  useEffect(() => {
    if (local.length === 0 || fetcher.state !== 'idle' || fetcher.data) return
    void submit({ intent: 'merge', propertyIds: local.join(',') }, { method: 'post', action: '/api/favourites' })
  }, [local, fetcher.state, fetcher.data, submit])
  useEffect(() => {
    if (fetcher.data?.ok) browserFavourites.set([])
  }, [fetcher.data])
  return null
}
