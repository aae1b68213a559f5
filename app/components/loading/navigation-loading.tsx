import { useEffect, useId, useState } from 'react'
import { createPath, useLocation, useNavigation } from 'react-router'
import { siteMessages } from '~/i18n/catalogs/site'
import { useT } from '~/i18n/messages'
import { SPINNER_DELAY_MS, STALLED_LOADING_MS, loadingPhase, type LoadingPhase } from '~/lib/loading-rules'
import { fixLoading } from './fix-loading'
import { LoadingScreen, Spinner } from './loading-screen'

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
  return phase === 'spinner' ? <LoadingScreen /> : <StalledLoadingOverlay target={target} />
}

export function StalledLoadingOverlay({ target }: { target: string }) {
  const [fixing, setFixing] = useState(false)
  const titleId = useId()
  const hintId = useId()
  const t = useT(siteMessages)
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 px-6">
      <section
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="max-w-md rounded-xl bg-white p-8 text-center shadow-xl"
      >
        <Spinner />
        <h2 id={titleId} className="mt-4 text-2xl">
          {t('site.loading.stalledTitle')}
        </h2>
        <p id={hintId} className="mt-3">
          {t('site.loading.stalledHint')}
        </p>
        <button
          type="button"
          autoFocus
          disabled={fixing}
          onClick={() => {
            setFixing(true)
            void fixLoading(target)
          }}
          className="mt-6 rounded-lg bg-sea px-5 py-3 font-semibold text-white transition-colors hover:bg-sea-dark disabled:cursor-wait disabled:opacity-70"
        >
          {t('site.loading.fix')}
        </button>
      </section>
    </div>
  )
}
