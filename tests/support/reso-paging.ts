// How the fixture RESO server pages, in the ways real servers do (issue 40): $top capped with a $skip nextLink,
// $top honoured in full with no nextLink at all (legal OData; RESO's reference server does it), an opaque $skiptoken
// nextLink, a server maximum page size (Prefer: odata.maxpagesize answered with Preference-Applied), and vendors that
// refuse a $filter on ListingKey.
import { randomBytes } from 'node:crypto'

export interface PagingOptions {
  /** The page size of 'skip' and 'opaque' paging: $top is capped to it (2 unless told). */
  pageSize?: number
  /**
   * 'skip' (the default): $top capped to pageSize, a nextLink with $skip while more remain;
   * 'top-no-nextlink': $top honoured in full (100 without one), never a nextLink;
   * 'opaque': pages of pageSize, the nextLink an opaque $skiptoken that keeps the query on the server.
   */
  paging?: 'skip' | 'top-no-nextlink' | 'opaque'
  /** The largest page the server sends, whatever $top asks. */
  maxPageSize?: number
  /** false: a $filter on `ListingKey gt` is refused with 400 (vendors that filter on a few fields only). */
  keyFilter?: boolean
}

export interface PageRequest {
  params: URLSearchParams
  skip: number
  size: number
  headers: Record<string, string>
  nextLink: (total: number) => string | null
}

export function createPaging(options: PagingOptions) {
  const tokens = new Map<string, { query: string; skip: number }>()
  const mode = options.paging ?? 'skip'

  /** What one /Property request asks for and how its answer pages; an error for a query the server refuses. */
  return function pageOf(url: URL, prefer: string | undefined): PageRequest | { error: string } {
    const token = url.searchParams.get('$skiptoken')
    const state = token ? tokens.get(token) : { query: url.search, skip: Number(url.searchParams.get('$skip') ?? 0) }
    if (!state) return { error: 'Unknown $skiptoken' }
    const params = new URLSearchParams(state.query)
    if (options.keyFilter === false && /ListingKey gt/.test(params.get('$filter') ?? ''))
      return { error: 'ListingKey cannot be used in $filter' }
    const top = Number(params.get('$top') ?? (mode === 'top-no-nextlink' ? 100 : (options.pageSize ?? 2)))
    let size = mode === 'top-no-nextlink' ? top : Math.min(top, options.pageSize ?? 2)
    size = Math.min(size, options.maxPageSize ?? size)
    const preferred = Number(/odata\.maxpagesize=(\d+)/.exec(prefer ?? '')?.[1] ?? Number.NaN)
    const headers: Record<string, string> = {}
    if (Number.isFinite(preferred)) {
      size = Math.min(size, preferred)
      headers['Preference-Applied'] = `odata.maxpagesize=${size}`
    }
    const { skip } = state
    return {
      params,
      skip,
      size,
      headers,
      nextLink(total) {
        if (mode === 'top-no-nextlink' || skip + size >= total) return null
        if (mode === 'skip') {
          const next = new URL(url)
          next.searchParams.set('$skip', String(skip + size))
          return next.toString()
        }
        const id = randomBytes(9).toString('base64url')
        tokens.set(id, { query: state.query, skip: skip + size })
        return `${url.origin}${url.pathname}?$skiptoken=${id}`
      },
    }
  }
}
