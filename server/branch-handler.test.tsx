import { renderToString } from 'react-dom/server'
import {
  Outlet,
  Scripts,
  ServerRouter,
  createRequestHandler,
  useLoaderData,
  type EntryContext,
  type ServerBuild,
} from 'react-router'
import { describe, expect, it } from 'vitest'
import { createBranchHandler, reachableRoutes, routeTree } from './branch-handler'

// A small build shaped like the site's: a root, public pages in English and again under /es, a layout with an index
// and nested pages, a splat, a resource route, and a 404 from a loader.
const page = (name: string) => ({
  default: () => <p>{name}</p>,
  loader: () => ({ name, values: [1, 2, { name }] }),
})
const routes: Record<string, { parentId?: string; path?: string; index?: boolean; module: object }> = {
  root: {
    path: '',
    module: {
      default: () => (
        <html>
          <body>
            <Outlet />
            <Scripts />
          </body>
        </html>
      ),
      ErrorBoundary: () => <p>error</p>,
    },
  },
  home: { parentId: 'root', index: true, module: page('home') },
  esHome: { parentId: 'root', path: 'es', module: page('es home') },
  properties: { parentId: 'root', path: 'properties', module: page('properties') },
  esProperties: { parentId: 'root', path: 'es/properties', module: page('es properties') },
  property: {
    parentId: 'root',
    path: 'properties/:slug',
    module: {
      default: () => <p>{useLoaderData<{ slug: string }>().slug}</p>,
      loader: ({ params }: { params: { slug: string } }) => {
        if (params.slug === 'gone') throw new Response('Not found', { status: 404 })
        return { slug: params.slug }
      },
    },
  },
  admin: { parentId: 'root', path: 'admin', module: { default: () => <Outlet /> } },
  adminIndex: { parentId: 'admin', index: true, module: page('dashboard') },
  adminLeads: { parentId: 'admin', path: 'leads/:id?', module: page('leads') },
  guides: { parentId: 'root', path: 'guides/*', module: page('guides') },
  robots: { parentId: 'root', path: 'robots.txt', module: { loader: () => new Response('User-agent: *') } },
}

/** Every route's manifest entry as the browser gets it; each entry its own object, as in a real build. */
function testBuild(seen: string[][]): ServerBuild {
  const entryOf = (id: string) => {
    const { parentId, path, index, module } = routes[id]!
    return { id, parentId, path, index, module: `/assets/${id}.js`, hasLoader: 'loader' in module, hasAction: false }
  }
  return {
    entry: {
      module: {
        // React Router logs a path no route matches; both handlers do, here quietly
        handleError: () => {},
        default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
          seen.push(Object.keys(context.manifest.routes))
          const html = renderToString(<ServerRouter context={context} url={_request.url} />)
          headers.set('Content-Type', 'text/html')
          return new Response(`<!DOCTYPE html>${html}`, { status, headers })
        },
      },
    },
    routes: Object.fromEntries(
      Object.entries(routes).map(([id, { parentId, path, index, module }]) => [
        id,
        { id, parentId, path, index, caseSensitive: undefined, module },
      ]),
    ),
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: Object.fromEntries(Object.keys(routes).map((id) => [id, entryOf(id)])),
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    basename: '/',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    allowedActionOrigins: false,
  } as unknown as ServerBuild
}

const PATHS = [
  '/',
  '/es',
  '/properties',
  '/properties/',
  '/properties?type=house',
  '/properties/sea-breeze',
  '/properties/gone',
  '/properties/sea%20breeze',
  '/es/properties',
  '/admin',
  '/admin/leads',
  '/admin/leads/7',
  '/guides/buying/closing-costs',
  '/robots.txt',
  '/nope',
  '/es/nope/deeper',
  '/properties.data',
  '/_.data',
  '/properties/sea-breeze.data?_routes=property',
  '/__manifest?version=test&paths=/properties,/admin/leads/3',
]

describe('the handler made per route branch', () => {
  it('answers every kind of request with the same status, headers and bytes as React Router for the whole build', async () => {
    const whole = createRequestHandler(testBuild([]), 'production')
    const branches = createBranchHandler(testBuild([]), 'production')
    for (const path of [...PATHS, ...PATHS]) {
      const request = () => new Request(`http://localhost${path}`)
      const [expected, actual] = [await whole(request()), await branches(request())]
      expect(actual.status, path).toBe(expected.status)
      expect([...actual.headers], path).toEqual([...expected.headers])
      expect(await actual.text(), path).toBe(await expected.text())
    }
  })

  it('renders a page from a build of only the routes it can reach, its parent paths included', async () => {
    const seen: string[][] = []
    const handler = createBranchHandler(testBuild(seen), 'production')
    await handler(new Request('http://localhost/properties/sea-breeze'))
    await handler(new Request('http://localhost/admin/leads/7'))
    await handler(new Request('http://localhost/nope'))
    expect(seen).toEqual([
      ['root', 'home', 'properties', 'property'],
      ['root', 'home', 'admin', 'adminIndex', 'adminLeads'],
      // no route matches: the whole build, as React Router would have it
      Object.keys(routes),
    ])
  })

  it('lists the routes of a pathname and of its parent paths in the build order, or none when nothing matches', () => {
    const build = testBuild([])
    const tree = routeTree(build, undefined)
    const order = Object.keys(build.routes)
    expect(reachableRoutes(tree, '/es/properties', order)?.split('\0')).toEqual([
      'root',
      'home',
      'esHome',
      'esProperties',
    ])
    expect(reachableRoutes(tree, '/guides/a/b', order)?.split('\0')).toEqual(['root', 'home', 'guides'])
    expect(reachableRoutes(tree, '/', order)?.split('\0')).toEqual(['root', 'home'])
    expect(reachableRoutes(tree, '/nope', order)).toBeNull()
  })
})
