import { type ComponentType, useEffect, useState } from 'react'
import { catalogsReady } from '~/i18n/messages'

/**
 * Renders a component whose code loads only when this browser keeps something under `storageKey` (issue 15):
 * first-time visitors, and every page load of Lighthouse, do not download it.
 */
export function LoadWhenKept<P extends object>({
  storageKey,
  load,
  props,
}: {
  storageKey: string
  load: () => Promise<ComponentType<P>>
  props: P
}) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null)
  useEffect(() => {
    let kept = false
    try {
      kept = (localStorage.getItem(storageKey) ?? '[]') !== '[]'
    } catch {
      // storage blocked: nothing is kept
    }
    if (!kept) return
    let cancelled = false
    // with the Spanish messages of its catalogs on a Spanish page (issue 16), so it never suspends when shown
    load().then(
      async (loaded) => {
        await catalogsReady()
        if (!cancelled) setComponent(() => loaded)
      },
      () => undefined, // offline: the page works without it
    )
    return () => {
      cancelled = true
    }
  }, [storageKey, load])
  return Component ? <Component {...props} /> : null
}
