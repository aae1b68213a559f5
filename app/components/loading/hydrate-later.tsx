// Issue 13: parts of a page whose code is not part of its first load (docs/decisions/024-hydrate-later.md).
import { type ComponentType, Suspense, use, useEffect, useMemo, useRef, useState } from 'react'
import { catalogsReady } from '~/i18n/messages'

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
 */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { className }: { className?: string } = {},
) {
  let loading: Promise<ComponentType<P>> | undefined
  let loaded: ComponentType<P> | undefined
  const start = () =>
    (loading ??= load().then(async (component) => {
      await catalogsReady()
      return (loaded = component)
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
    // The same props as before keep the boundary's element, so a re-render of the page does not touch it. New props
    // (new loader data, a fetcher's revalidation) are an update React holds back, or renders afresh, until the boundary
    // hydrates: its code is fetched now (start() runs once; this only adds a callback).
    const [shown, setShown] = useState(props)
    const changed = !sameProps(shown, props)
    if (changed) {
      setShown(props)
      if ('open' in gate) void start().then(gate.open, () => undefined)
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
      const { open } = gate
      const near = (entries: IntersectionObserverEntry[]) =>
        entries.some((entry) => entry.isIntersecting) && fetchCode()
      const observer = new IntersectionObserver(near, { rootMargin: AHEAD })
      const stopWatching = () => {
        observer.disconnect()
        element.removeEventListener('focusin', fetchCode)
        element.removeEventListener('pointerdown', fetchCode)
      }
      function fetchCode() {
        stopWatching()
        start().then(open, () => undefined) // offline: the server HTML stays, links and forms still work
      }
      // nothing from the server: a navigation in the browser rendered this page, which needs the code now
      if (!element.hasChildNodes()) return fetchCode()
      observer.observe(element)
      element.addEventListener('focusin', fetchCode)
      element.addEventListener('pointerdown', fetchCode)
      return stopWatching
    }, [gate])
    return (
      <div ref={box} className={className}>
        {boundary}
      </div>
    )
  }
}
