// Code loaded on demand (the Manage privacy dialog, the map), with SPEC §9's default lazy-import timeout: a chunk
// that fails or hangs past 15 s gives `failed`, and the caller shows the Loading Issue card (SPEC §8) with `retry`.
import { useCallback, useEffect, useState } from 'react'
import { DEFAULT_LAZY_IMPORT_TIMEOUT_MS, withTimeout } from '~/lib/loading-rules'
import { catalogsReady } from '~/i18n/messages'

// What has loaded once stays loaded for the life of the page.
const loadedModules = new Map<() => Promise<unknown>, unknown>()

export function useLazyModule<T>(load: () => Promise<T>, what: string) {
  const [state, setState] = useState<{ module?: T; failed: boolean }>(() => ({
    module: loadedModules.get(load) as T | undefined,
    failed: false,
  }))
  const retry = useCallback(() => {
    setState({ failed: false })
    // with the Spanish messages of its catalogs on a Spanish page (issue 16), so it never suspends when shown
    const ready = load().then(async (module) => (await catalogsReady(), module))
    return withTimeout(ready, DEFAULT_LAZY_IMPORT_TIMEOUT_MS, what).then(
      (module) => {
        loadedModules.set(load, module)
        setState({ module, failed: false })
      },
      () => setState({ failed: true }),
    )
  }, [load, what])
  // Only on mount (retry never changes for a given loader): later attempts are the visitor's (Retry).
  const [loadedAtMount] = useState(state.module !== undefined)
  useEffect(() => {
    if (!loadedAtMount) void retry()
  }, [loadedAtMount, retry])
  return { ...state, retry }
}
