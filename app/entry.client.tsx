import { startTransition, StrictMode, useLayoutEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { installFreshImport } from './components/loading/fresh-import'
import { routeModuleRecovery } from './components/loading/route-module-recovery'
import { keepTextTypedEarly, restoreTextTypedEarly } from './components/loading/text-typed-early'
import { catalogsReady } from './i18n/messages'

// A retried import asks the network again, in every browser (issue 39).
installFreshImport()
// SPEC §9: a failed data request is asked again up to 3 times. React Router fetches through the global fetch. The
// retry loads while the browser is idle after the start, so it is in no page's first load; a request before that
// waits for it, and goes out as it is if it cannot load.
const pageFetch = window.fetch.bind(window)
let retryingFetch: Promise<typeof fetch> | undefined
const loadRetry = () =>
  (retryingFetch ??= import('./lib/query-retry').then(
    ({ withQueryRetry }) => withQueryRetry(pageFetch, window.location.origin),
    () => ((retryingFetch = undefined), pageFetch),
  ))
window.fetch = (input, init) => loadRetry().then((send) => send(input, init))
if ('requestIdleCallback' in window) requestIdleCallback(() => void loadRetry())
else setTimeout(() => void loadRetry(), 1)
keepTextTypedEarly()
// A request cut off because the visitor moved on (a newer navigation superseding a revalidation, a page left while
// its poll was reading) rejects with an AbortError inside React Router's data decoding, where nothing awaits it. It
// is not an error: nothing failed that the visitor still wants.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof DOMException && event.reason.name === 'AbortError') event.preventDefault()
})

/** Renders nothing; its layout effect runs in the commit that hydrates the page. */
function TextTypedEarly() {
  useLayoutEffect(restoreTextTypedEarly, [])
  return null
}

// A Spanish page hydrates once the Spanish messages of its modules are here (issue 16); English pages at once. This
// module runs as the first of the page's modules: the route modules, which register their catalogs, run before the
// next microtask.
void Promise.resolve()
  .then(catalogsReady)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          {/* Route code is loaded before each navigation so a failed chunk shows the load failure card
          instead of React Router's silent page reload (docs/decisions/004-load-failures.md). */}
          <HydratedRouter instrumentations={[routeModuleRecovery]} />
          <TextTypedEarly />
        </StrictMode>,
      )
    }),
  )
