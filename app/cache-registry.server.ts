// In-process caches (redirects, roles, feature flags…) register here so staff can clear them all (Admin → Tools).
const caches = new Map<string, () => void>()

export function registerCache(name: string, clear: () => void) {
  caches.set(name, clear)
}

/** Clears every registered cache; returns their names. */
export function clearAllCaches(): string[] {
  for (const clear of caches.values()) clear()
  return [...caches.keys()]
}
