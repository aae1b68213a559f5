// The listings an anonymous visitor saved, kept in this browser (issue 15) until they sign in and the list is merged
// into their account (components/favourites/favourites-merge.tsx). Other tabs follow through the storage event.
const KEY = 'saved-listings'
const MAX = 500
const EMPTY: readonly number[] = []
const listeners = new Set<() => void>()
let cached: readonly number[] | null = null

function read(): readonly number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    if (!Array.isArray(parsed)) return EMPTY
    return parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, MAX)
  } catch {
    return EMPTY // storage blocked or damaged: nothing saved
  }
}

export function browserFavourites(): readonly number[] {
  cached ??= read()
  return cached
}

export function serverFavourites(): readonly number[] {
  return EMPTY
}

function write(ids: readonly number[]) {
  cached = ids
  try {
    if (ids.length === 0) localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, JSON.stringify(ids))
  } catch {
    // storage blocked: the heart still changes for this page
  }
  for (const listener of listeners) listener()
}

export function toggleBrowserFavourite(id: number) {
  const ids = browserFavourites()
  write(ids.includes(id) ? ids.filter((saved) => saved !== id) : [id, ...ids].slice(0, MAX))
}

export function clearBrowserFavourites() {
  write(EMPTY)
}

export function subscribeFavourites(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY && event.key !== null) return
    cached = null
    listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
