// Our RESO Web API reference server for tests and the bench, written from the RESO Web API Core 2.0 and Data
// Dictionary 2.0 specifications (RESO's own reference server is under the RESO EULA and is not vendored here). It
// behaves as RESO's does: $top honoured in full up to 2,000 with no @odata.nextLink; server-driven pages (no $top,
// more than 2,000, or Prefer: odata.maxpagesize, answered with Preference-Applied) carry a $skip nextLink; no
// authentication on the OData routes (an OAuth2 client-credentials token endpoint is offered, and can be required);
// lookups as display strings with a Lookup resource (string mode) or as Edm.EnumType members (enum mode). Loopback
// only; the photos are its own. Nothing is downloaded.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { resourceOf, resourcesIn, type EnumMode, type ResourceName } from './dictionary'
import type { Row } from './evaluate'
import { generateFeed, type GeneratedFeed, type GeneratorOptions } from './generator'
import { metadataXml } from './metadata'
import { ODataError } from './odata-error'
import { photo } from './photos'
import { parseQuery, renderRow, selectRows, type CollectionQuery } from './query'
import { createStore } from './store'

export const REFERENCE_CLIENT_ID = 'reso-reference-client'
export const REFERENCE_CLIENT_SECRET = 'reso-reference-secret'
const DEFAULT_PAGE_SIZE = 100
const MAX_PAGE_SIZE = 2000

export interface ReferenceServerOptions {
  mode?: EnumMode
  /** The data to serve; generated from `generate` when not given. */
  feed?: GeneratedFeed
  generate?: GeneratorOptions
  /** Ask for a bearer token from /token on the OData routes (RESO's server asks for none). */
  requireToken?: boolean
  port?: number
}

export type RequestKind = 'token' | 'metadata' | 'lookup' | 'keys' | 'changes' | 'openHouse' | 'other' | 'photo'

