// Issue 40 item 1: one run replicates the whole feed however the server pages (no nextLink at all, a maximum page
// size below what was asked, opaque nextLinks), and key reconciliation reads every key before it takes anything off
// the market. Item 2: a record modified while a run pages through the feed is not lost, whether the run reads by
// cursor or by the server's offsets.
import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { type feedRuns, properties } from '~/db/schema'
import { FeedRunHistory } from '~/components/admin/feed/feed-run-history'
import { getFeedStatus } from './status.server'
import { startFeedBench, type FeedBench } from '../../tests/setup/feed-run'
import type { ResoServerOptions } from '../../tests/support/reso-server'

let bench: FeedBench | null = null
afterEach(async () => {
  await bench?.close()
  bench = null
})

async function start(options: ResoServerOptions) {
  bench = await startFeedBench({ photos: 0, ...options })
  return bench
}

const outcome = (run: typeof feedRuns.$inferSelect) => ({
  seen: run.seen,
  created: run.created,
  removed: run.removed,
  failed: run.failed,
  status: run.status,
  error: run.error,
})
/** The fixture's listing `index` has the key KEY-(100+index) and the listing id MLS-(5000+index). */
const listingIdOf = (key: string) => `MLS-${5000 + Number(key.slice(4)) - 100}`

describe('one run replicates the whole feed', () => {
  it('pages on when the server honours $top in full and sends no nextLink (1,010 listings)', async () => {
    const { sync, services, feed } = await start({ listings: 1010, paging: 'top-no-nextlink' })
    const run = await sync()
    expect(outcome(run)).toEqual({ seen: 1010, created: 1010, removed: 0, failed: 0, status: 'succeeded', error: null })
    expect(await services.db.$count(properties, eq(properties.status, 'active'))).toBe(1010)
    // Key reconciliation over more than 1,000 keys takes off exactly what the MLS dropped (KEY-995 sorts after the
    // 1,000th key), and nothing else.
    for (const key of ['KEY-101', 'KEY-555', 'KEY-995']) feed.remove(key)
    expect(outcome(await sync())).toMatchObject({ seen: 0, removed: 3, failed: 0, status: 'succeeded' })
    expect(await bench!.listingIdsWithStatus('off_market')).toEqual(
      ['KEY-101', 'KEY-555', 'KEY-995'].map(listingIdOf).sort(),
    )
  }, 240_000)

  it('takes a server maximum page size (50) smaller than asked, without nextLinks or key filters', async () => {
    const { sync, services, feed } = await start({
      listings: 120,
      paging: 'top-no-nextlink',
      maxPageSize: 50,
      keyFilter: false,
    })
    // Paged by $skip: the server says it applied pages of 50 (Preference-Applied), so a page of 50 is a full one.
    expect(outcome(await sync())).toMatchObject({ seen: 120, created: 120, removed: 0, status: 'succeeded' })
    feed.remove('KEY-150')
    feed.update('KEY-210', { ListPrice: 123_000 })
    expect(outcome(await sync())).toMatchObject({ removed: 1, failed: 0, status: 'succeeded' })
    expect(await bench!.listingIdsWithStatus('off_market')).toEqual([listingIdOf('KEY-150')])
    const [updated] = await services.db
      .select({ price: properties.priceUsd })
      .from(properties)
      .where(eq(properties.listingId, listingIdOf('KEY-210')))
    expect(updated!.price).toBe(123_000)
  }, 120_000)

  it('follows opaque nextLinks ($skiptoken) from a server that refuses ListingKey filters', async () => {
    const { sync, feed } = await start({ listings: 40, paging: 'opaque', pageSize: 7, keyFilter: false })
    expect(outcome(await sync())).toMatchObject({ seen: 40, created: 40, removed: 0, status: 'succeeded' })
    feed.remove('KEY-120')
    expect(outcome(await sync())).toMatchObject({ removed: 1, status: 'succeeded' })
    expect(await bench!.listingIdsWithStatus('off_market')).toEqual([listingIdOf('KEY-120')])
  }, 120_000)

  it('loses no record modified while the run pages, on a server with opaque nextLinks', async () => {
    const { sync, feed } = await start({ listings: 30, paging: 'opaque', pageSize: 5 })
    // After the first page, one of its records is modified: it moves to the end, and every later record one place
    // forward, so an offset (the server's nextLink) would skip one.
    feed.afterPropertyRequests(1, () => feed.update('KEY-103', { ListPrice: 999_000 }), 'changes')
    const run = await sync({ pageSize: 5 })
    expect(outcome(run)).toMatchObject({ created: 30, failed: 0, status: 'succeeded' })
    expect(await bench!.listingIdsWithStatus('active')).toHaveLength(30)
  }, 120_000)
})

