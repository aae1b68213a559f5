// How one run reads a whole feed, whatever the server does (issue 40 item 1). Every next query starts after the last
// record read (a cursor on ModificationTimestamp and ListingKey for changes, on ListingKey for the key list), until a
// page comes back empty: a server that honours $top with no nextLink, caps pages below what was asked or sends
// opaque nextLinks is read to the end, and a record modified mid-run moves behind the cursor, where it is read again
// rather than shifting another out of an offset page. A server that refuses ListingKey in $filter (400) is paged by
// offset instead: its nextLink, or $skip past a full page (or while short of @odata.count).
import { tallyMlsStatus } from './mls-counts'
import {
  FeedRequestError,
  isDateTimeLiteral,
  type HighWaterMark,
  type PropertyPage,
  type ResoClient,
} from './reso-client.server'

/** The (ModificationTimestamp, ListingKey) of the last record of a page that has both. */
export function lastMark(records: unknown[]): HighWaterMark | null {
  for (let index = records.length - 1; index >= 0; index--) {
    const { ModificationTimestamp: at, ListingKey: key } = (records[index] ?? {}) as Record<string, unknown>
    if (typeof at === 'string' && typeof key === 'string' && !Number.isNaN(Date.parse(at)))
      return { timestamp: new Date(at), listingKey: key, literal: isDateTimeLiteral(at) ? at : undefined }
  }
  return null
}

const isAt = (record: unknown, mark: HighWaterMark) => {
  const { ModificationTimestamp: at, ListingKey: key } = (record ?? {}) as Record<string, unknown>
  return key === mark.listingKey && typeof at === 'string' && Date.parse(at) === mark.timestamp.getTime()
}

/** A cursor must move forward, or a server that ignores the filter would be asked the same page forever. */
export function movesForward(cursor: HighWaterMark | null, next: HighWaterMark | null): next is HighWaterMark {
  if (!next) return false
  if (!cursor) return true
  const same = next.timestamp.getTime() === cursor.timestamp.getTime()
  return next.timestamp > cursor.timestamp || (same && next.listingKey !== cursor.listingKey)
}

const refusedFilter = (error: unknown) => error instanceof FeedRequestError && error.status === 400

/** The next page of offset paging, or null at the end. */
export function nextOffsetUrl(url: string, page: PropertyPage, asked: number, read: number, count: number | null) {
  if (page.records.length === 0) return null
  if (page.nextLink) return page.nextLink
  // A page the server's own token led to ends where the server stops sending tokens: $skip means nothing there.
  if (new URL(url).searchParams.has('$skiptoken')) return null
  const full = page.records.length >= Math.min(asked, page.appliedPageSize ?? asked)
  if (!full && (count === null || read >= count)) return null
  const next = new URL(url)
  next.searchParams.set('$skip', String(Number(next.searchParams.get('$skip') ?? 0) + page.records.length))
  return next.toString()
}

const STUCK = 'The Web API sent records it had already sent, so the run stopped; the next run starts from here.'

/** Pages of records changed after `start`, oldest first. Pull the next page only once this one is applied. */
export async function* changedPages(
  client: ResoClient,
  start: HighWaterMark | null,
  pageSize: number,
): AsyncGenerator<PropertyPage & { offsetFrom?: HighWaterMark | null }> {
  let cursor = start
  let offset = false
  let url: string | null = client.changesUrl(cursor, pageSize, { count: true })
  let read = 0
  let count: number | null = null
  while (url) {
    let page: PropertyPage
    try {
      page = await client.getPage(url, pageSize)
    } catch (error) {
      if (offset || !cursor?.listingKey || !refusedFilter(error)) throw error
      offset = true
      url = client.changesUrl(cursor, pageSize, { tieBreak: false, count: true })
      continue
    }
    count ??= page.count
    read += page.records.length
    // Read again from the mark's own timestamp, the record at the mark itself was applied already.
    // Offset pages say where offset paging began: an offset can skip a record modified mid-run (offset-check.server.ts).
    if (offset)
      yield {
        ...page,
        offsetFrom: cursor,
        records: cursor ? page.records.filter((record) => !isAt(record, cursor!)) : page.records,
      }
    else yield page
    if (offset) {
      url = nextOffsetUrl(url, page, pageSize, read, count)
      continue
    }
    if (page.records.length === 0) return
    const next = lastMark(page.records)
    if (!movesForward(cursor, next)) throw new FeedRequestError(STUCK)
    cursor = next
    url = client.changesUrl(cursor, pageSize)
  }
}

export interface KeyList {
  keys: Set<string>
  /** Why the list cannot be trusted for removals (incomplete or inconsistent); null when it can. */
  problem: string | null
  /** The MLS's listings by normalised StandardStatus, leases apart (mls-counts.ts). */
  statusCounts: Record<string, number>
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

/** Every ListingKey the feed offers now, read to the end and checked against the feed's own count. */
export async function readListingKeys(client: ResoClient, pageSize: number, signal?: AbortSignal): Promise<KeyList> {
  try {
    return await readKeys(client, pageSize, false, signal)
  } catch (error) {
    if (!refusedFilter(error)) throw error
    return readKeys(client, pageSize, true, signal)
  }
}

async function readKeys(client: ResoClient, pageSize: number, offset: boolean, signal?: AbortSignal): Promise<KeyList> {
  const keys = new Set<string>()
  const statusCounts: Record<string, number> = {}
  let url: string | null = client.keysUrl(null, pageSize)
  let count: number | null = null
  let read = 0
  let unusable = 0
  let repeated = 0
  while (url) {
    signal?.throwIfAborted()
    const page = await client.getPage(url, pageSize)
    count ??= page.count
    read += page.records.length
    let last: string | null = null
    for (const record of page.records) {
      const key = (record as { ListingKey?: unknown } | null)?.ListingKey
      if (typeof key !== 'string' || !key) unusable++
      else if (keys.has(key)) repeated++
      else {
        keys.add(key)
        tallyMlsStatus(statusCounts, record)
      }
      if (typeof key === 'string' && key) last = key
    }
    if (offset) url = nextOffsetUrl(url, page, pageSize, read, count)
    else if (page.records.length === 0) url = null
    else if (last === null || repeated > 0) break
    else url = client.keysUrl(last, pageSize)
  }
  const problems = [
    count !== null && keys.size < count
      ? `the MLS counts ${plural(count, 'listing', 'listings')} but sent ${plural(keys.size, 'key', 'keys')}`
      : null,
    unusable > 0 ? `${plural(unusable, 'record', 'records')} of the key list had no ListingKey` : null,
    // Offset pages overlap when a listing is added mid-read (harmless); a cursor never sends a key twice.
    !offset && repeated > 0 ? 'the key list sent the same keys twice' : null,
  ].filter(Boolean)
  return {
    keys,
    problem: problems.length ? `Nothing was taken off the market: ${problems.join('; ')}.` : null,
    statusCounts,
  }
}
