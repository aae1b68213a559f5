// A RESO Web API client: OAuth2 client credentials (token cached until it expires, fetched again once on a 401) and
// OData queries on the Property resource, one page at a time (how pages follow each other: paging.server.ts).
import { fetchWithRetry, type RetryOptions } from './retry.server'

export interface FeedCredentials {
  endpointUrl: string
  tokenUrl: string
  clientId: string
  clientSecret: string
  originatingSystem: string
}

export class FeedRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'FeedRequestError'
  }
}

/**
 * Where replication stands: the last ModificationTimestamp (and ListingKey, for equal timestamps) applied. `literal`
 * is the timestamp as the server wrote it, used in the next query of the same run: a server that keeps microseconds
 * would otherwise send the same record back forever.
 */
export interface HighWaterMark {
  timestamp: Date
  listingKey: string | null
  literal?: string
}

/** What stands between the client and the provider (request-budget.server.ts): its limits and its counts. */
export interface RequestGate {
  /** Before a request (not its retries): may wait, or end the run with a FeedRequestError. */
  beforeRequest(signal?: AbortSignal): Promise<void>
  /** Makes every attempt, retries included. */
  fetch: typeof fetch
}

export interface PropertyPage {
  records: unknown[]
  count: number | null
  nextLink: string | null
  /** The page size the server says it applied (Preference-Applied: odata.maxpagesize), when it says one. */
  appliedPageSize: number | null
}