describe('a record modified while an offset-paged run reads the feed', () => {
  // The server refuses a cursor on ListingKey, so after its first page the run follows offsets. A record of the first
  // offset page (KEY-105 … KEY-109) is modified after it was read: it moves to the end and every later record one place
  // forward, so the record at the edge of the next page (KEY-110) is never sent by the offsets.
  for (const paging of ['opaque', 'skip'] as const)
    it(`is not lost, and its neighbour is read again (${paging} nextLinks)`, async () => {
      const { sync, feed, services } = await start({ listings: 30, paging, pageSize: 5, keyFilter: false })
      feed.afterPropertyRequests(2, () => feed.update('KEY-107', { ListPrice: 999_000 }), 'changes')
      const run = await sync({ pageSize: 5 })
      expect(outcome(run)).toMatchObject({ created: 30, failed: 0, status: 'succeeded', error: null })
      expect(await bench!.listingIdsWithStatus('active')).toHaveLength(30)
      const [moved] = await services.db
        .select({ price: properties.priceUsd })
        .from(properties)
        .where(eq(properties.listingId, listingIdOf('KEY-107')))
      expect(moved!.price).toBe(999_000)
      // The mark moved to the end, past everything read: a run with nothing changed reads nothing more.
      const next = await sync({ pageSize: 5 })
      expect(outcome(next)).toMatchObject({ created: 0, failed: 0, status: 'succeeded' })
      expect(next.updated).toBe(0)
    }, 120_000)
})

describe('key reconciliation', () => {
  it('reads every key when a listing leaves the feed between two key pages', async () => {
    const { sync, feed } = await start({ listings: 30, pageSize: 7 })
    expect(outcome(await sync())).toMatchObject({ created: 30, status: 'succeeded' })
    feed.remove('KEY-101')
    // Offset pages would shift and never send KEY-109; reading after the last key read sends every key.
    feed.afterPropertyRequests(1, () => feed.remove('KEY-102'), 'keys')
    expect(outcome(await sync())).toMatchObject({ removed: 1, status: 'succeeded' })
    expect(await bench!.listingIdsWithStatus('off_market')).toEqual([listingIdOf('KEY-101')])
    // KEY-102 was read before it left; the next run takes it off.
    expect(outcome(await sync())).toMatchObject({ removed: 1, status: 'succeeded' })
    expect(await bench!.listingIdsWithStatus('off_market')).toEqual(['KEY-101', 'KEY-102'].map(listingIdOf))
  }, 120_000)

  it('removes nothing, and says so on the run, when the key list comes back short of @odata.count', async () => {
    const { sync, feed } = await start({ listings: 30, pageSize: 7, keyFilter: false })
    expect(outcome(await sync())).toMatchObject({ created: 30, status: 'succeeded' })
    feed.remove('KEY-101')
    // Offset paging only (no ListingKey filter): a listing leaves between two key pages and a live key (KEY-109)
    // is never sent. The first key request is the one refused a cursor; the second is the offset's first page.
    feed.afterPropertyRequests(2, () => feed.remove('KEY-102'), 'keys')
    const run = await sync()
    expect(outcome(run)).toMatchObject({ removed: 0, status: 'succeeded' })
    const reason = 'Nothing was taken off the market: the MLS counts 29 listings but sent 28 keys.'
    expect(run.holdReason).toBe(reason)
    expect(await bench!.listingIdsWithStatus('off_market')).toEqual([])
    // The RETS screen's run history says it.
    const { runs } = await getFeedStatus(bench!.services.db)
    expect(renderToString(createElement(FeedRunHistory, { runs }))).toContain(reason)
  }, 120_000)
})
