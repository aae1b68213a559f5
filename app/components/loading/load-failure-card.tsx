import { useId, useState, useSyncExternalStore } from 'react'
import { useLocation, useRevalidator } from 'react-router'
import { Button } from '~/components/ui/button'
import { siteMessages } from '~/i18n/catalogs/site'
import { useT } from '~/i18n/messages'
import { LOAD_RETRY_DELAY_MS, MAX_LOAD_RETRIES, nextRetryStep } from '~/lib/loading-rules'

// Attempts per history entry, outside React: an error boundary remounts its card on every failed retry.
const attemptsByLocation = new Map<string, number>()
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const BUTTON_STATES = 'transition-colors disabled:cursor-wait disabled:opacity-70'

/**
 * SPEC §2 "Load failure card", §4, §8: shown when the code for a page could not be loaded. Retry waits 1 s and
 * tries again (by default: revalidates, which re-renders the failed route), up to 3 times; then it reloads.
 */
export function LoadFailureCard({
  onRetry,
  headingLevel = 1,
  inBar = false,
}: {
  onRetry?: () => Promise<unknown>
  /** 2 for a section of a page (the map, a dialog) rather than the page itself */
  headingLevel?: 1 | 2
  /** without the space around it: in a bar along the screen's edge (the privacy banner's place), or above a part */
  inBar?: boolean
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const { key } = useLocation()
  const { revalidate } = useRevalidator()
  const attempts = useSyncExternalStore(
    subscribe,
    () => attemptsByLocation.get(key) ?? 0,
    () => 0,
  )
  const [retrying, setRetrying] = useState(false)
  const titleId = useId()
  const t = useT(siteMessages)

  async function retry() {
    const step = nextRetryStep(attempts)
    if (step.type === 'reload') {
      window.location.reload()
      return
    }
    attemptsByLocation.set(key, step.attempts)
    listeners.forEach((listener) => listener())
    setRetrying(true)
    try {
      await new Promise((resolve) => setTimeout(resolve, LOAD_RETRY_DELAY_MS))
      await (onRetry ?? revalidate)()
    } finally {
      setRetrying(false)
    }
  }

  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className={`${inBar ? 'mx-4 my-2 p-4' : 'mx-4 my-16 p-8'} max-w-lg rounded-xl border border-sand bg-white text-center shadow-sm sm:mx-auto`}
    >
      <Heading id={titleId} className="text-2xl">
        {t('site.loading.failureTitle')}
      </Heading>
      <p className="mt-3">{t('site.loading.failureText')}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <Button
          type="button"
          onClick={retry}
          disabled={retrying}
          aria-busy={retrying}
          size="2xl"
          className={BUTTON_STATES}
        >
          {/* retryLabel (lib/loading-rules.ts) in the page's language: 'Retry (1/3)' */}
          {t('site.loading.retry', { attempts: Math.min(attempts, MAX_LOAD_RETRIES), max: MAX_LOAD_RETRIES })}
        </Button>
        <Button
          type="button"
          onClick={() => window.location.reload()}
          variant="secondary"
          size="2xl"
          className={BUTTON_STATES}
        >
          {t('site.loading.refresh')}
        </Button>
      </p>
    </section>
  )
}
