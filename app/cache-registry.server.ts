// In-process caches (redirects, roles, feature flags, public query results…) register here so they can be cleared
// together: by staff (Admin → Tools) and, in a running server, whenever any process changes public content
// (server/content-changes.ts, docs/decisions/016-page-cache.md).
import { LRUCache } from 'lru-cache'

const caches = new Map<string, () => void>()
/** Bumped by every clear: a load that started before a clear must not store what it read. */
let epoch = 0
/** Content memos only answer from memory where something clears them on every content change. */
let contentInvalidationRunning = false

export function registerCache(name: string, clear: () => void) {
  caches.set(name, clear)
}

/** Clears every registered cache; returns their names. */
export function clearAllCaches(): string[] {
  epoch++
  for (const clear of caches.values()) clear()
  return [...caches.keys()]
}

/** Called once the server listens for content changes (server/content-changes.ts). */
export function enableContentMemos() {
  contentInvalidationRunning = true
}

/** Called when the server stops listening: nothing would clear the memos any more, so they stop answering. */
export function disableContentMemos() {
  contentInvalidationRunning = false
  clearAllCaches()
}

/**
 * Results of a public query, kept until public content changes: the loaders of public pages ask the same questions
 * over and over (the areas of the search form, the featured listings), and every content write clears them. Without
 * a running server (tests, scripts) it only passes the calls through.
 */
export function contentMemo<T extends NonNullable<unknown>>(name: string, maxEntries = 500) {
  const entries = new LRUCache<string, T>({ max: maxEntries })
  registerCache(`memo:${name}`, () => entries.clear())
  return async function memo(key: string, load: () => Promise<T>): Promise<T> {
    if (!contentInvalidationRunning) return load()
    const known = entries.get(key)
    if (known !== undefined) return known
    const startedAt = epoch
    const value = await load()
    if (startedAt === epoch) entries.set(key, value)
    return value
  }
}
