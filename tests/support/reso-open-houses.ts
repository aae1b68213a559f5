// The fixture RESO server's OpenHouse resource (issue 40 item 12): records a test adds or changes, $filter on
// ModificationTimestamp with OpenHouseKey for equal timestamps (and OriginatingSystemName), ordered by both, paged
// like /Property (reso-paging.ts). `resource: false` is a server without the resource: every request answers 404.
import { createPaging, type PagingOptions } from './reso-paging'

export type OpenHouseRecord = Record<string, unknown> & { OpenHouseKey: string; ModificationTimestamp: string }

export function createOpenHouseResource(options: PagingOptions & { resource?: boolean }, stamp: () => string) {
  const records = new Map<string, OpenHouseRecord>()
  const pageOf = createPaging(options)
  let requests = 0

  function matches(record: OpenHouseRecord, filter: string) {
    const system = filter.match(/OriginatingSystemName eq '((?:[^']|'')*)'/)
    if (system && record.OriginatingSystemName !== system[1]!.replace(/''/g, "'")) return false
    const after = filter.match(/ModificationTimestamp gt ([0-9T:.\-Z+]+)/)
    if (!after) return true
    const key = filter.match(/OpenHouseKey gt '((?:[^']|'')*)'/)?.[1]?.replace(/''/g, "'") ?? null
    const mark = Date.parse(after[1]!)
    const time = Date.parse(record.ModificationTimestamp)
    return time > mark || (key !== null && time === mark && record.OpenHouseKey > key)
  }

  return {
    get requests() {
      return requests
    },
    /** The answer to one /odata/OpenHouse request (the token already checked). */
    answer(url: URL, prefer: string | undefined): { status: number; body: unknown; headers?: Record<string, string> } {
      requests++
      if (options.resource === false) return { status: 404, body: { error: { code: '404', message: 'Not found' } } }
      const paged = pageOf(url, prefer)
      if ('error' in paged) return { status: 400, body: { error: { code: '400', message: paged.error } } }
      const selected = [...records.values()]
        .filter((record) => matches(record, paged.params.get('$filter') ?? ''))
        .sort(
          (a, b) =>
            a.ModificationTimestamp.localeCompare(b.ModificationTimestamp) ||
            (a.OpenHouseKey < b.OpenHouseKey ? -1 : a.OpenHouseKey > b.OpenHouseKey ? 1 : 0),
        )
      const nextLink = paged.nextLink(selected.length)
      return {
        status: 200,
        body: {
          '@odata.context': `${url.origin}/odata/$metadata#OpenHouse`,
          value: selected.slice(paged.skip, paged.skip + paged.size),
          ...(nextLink ? { '@odata.nextLink': nextLink } : {}),
        },
        headers: paged.headers,
      }
    },
    /** Adds or changes an open house as the MLS would: its ModificationTimestamp follows every earlier change. */
    put(record: Record<string, unknown> & { OpenHouseKey: string }) {
      const previous = records.get(record.OpenHouseKey) ?? {
        OriginatingSystemName: 'RoatanMLS',
        OpenHouseStatus: 'Active',
      }
      records.set(record.OpenHouseKey, { ...previous, ...record, ModificationTimestamp: stamp() })
    },
  }
}
