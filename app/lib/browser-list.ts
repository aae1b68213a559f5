// A short list kept in this browser's localStorage (saved listings before sign-in, recently viewed, the compare
// list; issue 15), readable with useSyncExternalStore: other tabs follow through the storage event, and blocked or
// damaged storage reads as an empty list.
export interface BrowserList<T> {
  /** the list now (the same array until it changes) */
  get(): readonly T[]
  /** what the server renders: nothing */
  serverSnapshot(): readonly T[]
  set(items: readonly T[]): void
  subscribe(listener: () => void): () => void
}

export function browserList<T>(key: string, max: number, isItem: (value: unknown) => value is T): BrowserList<T> {
  const empty: readonly T[] = []
  const listeners = new Set<() => void>()
  let cached: readonly T[] | null = null
  return {
    get() {
      if (cached) return cached
      try {
        const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]')
        const items = Array.isArray(parsed) ? parsed.filter(isItem).slice(0, max) : []
        // an empty list is the server's own snapshot: hydration needs no second render to match it
        cached = items.length ? items : empty
      } catch {
        cached = empty
      }
      return cached
    },
    serverSnapshot: () => empty,
    set(items) {
      cached = items.slice(0, max)
      try {
        if (cached.length === 0) localStorage.removeItem(key)
        else localStorage.setItem(key, JSON.stringify(cached))
      } catch {
        // storage blocked: the list changes for this page only
      }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key && event.key !== null) return
        cached = null
        listener()
      }
      listeners.add(listener)
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', onStorage)
      }
    },
  }
}
