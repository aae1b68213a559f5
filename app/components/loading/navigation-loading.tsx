import { useEffect, useState, type ComponentType } from 'react'
import { createPath, useLocation, useNavigation } from 'react-router'
import { SPINNER_DELAY_MS, STALLED_LOADING_MS, loadingPhase, type LoadingPhase } from '~/lib/loading-rules'
import { LoadingScreen } from './loading-screen'

type Overlay = ComponentType<{ target: string }>
let overlay: Promise<Overlay> | undefined
/**
 * The stalled-loading overlay (and its "Fix loading") is shown after 20 s only: it loads while the browser is idle
 * after the start, so it is in no page's first load. Not loaded by then, the spinner stays until it is.
 */
const loadOverlay = () =>
  (overlay ??= import('./stalled-loading-overlay').then(
    (module) => module.StalledLoadingOverlay,
    (error: unknown) => ((overlay = undefined), Promise.reject(error)),
  ))
if (typeof window !== 'undefined') {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void loadOverlay().catch(() => undefined))
  else setTimeout(() => void loadOverlay().catch(() => undefined), 1)
}

/**
 * SPEC §2 "Loading" and "Stalled loading" while a client-side navigation loads its code and data; fast ones show
 * nothing. "Fix loading" goes to where the visitor was heading.
 */
export function NavigationLoading() {
  const navigation = useNavigation()
  const location = useLocation()
  if (navigation.state !== 'loading') return null
  return <PendingNavigation target={createPath(navigation.location ?? location)} />
}

function PendingNavigation({ target }: { target: string }) {
  const [phase, setPhase] = useState<LoadingPhase>('hidden')
  useEffect(() => {
    const startedAt = Date.now()
    // Timers fire late in background tabs, so the phase comes from the time actually elapsed.
    const timers = [SPINNER_DELAY_MS, STALLED_LOADING_MS].map((delay) =>
      setTimeout(() => setPhase(loadingPhase(Date.now() - startedAt)), delay),
    )
    return () => timers.forEach(clearTimeout)
  }, [])
  if (phase === 'hidden') return null
  return phase === 'spinner' ? <LoadingScreen /> : <StalledLoading target={target} />
}

function StalledLoading({ target }: { target: string }) {
  const [Loaded, setLoaded] = useState<{ Overlay: Overlay } | null>(null)
  useEffect(() => {
    let live = true
    loadOverlay().then(
      (Overlay) => live && setLoaded({ Overlay }),
      () => undefined,
    )
    return () => void (live = false)
  }, [])
  return Loaded ? <Loaded.Overlay target={target} /> : <LoadingScreen />
}
