// Issue 40 item 2, for servers paged by offset (they refuse a cursor on ListingKey). An offset trusts the server's
// order to hold still, but a record modified mid-run moves to the end and every later record one place forward, so
// the record at the next page's edge is never sent. Such a run keeps the high-water mark where offset paging began,
// remembers the key and timestamp of every record it read, and at the end asks for the key and timestamp of
// everything changed since then ($select: a small answer). A record it did not read (or read older) is read again, from
// the earliest one missed, up to three times; only a run that missed nothing moves the mark past them.
import type { Database } from '~/db/client.server'
import { changedPages, lastMark, nextOffsetUrl } from './paging.server'
import type { HighWaterMark, ResoClient } from './reso-client.server'
import { advanceHighWaterMark } from './settings.server'

const ROUNDS = 3
const CHECK_PAGE_SIZE = 1000

export const OFFSET_MISSES_LEFT =
  'Records kept changing while the run read them, so the high-water mark stays where it was: the next run reads them again.'

const recordMark = (record: unknown) => {
  const { ListingKey: key, ModificationTimestamp: at } = (record ?? {}) as Record<string, unknown>
  return typeof key === 'string' && typeof at === 'string' && !Number.isNaN(Date.parse(at))
    ? { key, time: Date.parse(at), at }
    : null
}

export class OffsetCheck {
  /** Where offset paging began (undefined: it never did, every page was read by cursor). */
  private from: HighWaterMark | null | undefined = undefined
  private readonly read = new Map<string, number>()
  private furthest: HighWaterMark | null = null
  private rounds = 0

  get used() {
    return this.from !== undefined
  }

  /** Notes every page's records; `from`: where offset paging began, once it has (undefined: read by cursor). */
  add(records: unknown[], from: HighWaterMark | null | undefined) {
    if (this.from === undefined) this.from = from
    for (const record of records) {
      const mark = recordMark(record)
      if (mark && (this.read.get(mark.key) ?? -Infinity) < mark.time) this.read.set(mark.key, mark.time)
    }
    const last = lastMark(records)
    if (this.from !== undefined && last && (!this.furthest || last.timestamp >= this.furthest.timestamp))
      this.furthest = last
  }

  /**
   * After a pass: where to read again from (records were missed), or null when the run is settled, having moved the
   * mark when nothing was missed. `warning` is set when misses remain after the last round.
   */
  async settle(
    db: Database,
    client: ResoClient,
    signal?: AbortSignal,
  ): Promise<{ again: HighWaterMark | null; warning: string | null }> {
    if (this.from === undefined) return { again: null, warning: null }
    const missed = await this.missed(client, signal)
    if (missed === null) {
      if (this.furthest) await advanceHighWaterMark(db, this.furthest)
      return { again: null, warning: null }
    }
    if (++this.rounds > ROUNDS) return { again: null, warning: OFFSET_MISSES_LEFT }
    // Read again from just before the earliest record missed (a cursor without a key asks for later timestamps).
    return { again: { timestamp: new Date(missed - 1), listingKey: null }, warning: null }
  }

  /** The earliest timestamp of a record changed since offset paging began that the run has not read; null if none. */
  private async missed(client: ResoClient, signal?: AbortSignal): Promise<number | null> {
    let url: string | null = client.changeCheckUrl(this.from ?? null, CHECK_PAGE_SIZE)
    let read = 0
    let count: number | null = null
    let earliest: number | null = null
    while (url) {
      signal?.throwIfAborted()
      const page = await client.getPage(url, CHECK_PAGE_SIZE)
      count ??= page.count
      read += page.records.length
      for (const record of page.records) {
        const mark = recordMark(record)
        if (mark && (this.read.get(mark.key) ?? -Infinity) < mark.time && (earliest === null || mark.time < earliest))
          earliest = mark.time
      }
      url = nextOffsetUrl(url, page, CHECK_PAGE_SIZE, read, count)
    }
    return earliest
  }
}

/**
 * The changed pages of a whole run: changedPages from `start`, then, when offset paging was used, the re-reads the
 * check asks for. `holdMark`: the page was read by offset (or after), so the caller must not move the mark past it.
 */
export async function* checkedChangedPages(
  db: Database,
  client: ResoClient,
  start: HighWaterMark | null,
  pageSize: number,
  warn: (message: string) => Promise<void>,
  signal?: AbortSignal,
) {
  const check = new OffsetCheck()
  let from: HighWaterMark | null | undefined = start
  while (from !== undefined) {
    for await (const page of changedPages(client, from, pageSize)) {
      // Records read by cursor before offset paging began are noted too: the check's answer starts at their timestamp.
      check.add(page.records, page.offsetFrom)
      yield { ...page, holdMark: check.used }
    }
    const settled = await check.settle(db, client, signal)
    if (settled.warning) await warn(settled.warning)
    from = settled.again ?? undefined
  }
}