const TOKEN_MARGIN_MS = 30_000
const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`
/** An OData DateTimeOffset literal, safe to put in a $filter as it is. */
export const isDateTimeLiteral = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,12})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)

/**
 * The $filter for records after the high-water mark; equal timestamps are ordered by ListingKey. Without the
 * tie-break (a server that refuses ListingKey in $filter) the mark's own timestamp is read again: replaying is
 * harmless, skipping is not.
 */
export function replicationFilter(
  mark: HighWaterMark | null,
  originatingSystem: string,
  tieBreak = true,
  keyField: 'ListingKey' | 'OpenHouseKey' = 'ListingKey',
): string | null {
  const parts: string[] = []
  if (originatingSystem) parts.push(`OriginatingSystemName eq ${odataString(originatingSystem)}`)
  if (mark) {
    const at = mark.literal ?? mark.timestamp.toISOString()
    if (!tieBreak) parts.push(`ModificationTimestamp ge ${at}`)
    else
      parts.push(
        mark.listingKey
          ? `(ModificationTimestamp gt ${at} or (ModificationTimestamp eq ${at} and ${keyField} gt ${odataString(mark.listingKey)}))`
          : `ModificationTimestamp gt ${at}`,
      )
  }
  return parts.length ? parts.join(' and ') : null
}

export class ResoClient {
  private token: { value: string; expiresAt: number } | null = null

  constructor(
    private readonly credentials: FeedCredentials,
    private readonly retry: RetryOptions = {},
    private readonly gate?: RequestGate,
  ) {}

  /** fetch with retries; an address that cannot be reached is a FeedRequestError, in words for staff. */
  private async reach(url: string, init: RequestInit): Promise<Response> {
    await this.gate?.beforeRequest(this.retry.signal)
    try {
      return await fetchWithRetry(url, init, this.gate ? { ...this.retry, fetch: this.gate.fetch } : this.retry)
    } catch (error) {
      if (this.retry.signal?.aborted) throw error
      throw new FeedRequestError(`The address ${new URL(url).host} could not be reached.`)
    }
  }

  private async fetchToken(): Promise<string> {
    const response = await this.reach(this.credentials.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.credentials.clientId,
        client_secret: this.credentials.clientSecret,
      }),
    })
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null
    if (!response.ok || typeof body?.access_token !== 'string')
      throw new FeedRequestError(
        response.status === 400 || response.status === 401
          ? 'The MLS refused the client ID or secret.'
          : `The token address answered ${response.status}.`,
        response.status,
      )
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in * 1000 : 3_600_000
    this.token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, lifetime - TOKEN_MARGIN_MS) }
    return body.access_token
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value
    return this.fetchToken()
  }

  /** GET with the bearer token; a 401 fetches a new token and tries once more. The answer is a success. */
  private async get(url: string, headers: Record<string, string>): Promise<Response> {
    const send = (token: string) =>
      this.reach(url, { headers: { Accept: 'application/json', ...headers, Authorization: `Bearer ${token}` } })
    let response = await send(await this.accessToken())
    if (response.status === 401) {
      await response.body?.cancel()
      this.token = null
      response = await send(await this.fetchToken())
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new FeedRequestError(
        `The Web API answered ${response.status} for ${new URL(url).pathname}.`,
        response.status,
      )
    }
    return response
  }

  async getJson(url: string): Promise<unknown> {
    return (await this.get(url, {})).json()
  }

  propertyUrl(params: Record<string, string | null>): string {
    const url = new URL(`${this.credentials.endpointUrl}/Property`)
    for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value)
    return url.toString()
  }

  /** One page; `pageSize` also asks the server for pages of that size (Prefer: odata.maxpagesize). */
  async getPage(url: string, pageSize?: number): Promise<PropertyPage> {
    const response = await this.get(url, pageSize ? { Prefer: `odata.maxpagesize=${pageSize}` } : {})
    const applied = /odata\.maxpagesize=(\d+)/i.exec(response.headers.get('preference-applied') ?? '')
    const body = (await response.json()) as { value?: unknown; '@odata.count'?: unknown; '@odata.nextLink'?: unknown }
    if (!body || !Array.isArray(body.value)) throw new FeedRequestError('The Web API answer has no "value" list.')
    const next = body['@odata.nextLink']
    return {
      records: body.value,
      count: typeof body['@odata.count'] === 'number' ? body['@odata.count'] : null,
      nextLink: typeof next === 'string' && next ? new URL(next, url).toString() : null,
      appliedPageSize: applied ? Number(applied[1]) : null,
    }
  }

  /** Changes after the mark, oldest first, photos included; `tieBreak: false` for servers refusing ListingKey gt. */
  changesUrl(mark: HighWaterMark | null, pageSize: number, options: { tieBreak?: boolean; count?: boolean } = {}) {
    return this.propertyUrl({
      $filter: replicationFilter(mark, this.credentials.originatingSystem, options.tieBreak ?? true),
      $orderby: 'ModificationTimestamp,ListingKey',
      $top: String(pageSize),
      $expand: 'Media',
      $count: options.count ? 'true' : null,
    })
  }

  /** ListingKeys in key order, after `afterKey` (a cursor), with the feed's count on the first page. */
  keysUrl(afterKey: string | null, pageSize: number): string {
    const system = replicationFilter(null, this.credentials.originatingSystem)
    const after = afterKey === null ? null : `ListingKey gt ${odataString(afterKey)}`
    return this.propertyUrl({
      $filter: [system, after].filter(Boolean).join(' and ') || null,
      // The MLS's own counts by status come with the keys, at no extra request (the health panel; leases apart).
      $select: 'ListingKey,StandardStatus,PropertyType',
      $orderby: 'ListingKey',
      $top: String(pageSize),
      $count: afterKey === null ? 'true' : null,
    })
  }

  /** Key and timestamp of every record changed since `from` (its own timestamp included), oldest first. */
  changeCheckUrl(from: HighWaterMark | null, pageSize: number): string {
    return this.propertyUrl({
      $filter: replicationFilter(from, this.credentials.originatingSystem, false),
      $select: 'ListingKey,ModificationTimestamp',
      $orderby: 'ModificationTimestamp',
      $top: String(pageSize),
      $count: 'true',
    })
  }

  /** Issue 40: open houses changed after the mark (its key an OpenHouseKey), oldest first (open-houses.server.ts). */
  openHousesUrl(mark: HighWaterMark | null, pageSize: number): string {
    const url = new URL(`${this.credentials.endpointUrl}/OpenHouse`)
    const filter = replicationFilter(mark, this.credentials.originatingSystem, true, 'OpenHouseKey')
    if (filter) url.searchParams.set('$filter', filter)
    url.searchParams.set('$orderby', 'ModificationTimestamp,OpenHouseKey')
    url.searchParams.set('$top', String(pageSize))
    return url.toString()
  }

  /** Issue 40: the server's $metadata document (XML CSDL), for its lookups (lookup-map.server.ts). */
  async getMetadataXml(): Promise<string> {
    return (await this.get(`${this.credentials.endpointUrl}/$metadata`, { Accept: 'application/xml' })).text()
  }

  /** Issue 40: the Lookup resource (RESO DD 2.0), optionally only some LookupNames. */
  lookupUrl(filter: string | null, pageSize: number): string {
    const url = new URL(`${this.credentials.endpointUrl}/Lookup`)
    if (filter) url.searchParams.set('$filter', filter)
    url.searchParams.set('$top', String(pageSize))
    return url.toString()
  }

  /** "Test connection": a token and one record. */
  async testConnection(): Promise<{ count: number | null }> {
    const page = await this.getPage(
      this.propertyUrl({
        $filter: replicationFilter(null, this.credentials.originatingSystem),
        $top: '1',
        $count: 'true',
      }),
    )
    return { count: page.count }
  }
}
