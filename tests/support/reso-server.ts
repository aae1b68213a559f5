// A small RESO Web API for tests, on the loopback interface only: an OAuth2 token endpoint (client credentials,
// short-lived tokens, 401 once they expire), /Property with fixture pages, $filter on ModificationTimestamp (and
// ListingKey for equal timestamps, or alone for key paging), $expand=Media, $select=ListingKey, and photos it serves
// itself. It pages the ways real servers do (reso-paging.ts). Switches inject a 429 or a 500, remove a listing,
// change a listing or its photos, make a photo's address fail (a dead CDN link), or run a change after the n-th
// request (a record modified mid-run).
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { createOpenHouseResource } from './reso-open-houses'
import { createLookupMode, type LookupModeOptions } from './reso-lookups'
import { createPaging, type PagingOptions } from './reso-paging'

export const RESO_CLIENT_ID = 'roatan-test-client'
export const RESO_CLIENT_SECRET = 'test-secret-5678'
export const RESO_OFFICE = 'Bay Islands Realty Group'

type ResoRecord = Record<string, unknown> & { ListingKey: string; ModificationTimestamp: string }

const BASE_TIME = Date.parse('2026-01-05T12:00:00.000Z')
const at = (minutes: number) => new Date(BASE_TIME + minutes * 60_000).toISOString()

function fixtureListing(index: number, prefix = '', overrides: Record<string, unknown> = {}): ResoRecord {
  const key = `${prefix}KEY-${100 + index}`
  return {
    ListingKey: key,
    ListingId: `${prefix}MLS-${5000 + index}`,
    StandardStatus: 'Active',
    PropertyType: index === 3 ? 'Land' : 'Residential',
    PropertySubType: index === 2 ? 'Condominium' : null,
    ListPrice: 200_000 + index * 50_000,
    BedroomsTotal: index === 3 ? null : 1 + (index % 4),
    BathroomsTotalInteger: index === 3 ? null : 1 + (index % 3),
    LivingArea: index === 3 ? null : 1000 + index * 100,
    LivingAreaUnits: 'Square Feet',
    LotSizeArea: index === 3 ? 0.5 : 0.25,
    LotSizeUnits: 'Acres',
    Latitude: 16.3 + (index % 100) / 1000,
    Longitude: -86.55 + (index % 100) / 1000,
    City: index % 2 === 0 ? 'West Bay' : 'Sandy Bay',
    PublicRemarks: `Feed listing number ${index}: steps from the reef, with a breezy veranda.`,
    ListAgentKey: index === 1 ? 'maria.bodden@roatanrealty.example' : `AGENT-${index}`,
    ListOfficeName: RESO_OFFICE,
    UnparsedAddress: `${10 + index} Feed Road, Roatan`,
    OriginatingSystemName: 'RoatanMLS',
    // Two listings share a timestamp, so paging must order equal timestamps by ListingKey.
    ModificationTimestamp: at(index === 2 ? 1 : index),
    PhotosChangeTimestamp: at(0),
    ...overrides,
  }
}

/** A key-list request ($select=ListingKey… in key order), a check of what changed ($select in time order), or changes. */
type RequestKind = 'keys' | 'check' | 'changes'

export interface Failure {
  status: 429 | 500 | 503
  retryAfter?: string
}

export interface ResoServerOptions extends PagingOptions, LookupModeOptions {
  listings?: number
  /** Photos per listing (2 unless told). */
  photos?: number
  tokenSeconds?: number
  /** Put before every ListingKey and ListingId (a test run of its own). */
  prefix?: string
  /** Wait this long before answering each /Property request (so a browser can watch the progress). */
  delayMs?: number
  /** false: the server has no OpenHouse resource (404); else /odata/OpenHouse serves what `openHouses.put` adds. */
  openHouseResource?: boolean
}

