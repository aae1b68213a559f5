// Keeps React Router from reloading the page when a route's code fails to load (docs/decisions/004).
// React Router imports a route module only when its module cache has no entry for the route, and calls
// window.location.reload() when that import fails. So each route not loaded yet gets an entry of ours: a promise-like
// that imports the module when React Router first awaits it and, on failure, resolves to a stand-in module that
// renders the load failure card. Navigations, hover prefetches, fetchers and back/forward all go through it.
import { createElement, useSyncExternalStore, type ComponentType } from 'react'
import { Outlet, useRevalidator, type ClientInstrumentation } from 'react-router'
import { catalogsReady } from '~/i18n/messages'
import { LAZY_ROUTE_TIMEOUT_MS, withTimeout } from '~/lib/loading-rules'
import { freshImport } from './fresh-import'
import { LoadFailureCard } from './load-failure-card'

type RouteModule = { default?: ComponentType }
// React Router's framework-mode globals: not public API, so tests/e2e/loading.spec.ts pins the behaviour.
type RouterGlobals = {
  __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> }
  __reactRouterRouteModules?: Record<string, RouteModule | PromiseLike<RouteModule> | undefined>
}

const loadedModules = new Map<string, RouteModule>()
const failedRoutes = new Map<string, string>() // route id → module URL
let version = 0
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function notify() {
  version++
  listeners.forEach((listener) => listener())
}

function routerGlobals() {
  const { __reactRouterManifest: manifest, __reactRouterRouteModules: modules } = window as unknown as RouterGlobals
  return manifest && modules ? { manifest, modules } : null
}

/** A module cache entry that starts the import only when React Router awaits it. */
function deferredRouteModule(id: string, url: string): PromiseLike<RouteModule> {
  let loading: Promise<RouteModule> | undefined
  return {
    then(onLoaded, onFailed) {
      loading ??= importRouteModule(id, url)
      return loading.then(onLoaded, onFailed)
    },
  }
}

/** Resolves to the route module, or to a stand-in showing the load failure card. Never rejects. */
async function importRouteModule(id: string, url: string): Promise<RouteModule> {
  const cache = routerGlobals()?.modules ?? {}
  try {
    const module = await withTimeout(freshImport<RouteModule>(url), LAZY_ROUTE_TIMEOUT_MS, url)
    // issue 16: on a Spanish page, the Spanish messages of the module's catalogs arrive before it renders
    await withTimeout(catalogsReady(), LAZY_ROUTE_TIMEOUT_MS, url)
    cache[id] = module
    loadedModules.set(id, module)
    if (failedRoutes.delete(id)) notify() // a card on screen can show the page now
    return module
  } catch (error) {
    console.warn(`Could not load ${url}; showing the load failure card.`, error)
    failedRoutes.set(id, url)
    cache[id] = deferredRouteModule(id, url) // whoever asks next tries again
    return { default: () => createElement(FailedRoute, { routeId: id }) }
  }
}

async function retryFailedRouteModules(): Promise<boolean> {
  await Promise.all([...failedRoutes].map(([id, url]) => importRouteModule(id, url)))
  return failedRoutes.size === 0
}

/** Passed to <HydratedRouter instrumentations>: React Router calls `route` for every route it adds. */
export const routeModuleRecovery: ClientInstrumentation = {
  route({ id }) {
    // Vite's hot reload rebuilds routes from this cache, which must then hold real modules only.
    if (import.meta.env.DEV) return
    const globals = routerGlobals()
    const url = globals?.manifest.routes[id]?.module
    if (globals && url && !(id in globals.modules)) globals.modules[id] = deferredRouteModule(id, url)
  },
}

/** Stands in for a route module that failed to load; renders the real one once a retry has loaded it. */
function FailedRoute({ routeId }: { routeId: string }) {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  )
  const { revalidate } = useRevalidator()
  const module = failedRoutes.has(routeId) ? undefined : loadedModules.get(routeId)
  if (module) return module.default ? createElement(module.default) : <Outlet />
  return (
    <LoadFailureCard
      onRetry={async () => {
        // Revalidating refreshes the data and lets <Meta> and <Links> read the real module.
        if (await retryFailedRouteModules()) await revalidate()
      }}
    />
  )
}
