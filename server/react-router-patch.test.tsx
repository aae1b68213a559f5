// patches/react-router+7.18.4.patch (docs/decisions/031-react-router-patch.md): the server's React Router remembers
// route matches per pathname, makes the route objects of a build once, renders a link to a plain path without
// resolving it, and encodes loader data without an array per repeated value or a clock read per value. Matching,
// links' markup and the encoded data must stay exactly as before.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import {
  Link,
  NavLink,
  StaticRouterProvider,
  UNSAFE_decodeViaTurboStream,
  createStaticHandler,
  createStaticRouter,
} from 'react-router'
import { describe, expect, it } from 'vitest'

const routes = [
  {
    id: 'root',
    path: '/',
    loader: () => null,
    children: [
      { id: 'home', index: true, loader: () => null },
      { id: 'listing', path: 'property/:slug', loader: () => null },
      { id: 'spanish-listing', path: 'es/property/:slug', loader: () => null },
      { id: 'not-found', path: '*', loader: () => null },
    ],
  },
]

/** The static handler's context for a page. */
async function queried(handler: ReturnType<typeof createStaticHandler>, pathname: string) {
  const context = await handler.query(new Request(`http://roatan.test${pathname}`))
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`)
  return context
}

async function matched(handler: ReturnType<typeof createStaticHandler>, pathname: string) {
  return (await queried(handler, pathname)).matches
}

describe('the React Router patch', () => {
  it('is applied to the build Node loads', () => {
    const directory = path.dirname(fileURLToPath(import.meta.resolve('react-router')))
    const code = fs
      .readdirSync(directory)
      .filter((file) => file.endsWith('.mjs') || file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(directory, file), 'utf8'))
      .join('\n')
    for (const marker of [
      'matchesByBranches',
      'createServerRoutesOnce',
      'dataRoutesByRoutes',
      'SERVER_PLAIN_PATH',
      'the clock is read only when a yield is due',
      'entryRouteModulesByRoutes',
      'isBuildRequest',
      'getPartialManifestText',
      'modulePreloadsByManifest',
      'restoreScrollSource',
      'the signal may be asked for only when a promise is to be waited for',
    ])
      expect(code, marker).toContain(marker)
  })

  it('matches each pathname as before, however often it is asked, with params of its own each time', async () => {
    const handler = createStaticHandler(routes)
    const first = await matched(handler, '/property/casa-azul')
    expect(first.map((match) => match.route.id)).toEqual(['root', 'listing'])
    expect(first[1]!.params).toEqual({ slug: 'casa-azul' })
    expect((await matched(handler, '/property/villa-verde'))[1]!.params).toEqual({ slug: 'villa-verde' })
    const again = await matched(handler, '/property/casa-azul')
    expect(again.map((match) => [match.route.id, match.pathname, match.params])).toEqual(
      first.map((match) => [match.route.id, match.pathname, match.params]),
    )
    expect(again[1]!.params).not.toBe(first[1]!.params)
    // a caller changing its params changes nobody else's
    ;(first[1]!.params as Record<string, string>).slug = 'changed'
    expect((await matched(handler, '/property/casa-azul'))[1]!.params).toEqual({ slug: 'casa-azul' })
    expect((await matched(handler, '/')).map((match) => match.route.id)).toEqual(['root', 'home'])
    expect((await matched(handler, '/es/property/casa-azul')).map((match) => match.route.id)).toEqual([
      'root',
      'spanish-listing',
    ])
    expect((await matched(handler, '/nowhere/at/all')).map((match) => match.route.id)).toEqual(['root', 'not-found'])
  })
})

describe('links rendered on the server', () => {
  /** The markup of `element` rendered on the server as the page at `pathname`. */
  async function rendered(pathname: string, element: React.ReactNode) {
    const pageRoutes = [{ id: 'root', path: '/', children: [{ id: 'page', path: '*', element }] }]
    const handler = createStaticHandler(pageRoutes)
    const context = await queried(handler, pathname)
    const router = createStaticRouter(handler.dataRoutes, context)
    return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }))
  }

  it('makes the same <a> for a plain path as for any other', async () => {
    const html = await rendered(
      '/property/casa-azul',
      <>
        <Link to="/properties?type=land&amp;page=2#results" className="chip">
          Land
        </Link>
        <Link to="/agents" discover="none" target="_blank" aria-label="Agents">
          Agents
        </Link>
        <Link to="/faq" prefetch="intent">
          FAQ
        </Link>
        <Link to="/areas" prefetch="render">
          Areas
        </Link>
        <Link to="/a/../b">Up</Link>
        <Link to="/x?">Empty query</Link>
        <Link to="//elsewhere.test/x">Protocol-relative</Link>
        <Link to="https://example.com/x">Outside</Link>
        <Link to="photos">Relative</Link>
        <Link to={{ pathname: '/blog', search: '?page=2' }}>Object</Link>
        <NavLink to="/property/casa-azul" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Here
        </NavLink>
      </>,
    )
    expect(html).toContain(
      '<a class="chip" href="/properties?type=land&amp;page=2#results" data-discover="true">Land</a>',
    )
    expect(html).toContain('<a aria-label="Agents" href="/agents" target="_blank">Agents</a>')
    // prefetching starts in the browser: nothing of it on the server
    expect(html).toContain('<a href="/faq" data-discover="true">FAQ</a><a href="/areas" data-discover="true">Areas</a>')
    expect(html).toContain('<a href="/b" data-discover="true">Up</a>')
    expect(html).toContain('<a href="/x" data-discover="true">Empty query</a>')
    expect(html).toContain('<a href="//elsewhere.test/x">Protocol-relative</a>')
    expect(html).toContain('<a href="https://example.com/x">Outside</a>')
    expect(html).toContain('<a href="/property/casa-azul/photos" data-discover="true">Relative</a>')
    expect(html).toContain('<a href="/blog?page=2" data-discover="true">Object</a>')
    expect(html).toContain('<a aria-current="page" class="on" href="/property/casa-azul" data-discover="true">Here</a>')
  })
})

describe('loader data encoded for the page', () => {
  const value = {
    listings: [
      { id: 1, title: 'Casa Azul', tags: ['sea', 'dock'], price: 250000 },
      { id: 2, title: 'Casa Azul', tags: ['sea'], price: 250000, sold: null, note: undefined },
    ],
    areas: new Set(['West Bay', 'sea']),
    rates: new Map([
      ['EUR', 0.92],
      ['HNL', 26.2],
    ]),
    at: new Date(0),
    empty: {},
    nested: [
      [1, 2],
      [2, 1],
    ],
    zero: -0,
    nan: Number.NaN,
  }

  /** React Router's encoder, from the build Node loads (it is not exported by the package's entry). */
  async function encoder() {
    const directory = path.dirname(fileURLToPath(import.meta.resolve('react-router')))
    const file = fs
      .readdirSync(directory)
      .find(
        (name) =>
          name.endsWith('.mjs') &&
          fs.readFileSync(path.join(directory, name), 'utf8').includes('turbo-stream-v2/flatten'),
      )
    const chunk = (await import(pathToFileURL(path.join(directory, file!)).href)) as {
      encode: (input: unknown, options: object) => ReadableStream<Uint8Array>
    }
    return chunk.encode
  }

  it('is the same text as before, each repeated key and value written once and referred to by number', async () => {
    const encode = await encoder()
    const text = await new Response(encode(value, { plugins: [], postPlugins: [] })).text()
    // made by React Router's encoder before the patch
    expect(text).toBe(
      '[{"_1":2,"_3":4,"_5":6,"_7":8,"_9":10,"_11":12,"_13":-4,"_14":-2},"listings",[25,26],"areas",["S",23,24],' +
        '"rates",["M",19,20,21,22],"at",["D",0],"empty",{},"nested",[15,16],"zero","nan",[18,17],[17,18],2,1,"EUR",' +
        '0.92,"HNL",26.2,"West Bay","sea",{"_27":18,"_28":29,"_30":36,"_32":33},' +
        '{"_27":17,"_28":29,"_30":31,"_32":33,"_34":-5,"_35":-7},"id","title","Casa Azul","tags",[24],"price",250000,' +
        '"sold","note",[24,37],"dock"]\n',
    )
    const decoded = await UNSAFE_decodeViaTurboStream(encode(value, { plugins: [], postPlugins: [] }), globalThis)
    expect(decoded.value).toEqual(value)
  })

  it('asks for the abort signal only when the data holds a promise, and still stops waiting when it fires', async () => {
    const encode = await encoder()
    const asked: AbortController[] = []
    const signal = () => {
      const controller = new AbortController()
      asked.push(controller)
      return controller.signal
    }
    const plain = await UNSAFE_decodeViaTurboStream(encode(value, { plugins: [], postPlugins: [], signal }), globalThis)
    expect(plain.value).toEqual(value)
    expect(asked).toHaveLength(0)

    const later = encode({ soon: Promise.resolve('West Bay') }, { plugins: [], postPlugins: [], signal })
    const soon = (await UNSAFE_decodeViaTurboStream(later, globalThis)).value as { soon: Promise<string> }
    await expect(soon.soon).resolves.toBe('West Bay')
    expect(asked).toHaveLength(1)

    const never = encode({ never: new Promise(() => {}) }, { plugins: [], postPlugins: [], signal })
    const waiting = (await UNSAFE_decodeViaTurboStream(never, globalThis)).value as { never: Promise<string> }
    expect(asked).toHaveLength(2)
    asked[1]!.abort(new Error('Server Timeout'))
    await expect(waiting.never).rejects.toThrow()
  })
})
