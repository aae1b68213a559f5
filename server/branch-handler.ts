// React Router's request handler for a production build, given only the routes a request can reach (decision 031,
// "Later (issue 41)"). React Router matches each page against every route branch three times (the handler, the static
// handler's query, the partial manifest it sends the browser: `/` and every parent path), and makes the route objects
// and route modules of the whole manifest for every page: a fifth of an uncached render with our 139 routes. All of it
// depends on the pathname and the build only. So the branch of a pathname and those of its parent paths (the routes
// the partial manifest names) are worked out here, once per pathname, and the request goes to a handler made once for
// a build of just those routes. Matching within routes that hold the winning branch gives the same winner, so the HTML
// and the data are the same bytes (server/branch-handler.test.tsx compares them).
//
// Per process, nothing shared: each process works out the same from the same build. The manifest requests of lazy
// route discovery (any path), paths no route matches (the root's 404) and a build that changes (development) go to
// React Router's handler for the whole build.
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

type RequestHandler = ReturnType<typeof createRequestHandler>

/** Pathnames whose routes are remembered, oldest out first: the site's pages and listings fit many times over. */
const REMEMBERED_PATHNAMES = 1000

export function createBranchHandler(build: ServerBuild, mode?: string): RequestHandler {
  const whole = createRequestHandler(build, mode)
  if (build.basename && build.basename !== '/') return whole
  const order = Object.keys(build.routes)
  const tree = routeTree(build, undefined)
  const manifestPath = build.routeDiscovery.mode === 'lazy' ? build.routeDiscovery.manifestPath : null
  const keys = new Map<string, string | null>()
  // one per set of routes a pathname reaches: as many as the build's branches at most
  const handlers = new Map<string, RequestHandler>()

  const keyFor = (pathname: string): string | null => {
    let key = keys.get(pathname)
    if (key !== undefined) return key
    key = reachableRoutes(tree, pathname, order)
    if (keys.size >= REMEMBERED_PATHNAMES) keys.delete(keys.keys().next().value!)
    keys.set(pathname, key)
    return key
  }

  return (request, context) => {
    const { pathname } = new URL(request.url)
    if (pathname === manifestPath) return whole(request, context)
    const key = keyFor(dataRequestPathname(pathname))
    if (key === null) return whole(request, context)
    let handler = handlers.get(key)
    if (!handler) {
      handler = createRequestHandler(buildOf(build, key.split('\0')), mode)
      handlers.set(key, handler)
    }
    return handler(request, context)
  }
}

/** The page a data request (`/properties.data`, `/_.data` for `/`) asks for, as React Router reads it. */
function dataRequestPathname(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length)
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname
}

/**
 * The ids of the routes React Router uses for `pathname` (its matches and, for the partial manifest, the matches of
 * `/` and each parent path), in the build's order and joined by NUL; null when no route matches it.
 */
export function reachableRoutes(tree: RouteObject[], pathname: string, order: string[]): string | null {
  const matches = matchRoutes(tree, pathname)
  if (!matches) return null
  const ids = new Set(matches.map((match) => match.route.id!))
  // as getPartialManifest lists them (react-router lib/dom/ssr/fog-of-war)
  const segments = pathname.split('/').filter(Boolean)
  segments.pop()
  const parents = ['/']
  for (; segments.length > 0; segments.pop()) parents.push(`/${segments.join('/')}`)
  for (const parent of parents) for (const match of matchRoutes(tree, parent) ?? []) ids.add(match.route.id!)
  return order.filter((id) => ids.has(id)).join('\0')
}

/** The build's routes as route objects for matching, children in the build's order (as React Router makes them). */
export function routeTree(build: Pick<ServerBuild, 'routes'>, parentId: string | undefined): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route!.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = route!
      return index
        ? { id, path, index: true, caseSensitive }
        : { id, path, caseSensitive, children: routeTree(build, id) }
    })
}

/** The build with only these routes, in its own order, in both the server's routes and the browser's manifest. */
function buildOf(build: ServerBuild, ids: string[]): ServerBuild {
  const pick = <T>(all: Record<string, T>) => Object.fromEntries(ids.map((id) => [id, all[id]!]))
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } }
}