export async function startResoServer(options: ResoServerOptions = {}) {
  let delayMs = options.delayMs ?? 0
  const listings = new Map<string, ResoRecord>()
  for (let index = 1; index <= (options.listings ?? 5); index++) {
    const record = fixtureListing(index, options.prefix)
    listings.set(record.ListingKey, record)
  }
  const photoSets = new Map<string, number>()
  const tokens = new Map<string, number>()
  const failures: Failure[] = []
  let failAfter = 0
  let expireAfter = -1
  // Changes are stamped after every fixture listing's own timestamp.
  let clock = Math.max(100, options.listings ?? 5)
  const stats = { tokenRequests: 0, propertyRequests: 0, photoRequests: 0, failuresServed: 0 }
  const afterRequests: { remaining: number; run: () => void; only?: RequestKind }[] = []
  const pageOf = createPaging(options)
  // Enum mode: members in the records, $metadata and the Lookup resource (reso-lookups.ts).
  const lookupMode = createLookupMode(options)
  const openHouses = createOpenHouseResource({ ...options, resource: options.openHouseResource }, () => at(++clock))
  const photoCache = new Map<string, Buffer>()
  /** Photo file names the CDN answers with an error status instead (breakPhoto). */
  const deadPhotos = new Map<string, number>()

  async function photo(name: string) {
    if (!photoCache.has(name)) {
      const seed = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0)
      const color = { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 }
      photoCache.set(
        name,
        await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
          .png()
          .toBuffer(),
      )
    }
    return photoCache.get(name)!
  }

  function withMedia(record: ResoRecord, origin: string) {
    const set = photoSets.get(record.ListingKey) ?? 1
    const photos = Array.from({ length: options.photos ?? 2 }, (_, index) => index + 1).map((order) => ({
      MediaURL: `${origin}/media/${record.ListingKey}-v${set}-${order}.png`,
      Order: order,
      MediaCategory: 'Photo',
    }))
    // Media a record was given (a video, a virtual tour …) follow its photos.
    return { ...record, Media: [...photos, ...(Array.isArray(record.Media) ? record.Media : [])] }
  }

  function matches(record: ResoRecord, filter: string) {
    const system = filter.match(/OriginatingSystemName eq '((?:[^']|'')*)'/)
    if (system && record.OriginatingSystemName !== system[1]!.replace(/''/g, "'")) return false
    const keyMatch = filter.match(/ListingKey gt '((?:[^']|'')*)'/)
    const key = keyMatch ? keyMatch[1]!.replace(/''/g, "'") : null
    const after = filter.match(/ModificationTimestamp (gt|ge) ([0-9T:.\-Z+]+)/)
    if (!after) return key === null || record.ListingKey > key
    const mark = Date.parse(after[2]!)
    const time = Date.parse(record.ModificationTimestamp)
    if (after[1] === 'ge') return time >= mark
    return time > mark || (key !== null && time === mark && record.ListingKey > key)
  }

  function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body))
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const origin = `http://${request.headers.host}`
    const url = new URL(request.url ?? '/', origin)
    if (url.pathname === '/token' && request.method === 'POST') {
      stats.tokenRequests++
      let text = ''
      for await (const chunk of request) text += chunk
      const form = new URLSearchParams(text)
      if (form.get('grant_type') !== 'client_credentials')
        return send(response, 400, { error: 'unsupported_grant_type' })
      if (form.get('client_id') !== RESO_CLIENT_ID || form.get('client_secret') !== RESO_CLIENT_SECRET)
        return send(response, 401, { error: 'invalid_client' })
      const token = randomBytes(12).toString('hex')
      const seconds = options.tokenSeconds ?? 3600
      tokens.set(token, Date.now() + seconds * 1000)
      return send(response, 200, { access_token: token, token_type: 'Bearer', expires_in: seconds })
    }
    if (url.pathname.startsWith('/media/')) {
      stats.photoRequests++
      const dead = deadPhotos.get(url.pathname.slice(7))
      if (dead) return send(response, dead, { error: 'gone' })
      return response.writeHead(200, { 'Content-Type': 'image/png' }).end(await photo(url.pathname.slice(7)))
    }
    if (url.pathname === '/odata/OpenHouse') {
      if ((tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, '')) ?? 0) <= Date.now())
        return send(response, 401, { error: 'invalid_token' })
      const answer = openHouses.answer(url, request.headers.prefer?.toString())
      return send(response, answer.status, answer.body, answer.headers)
    }
    const authorized = (tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, '')) ?? 0) > Date.now()
    if (lookupMode.handle(url, response, authorized)) return
    if (url.pathname !== '/odata/Property') return send(response, 404, { error: 'not found' })
    if (expireAfter >= 0 && expireAfter-- === 0) tokens.clear()
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '')
    if ((tokens.get(token) ?? 0) <= Date.now()) return send(response, 401, { error: 'invalid_token' })
    stats.propertyRequests++
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (failures.length > 0 && failAfter-- <= 0) {
      const failure = failures.shift()!
      stats.failuresServed++
      return send(
        response,
        failure.status,
        { error: 'injected' },
        failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {},
      )
    }
    const paged = pageOf(url, request.headers.prefer?.toString())
    if ('error' in paged) return send(response, 400, { error: { code: '400', message: paged.error } })
    const params = paged.params
    // Code-unit order, the same as the ListingKey gt comparison (a server's collation is its own, but consistent).
    const byKey = (a: ResoRecord, b: ResoRecord) =>
      a.ListingKey < b.ListingKey ? -1 : a.ListingKey > b.ListingKey ? 1 : 0
    const selected = [...listings.values()]
      .filter((record) => matches(record, params.get('$filter') ?? ''))
      .sort((a, b) =>
        params.get('$orderby') === 'ListingKey'
          ? byKey(a, b)
          : a.ModificationTimestamp.localeCompare(b.ModificationTimestamp) || byKey(a, b),
      )
    const page = selected.slice(paged.skip, paged.skip + paged.size).map((record) => {
      const select = params.get('$select')
      if (select) return Object.fromEntries(select.split(',').map((field) => [field, record[field] ?? null]))
      return lookupMode.render(params.get('$expand') === 'Media' ? withMedia(record, origin) : record)
    })
    const nextLink = paged.nextLink(selected.length)
    send(
      response,
      200,
      {
        '@odata.context': `${origin}/odata/$metadata#Property`,
        ...(params.get('$count') === 'true' ? { '@odata.count': selected.length } : {}),
        value: page,
        ...(nextLink ? { '@odata.nextLink': nextLink } : {}),
      },
      paged.headers,
    )
    const kind: RequestKind = !params.get('$select')
      ? 'changes'
      : params.get('$orderby') === 'ListingKey'
        ? 'keys'
        : 'check'
    for (const hook of afterRequests) if ((hook.only ?? kind) === kind && --hook.remaining === 0) hook.run()
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const touch = (record: ResoRecord, changes: Record<string, unknown>) => {
    clock++
    listings.set(record.ListingKey, { ...record, ...changes, ModificationTimestamp: at(clock) })
  }
  const removed = new Map<string, ResoRecord>()
  const find = (key: string) => {
    const record = listings.get(key)
    if (!record) throw new Error(`no fixture listing ${key}`)
    return record
  }

  return {
    origin,
    /** The OpenHouse resource: `put` adds or changes an open house, `requests` counts what it was asked. */
    openHouses,
    endpointUrl: `${origin}/odata`,
    tokenUrl: `${origin}/token`,
    stats,
    /** Requests for $metadata and the Lookup resource (enum mode). */
    lookupRequests: lookupMode.requests,
    keys: () => [...listings.keys()],
    /** Answers /Property requests without `delayMs` from now on (once a browser has watched the progress). */
    stopDelaying() {
      delayMs = 0
    },
    /** After `after` more answered /Property requests, answer these failures, one request each. */
    injectFailures(list: Failure[], after = 0) {
      failures.push(...list)
      failAfter = after
    },
    /** Every token issued so far expires before the (n+1)-th /Property request from now. */
    expireTokensAfter(requests: number) {
      expireAfter = requests
    },
    /** Runs `change` once `requests` more /Property requests (of one kind) were answered: a change while a run pages. */
    afterPropertyRequests(requests: number, change: () => void, only?: RequestKind) {
      afterRequests.push({ remaining: requests, run: change, only })
    },
    update: (key: string, changes: Record<string, unknown>) => touch(find(key), changes),
    changePhotos(key: string) {
      photoSets.set(key, (photoSets.get(key) ?? 1) + 1)
      touch(find(key), { PhotosChangeTimestamp: at(clock + 1) })
    },
    /** The listing's photo `order` of its current set answers `status` (a dead CDN link) until mendPhotos(). */
    breakPhoto(key: string, order: number, status = 404) {
      deadPhotos.set(`${key}-v${photoSets.get(key) ?? 1}-${order}.png`, status)
    },
    mendPhotos: () => deadPhotos.clear(),
    remove: (key: string) => {
      const record = listings.get(key)
      if (record) removed.set(key, record)
      return listings.delete(key)
    },
    /** A removed listing listed again by the MLS as it was, with a new ModificationTimestamp. */
    relist(key: string) {
      const record = removed.get(key)
      if (!record) throw new Error(`no removed fixture listing ${key}`)
      removed.delete(key)
      touch(record, {})
    },
    /** A record as the feed sends it (for bad records); its timestamp follows the others. */
    add(record: Record<string, unknown>) {
      clock++
      const full = { ...fixtureListing(90, options.prefix), ...record, ModificationTimestamp: at(clock) } as ResoRecord
      listings.set(full.ListingKey, full)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type ResoServer = Awaited<ReturnType<typeof startResoServer>>
