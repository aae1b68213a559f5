// A RESO Web API client: OAuth2 client credentials (token cached until it expires, fetched again once on a 401) and
// OData queries on the Property resource, following @odata.nextLink page by page.
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

/** Where replication stands: the last ModificationTimestamp (and ListingKey, for equal timestamps) applied. */
export interface HighWaterMark {
  timestamp: Date
  listingKey: string | null
}

export interface PropertyPage {
  records: unknown[]
  count: number | null
  nextLink: string | null
}

const TOKEN_MARGIN_MS = 30_000
const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`

/** The $filter for records after the high-water mark; equal timestamps are ordered by ListingKey. */
export function replicationFilter(mark: HighWaterMark | null, originatingSystem: string): string | null {
  const parts: string[] = []
  if (originatingSystem) parts.push(`OriginatingSystemName eq ${odataString(originatingSystem)}`)
  if (mark) {
    const at = mark.timestamp.toISOString()
    parts.push(
      mark.listingKey
        ? `(ModificationTimestamp gt ${at} or (ModificationTimestamp eq ${at} and ListingKey gt ${odataString(mark.listingKey)}))`
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
  ) {}

  private async fetchToken(): Promise<string> {
    const response = await fetchWithRetry(
      this.credentials.tokenUrl,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.credentials.clientId,
          client_secret: this.credentials.clientSecret,
        }),
      },
      this.retry,
    )
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

  /** GET with the bearer token; a 401 fetches a new token and tries once more. */
  async getJson(url: string): Promise<unknown> {
    const send = async (token: string) =>
      fetchWithRetry(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }, this.retry)
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
    return response.json()
  }

  propertyUrl(params: Record<string, string | null>): string {
    const url = new URL(`${this.credentials.endpointUrl}/Property`)
    for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value)
    return url.toString()
  }

  async getPage(url: string): Promise<PropertyPage> {
    const body = (await this.getJson(url)) as { value?: unknown; '@odata.count'?: unknown; '@odata.nextLink'?: unknown }
    if (!body || !Array.isArray(body.value)) throw new FeedRequestError('The Web API answer has no "value" list.')
    const next = body['@odata.nextLink']
    return {
      records: body.value,
      count: typeof body['@odata.count'] === 'number' ? body['@odata.count'] : null,
      nextLink: typeof next === 'string' && next ? new URL(next, url).toString() : null,
    }
  }

  /** The first page of changes after the mark, oldest first, photos included. */
  changesUrl(mark: HighWaterMark | null, pageSize: number): string {
    return this.propertyUrl({
      $filter: replicationFilter(mark, this.credentials.originatingSystem),
      $orderby: 'ModificationTimestamp,ListingKey',
      $top: String(pageSize),
      $expand: 'Media',
      $count: 'true',
    })
  }

  /** Every ListingKey the feed offers now (for finding listings that were removed). */
  async allListingKeys(pageSize: number, signal?: AbortSignal): Promise<Set<string>> {
    const keys = new Set<string>()
    let url: string | null = this.propertyUrl({
      $filter: replicationFilter(null, this.credentials.originatingSystem),
      $select: 'ListingKey',
      $orderby: 'ListingKey',
      $top: String(pageSize),
    })
    while (url) {
      signal?.throwIfAborted()
      const page: PropertyPage = await this.getPage(url)
      for (const record of page.records) {
        const key = (record as { ListingKey?: unknown }).ListingKey
        if (typeof key === 'string') keys.add(key)
      }
      url = page.nextLink
    }
    return keys
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
