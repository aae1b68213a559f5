import { buildFlushUrl } from '~/lib/loading-rules'

/**
 * SPEC §2 "Stalled loading": clear what the browser may hold stale (Cache Storage, service workers, session
 * storage, which also holds React Router's reload guard), then load `target` again with a flush timestamp.
 */
export async function fixLoading(target: string): Promise<void> {
  await Promise.allSettled([clearCacheStorage(), unregisterServiceWorkers()])
  try {
    sessionStorage.clear()
  } catch {
    // Storage may be disabled; the reload below still helps.
  }
  const url = buildFlushUrl(target, Date.now())
  // Reloading the page in view replaces its history entry; a stalled navigation goes forward to its target.
  if (new URL(url, window.location.href).pathname === window.location.pathname) window.location.replace(url)
  else window.location.assign(url)
}

async function clearCacheStorage() {
  if (!('caches' in window)) return
  const names = await caches.keys()
  await Promise.all(names.map((name) => caches.delete(name)))
}

async function unregisterServiceWorkers() {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(registrations.map((registration) => registration.unregister()))
}
