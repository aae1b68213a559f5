// Issue 39: a retry that really loads the code again. Some browsers (Chromium before 156, older Safari and Firefox
// releases) keep a failed dynamic import in their module map for the life of the page: importing the same URL again
// fails at once without asking the network. So an import that failed is retried under a fresh URL (`?retry=N`), and
// the URL that finally loaded is used from then on (the plain one stays failed in those browsers). Every dynamic
// import of the browser build goes through here: route modules (route-module-recovery.tsx) directly, the parts
// loaded on demand by way of the build's rewrite of `import()` (vite-plugins/fresh-import.ts). A chunk whose own
// static import failed cannot be mended this way; after three retries the card reloads the page (SPEC §4).

/** URL → failed attempts so far, or the URL that loaded. */
const attempts = new Map<string, number | string>()

export function freshImport<T = unknown>(url: string): Promise<T> {
  const known = attempts.get(url)
  if (typeof known === 'string') return import(/* @vite-ignore */ known) as Promise<T>
  const failures = known ?? 0
  const target = failures === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${failures}`
  return (import(/* @vite-ignore */ target) as Promise<T>).then(
    (module) => {
      if (failures > 0) attempts.set(url, target)
      return module
    },
    (error: unknown) => {
      attempts.set(url, failures + 1)
      throw error
    },
  )
}

/** The name the rewritten `import()` calls of the build look for (vite-plugins/fresh-import.ts). */
export const FRESH_IMPORT_GLOBAL = '__freshImport'

/**
 * Issue 43: the stylesheet of a part loaded on demand (Leaflet's, for the map) comes with its code, as a <link> the
 * build's preload adds. One that failed to load is taken out again, so the retry after it adds a fresh one: the
 * preload skips a stylesheet whose link is already in the page.
 */
function forgetFailedStylesheet(event: Event) {
  const error = (event as Event & { payload?: unknown }).payload
  const href = error instanceof Error ? /^Unable to preload CSS for (\S+)/.exec(error.message)?.[1] : undefined
  if (!href) return
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === href) link.remove()
  }
}

export function installFreshImport() {
  Object.assign(globalThis, { [FRESH_IMPORT_GLOBAL]: freshImport })
  window.addEventListener('vite:preloadError', forgetFailedStylesheet)
}