export async function startReferenceServer(options: ReferenceServerOptions = {}) {
  const mode = options.mode ?? 'string'
  const store = createStore(options.feed ?? generateFeed(options.generate))
  const tokens = new Set<string>()
  const stats: Record<RequestKind, number> = {
    token: 0,
    metadata: 0,
    lookup: 0,
    keys: 0,
    changes: 0,
    openHouse: 0,
    other: 0,
    photo: 0,
  }
  /** Every OData request (method and address), in order; photos are only counted. */
  const requests: string[] = []

  function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response
      .writeHead(status, {
        'Content-Type': 'application/json; odata.metadata=minimal',
        'OData-Version': '4.0',
        ...headers,
      })
      .end(body === null ? undefined : JSON.stringify(body))
  }

  function resetStats() {
    for (const kind of Object.keys(stats) as RequestKind[]) stats[kind] = 0
    requests.length = 0
  }

  /** Rows with their $expand-ed relatives, as the client receives them. */
  function render(rows: Row[], query: CollectionQuery, origin: string): Row[] {
    return rows.map((row) => {
      const rendered = renderRow(row, query, mode)
      if (query.resource === 'Media' && typeof rendered.MediaURL === 'string' && rendered.MediaURL.startsWith('/'))
        rendered.MediaURL = origin + rendered.MediaURL
      for (const { navigation, query: nested } of query.expand) {
        const key = String(row.ListingKey)
        if (navigation.target === 'Office') {
          const office = store.tables.Office.get(String(row.ListOfficeKey))
          rendered[navigation.name] = office ? render([office], nested, origin)[0]! : null
          continue
        }
        const related = selectRows(store.childrenOf(navigation.target as 'Media' | 'OpenHouse', key), nested, mode)
        const window = related.slice(nested.skip, nested.top === null ? undefined : nested.skip + nested.top)
        rendered[navigation.name] = render(window, nested, origin)
      }
      return rendered
    })
  }

  function collection(url: URL, resource: ResourceName, prefer: string, response: http.ServerResponse) {
    const query = parseQuery(new Map(url.searchParams), resource, mode)
    const asked = Number(/odata\.maxpagesize\s*=\s*(\d+)/.exec(prefer)?.[1] ?? 0) || null
    const pageSize = Math.min(asked ?? query.top ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
    const size = query.top === null ? pageSize : Math.min(query.top, pageSize)
    const selected = selectRows(store.tables[resource].values(), query, mode)
    const page = selected.slice(query.skip, query.skip + size)
    const body: Row = { '@odata.context': `${url.origin}/odata/$metadata#${resource}` }
    if (query.count) body['@odata.count'] = selected.length
    body.value = render(page, query, url.origin)
    // A page the server cut short of what the client asked for links to the rest, by offset.
    if (page.length === size && size > 0 && (query.top === null || query.top > size)) {
      const next = new URL(url)
      next.searchParams.set('$skip', String(query.skip + size))
      if (query.top !== null) next.searchParams.set('$top', String(query.top - size))
      body['@odata.nextLink'] = next.toString()
    }
    send(
      response,
      200,
      body,
      asked ? { 'Preference-Applied': `odata.maxpagesize=${Math.min(asked, MAX_PAGE_SIZE)}` } : {},
    )
  }

  async function readJson(request: http.IncomingMessage): Promise<Row> {
    let text = ''
    for await (const chunk of request) text += chunk
    try {
      const body: unknown = JSON.parse(text)
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Row
    } catch {
      // answered below
    }
    throw new ODataError(400, 'The request body must be a JSON object.')
  }

  function classify(resource: ResourceName, url: URL): RequestKind {
    if (resource === 'Lookup') return 'lookup'
    if (resource === 'OpenHouse') return 'openHouse'
    if (resource !== 'Property') return 'other'
    // The key list: fields of every record (keys, perhaps a status), not what changed since a time.
    const keyList =
      url.searchParams.has('$select') &&
      !url.searchParams.has('$expand') &&
      !(url.searchParams.get('$filter') ?? '').includes('ModificationTimestamp')
    return keyList ? 'keys' : 'changes'
  }

  async function token(request: http.IncomingMessage, response: http.ServerResponse) {
    stats.token++
    let text = ''
    for await (const chunk of request) text += chunk
    const form = new URLSearchParams(text)
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':')
      : [form.get('client_id'), form.get('client_secret')]
    if (form.get('grant_type') !== 'client_credentials') return send(response, 400, { error: 'unsupported_grant_type' })
    if (id !== REFERENCE_CLIENT_ID || secret !== REFERENCE_CLIENT_SECRET)
      return send(response, 401, { error: 'invalid_client' })
    const value = randomBytes(16).toString('hex')
    tokens.add(value)
    send(response, 200, { access_token: value, token_type: 'Bearer', expires_in: 3600 })
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`)
    const path = decodeURIComponent(url.pathname)
    if (path === '/token' && request.method === 'POST') return token(request, response)
    if (path.startsWith('/photos/') && request.method === 'GET') {
      stats.photo++
      const image = await photo(path.slice('/photos/'.length))
      return response
        .writeHead(200, { 'Content-Type': image.type, 'Content-Length': image.bytes.length })
        .end(image.bytes)
    }
    // For a bench in another process: what was asked so far (not counted itself).
    if (path === '/_admin/stats') return send(response, 200, { stats, requests })
    if (path === '/_admin/reset' && request.method === 'POST') {
      resetStats()
      return send(response, 204, null)
    }
    requests.push(`${request.method} ${url.pathname}${url.search}`)
    if (!path.startsWith('/odata')) throw new ODataError(404, `Nothing is served at ${url.pathname}.`)
    if (options.requireToken && !tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, '')))
      return send(response, 401, { error: { code: '40100', message: 'A bearer token from /token is required.' } })
    const route = /^\/odata\/?(\$metadata|[A-Za-z]+)?(?:\('((?:[^']|'')*)'\))?$/.exec(path)
    if (!route) throw new ODataError(404, `Nothing is served at ${url.pathname}.`)
    const [, name, quotedKey] = route
    if (!name) {
      const value = resourcesIn(mode).map((set) => ({ name: set, kind: 'EntitySet', url: set }))
      return send(response, 200, { '@odata.context': `${url.origin}/odata/$metadata`, value })
    }
    if (name === '$metadata') {
      stats.metadata++
      return response
        .writeHead(200, { 'Content-Type': 'application/xml', 'OData-Version': '4.0' })
        .end(metadataXml(mode))
    }
    const resource = resourceOf(name)
    if (!resource || !resourcesIn(mode).includes(resource))
      throw new ODataError(404, `The resource '${name}' is not offered by this server.`)
    const key = quotedKey?.replace(/''/g, "'")
    const writable = resource === 'Property' || resource === 'OpenHouse'
    if (request.method === 'GET') {
      stats[classify(resource, url)]++
      if (key === undefined) return collection(url, resource, String(request.headers.prefer ?? ''), response)
      const row = store.tables[resource].get(key)
      if (!row) throw new ODataError(404, `No ${resource} record has the key '${key}'.`)
      const query = parseQuery(new Map(url.searchParams), resource, mode)
      return send(response, 200, {
        '@odata.context': `${url.origin}/odata/$metadata#${resource}/$entity`,
        ...render([row], query, url.origin)[0],
      })
    }
    if (!writable) throw new ODataError(405, `${resource} records cannot be changed here.`)
    stats.other++
    if (request.method === 'POST' && key === undefined) {
      const row = store.create(resource, await readJson(request), mode)
      return send(response, 201, render([row], parseQuery(new Map(), resource, mode), url.origin)[0])
    }
    if (key === undefined) throw new ODataError(405, `${request.method} needs a record: ${resource}('key').`)
    if (request.method === 'PATCH') {
      store.update(resource, key, await readJson(request), mode)
      return send(response, 204, null)
    }
    if (request.method === 'DELETE') {
      store.remove(resource, key)
      return send(response, 204, null)
    }
    throw new ODataError(405, `${request.method} is not supported.`)
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof ODataError) return send(response, error.status, error.body)
      send(response, 500, { error: { code: '50000', message: String(error) } })
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    mode,
    origin,
    endpointUrl: `${origin}/odata`,
    tokenUrl: `${origin}/token`,
    clientId: REFERENCE_CLIENT_ID,
    clientSecret: REFERENCE_CLIENT_SECRET,
    stats,
    requests,
    resetStats,
    /** The MLS changes a listing (lookups as member names): its ModificationTimestamp moves on, as PATCH does. */
    update: (key: string, values: Row) => store.update('Property', key, values),
    updateOpenHouse: (key: string, values: Row) => store.update('OpenHouse', key, values),
    remove: (key: string) => store.remove('Property', key),
    snapshot: () => store.snapshot(),
    keys: () => [...store.tables.Property.keys()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type ReferenceServer = Awaited<ReturnType<typeof startReferenceServer>>
