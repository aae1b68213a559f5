// Issue 13: parts of a page whose code is not part of its first load (docs/decisions/024-hydrate-later.md).
import {
  type ComponentType,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { catalogsReady } from '~/i18n/messages'
import { DEFAULT_LAZY_IMPORT_TIMEOUT_MS, withTimeout } from '~/lib/loading-rules'
import { LoadFailureCard } from './load-failure-card'

/** A promise React's `use` reads at once, without suspending, because it is marked as settled. */
type Thenable<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

function fulfilled<T>(value: T): Thenable<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value })
}

/** Props with the same values (compared one level deep, as React.memo does). */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[]
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

/** A boundary's wait for its code, which the part opens when it comes near the screen. */
type Waiting<P> = Promise<ComponentType<P>> & { open: (component: ComponentType<P>) => void }

/**
 * Parts whose code failed: their way to try again, and their place. The page shows one card, at the first of them in
 * the document (filters and sort share a chunk, for one); once one part's code arrives the network is back, so the
 * others try again too, and one Retry mends them all.
 */
const failedParts = new Map<() => Promise<void>, Element>()
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function markPart(part: () => Promise<void>, failedAt: Element | null) {
  if (failedAt) failedParts.set(part, failedAt)
  else if (!failedParts.delete(part)) return
  listeners.forEach((listener) => listener())
}

function partWithCard() {
  let first: [() => Promise<void>, Element] | undefined
  for (const entry of failedParts) {
    if (!first || entry[1].compareDocumentPosition(first[1]) & Node.DOCUMENT_POSITION_FOLLOWING) first = entry
  }
  return first?.[0]
}

/** How far below the screen a part's code starts loading, so it is ready when the visitor scrolls to it. */
const AHEAD = '600px'

/**
 * A component rendered on the server as usual whose code the browser loads only when the part comes near the screen
 * (or the visitor reaches into it). Until then its server HTML stays as sent, inside a Suspense boundary that React
 * hydrates once the code (and, on a Spanish page, its messages) is here. For parts below the fold, or that work as
 * plain HTML meanwhile: links navigate and forms post without JavaScript.
 *
 * Per process and page: the code loads once, on the server at start-up, in the browser at the first need. A page
 * reached by a navigation in the browser (no server HTML to keep) loads it at once.
 *
 * Code that fails to load, or has not arrived in 15 s (SPEC §9), shows the Loading Issue card (SPEC §8) in the
 * part's place: above the server HTML, which stays and keeps working as HTML, or alone when there is none. Its Retry
 * loads the code again (a failed load is forgotten) and the part hydrates or renders.
 */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { className }: { className?: string } = {},
) {
  let loading: Promise<ComponentType<P>> | undefined
  let loaded: ComponentType<P> | undefined
  const start = () =>
    (loading ??= load()
      .then(async (component) => {
        await catalogsReady()
        return (loaded = component)
      })
      .catch((error: unknown) => {
        loading = undefined // the next attempt calls load() again, which asks under a fresh URL (fresh-import.ts)
        throw error
      }))
  if (typeof document === 'undefined') void start()

  function Gate({ code, props }: { code: Promise<ComponentType<P>>; props: P }) {
    const Component = use(code)
    return <Component {...props} />
  }

  return function Later(props: P) {
    const box = useRef<HTMLDivElement>(null)
    // Kept in the wrapper, which hydrates with the page: the boundary inside waits on this promise, and its settling
    // (not a change of props, which would make React drop the server HTML) lets React hydrate what it holds.
    const [gate] = useState((): Promise<ComponentType<P>> | Waiting<P> => {
      if (loaded) return fulfilled(loaded)
      if (typeof document === 'undefined') return start()
      let open: Waiting<P>['open'] = () => undefined
      const waiting = new Promise<ComponentType<P>>((resolve) => (open = resolve))
      return Object.assign(waiting, { open })
    })
    /** Opens the boundary once the code is here; a failure or a timeout shows the card, whose Retry calls this. */
    const fetchCode = useCallback(
      async function fetchCode() {
        if (!('open' in gate)) return
        const code = start()
        try {
          gate.open(await withTimeout(code, DEFAULT_LAZY_IMPORT_TIMEOUT_MS, 'part of the page'))
        } catch {
          markPart(fetchCode, box.current)
          // code that comes after the time limit is still welcome: the part goes live and its card goes
          code.then(fetchCode, () => undefined)
          return
        }
        const recovered = failedParts.has(fetchCode)
        markPart(fetchCode, null)
        if (recovered) for (const other of [...failedParts.keys()]) void other()
      },
      [gate],
    )
    const showsCard = useSyncExternalStore(
      subscribe,
      () => partWithCard() === fetchCode,
      () => false,
    )
    useEffect(() => () => markPart(fetchCode, null), [fetchCode])
    // The same props as before keep the boundary's element, so a re-render of the page does not touch it. New props
    // (new loader data, a fetcher's revalidation) are an update React holds back, or renders afresh, until the boundary
    // hydrates: its code is fetched now (start() loads once; this only adds a callback).
    const [shown, setShown] = useState(props)
    const changed = !sameProps(shown, props)
    if (changed) {
      setShown(props)
      void fetchCode()
    }
    const boundary = useMemo(
      () => (
        <Suspense fallback={null}>
          <Gate code={gate} props={shown} />
        </Suspense>
      ),
      [gate, shown],
    )
    useEffect(() => {
      const element = box.current
      if (!element || !('open' in gate)) return
      const near = (entries: IntersectionObserverEntry[]) => entries.some((entry) => entry.isIntersecting) && needed()
      const observer = new IntersectionObserver(near, { rootMargin: AHEAD })
      const stopWatching = () => {
        observer.disconnect()
        element.removeEventListener('focusin', needed)
        element.removeEventListener('pointerdown', needed)
      }
      function needed() {
        stopWatching()
        void fetchCode()
      }
      // nothing from the server: a navigation in the browser rendered this page, which needs the code now
      if (!element.hasChildNodes()) return needed()
      observer.observe(element)
      element.addEventListener('focusin', needed)
      element.addEventListener('pointerdown', needed)
      return stopWatching
    }, [gate, fetchCode])
    // The boundary keeps its place among the children (the second) whether the card shows or not, and with it the
    // server HTML.
    return (
      <div ref={box} className={className}>
        {showsCard ? <LoadFailureCard headingLevel={2} onRetry={fetchCode} inBar /> : null}
        {boundary}
      </div>
    )
  }
}
