import { useSyncExternalStore } from 'react'
import { useFetcher } from 'react-router'
import { useAuth } from '~/auth/auth-context'
import { browserFavourites, toggleBrowserFavourite } from '~/lib/favourites-store'

/**
 * Whether a listing is saved, and the toggle: in the account when signed in (shown at once, confirmed by the
 * server), in this browser otherwise.
 */
export function useFavourite(propertyId: number) {
  const { account } = useAuth()
  const local = useSyncExternalStore(
    browserFavourites.subscribe,
    browserFavourites.get,
    browserFavourites.serverSnapshot,
  )
  const fetcher = useFetcher<{ ok: boolean; error?: string }>({ key: `favourite-${propertyId}` })
  const pending = fetcher.formData?.get('intent')
  const saved = account
    ? pending
      ? pending === 'add'
      : account.favourites.includes(propertyId)
    : local.includes(propertyId)
  const toggle = () => {
    if (!account) return toggleBrowserFavourite(propertyId)
    void fetcher.submit(
      { intent: saved ? 'remove' : 'add', propertyId: String(propertyId) },
      { method: 'post', action: '/api/favourites' },
    )
  }
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined
  return { saved, toggle, error }
}
