// One feed run: changes after the high-water mark, page by page (the mark moves after each applied page, so a run
// that is cut off resumes there), then a key reconciliation that takes listings the feed dropped off the market,
// only once every key was read (paging.server.ts). A bad record is reported in feed_run_errors and skipped, a value
// the site cannot hold is left out with a warning; only the feed being unreachable fails the run.
import type { AppServices } from '~/context.server'
import { findStaffActor } from '~/models/audit.server'
import { applyListing, RunLookups } from './apply-listing.server'
import { takeLeaseOffMarket } from './leases.server'
import { ListingError } from './listing-error'
import { settleRepeatedListingId } from './listing-id.server'
import { currentLookupMap } from './lookup-map.server'
import { mapResoProperty } from './mapping'
import { PageReads } from './page-reads.server'
import { replicateOpenHouses } from './open-houses.server'
import { checkedChangedPages } from './offset-check.server'
import { lastMark, readListingKeys } from './paging.server'
import { retryDuePhotos } from './photo-retries.server'
import { purgeLongRemovedPhotos, reconcileRemovals } from './removals.server'
import { openRequestBudget, type FeedClock } from './request-budget.server'
import { FeedRequestError, ResoClient } from './reso-client.server'
import type { RetryOptions } from './retry.server'
import {
  INTERRUPTED_MESSAGE,
  finishFeedRun,
  heartbeat,
  recordExpectedTotal,
  recordRunError,
  writeRunCounts,
  type FeedRun,
  type RunCounts,
} from './runs.server'
import { advanceHighWaterMark, getFeedCredentials, getHighWaterMark } from './settings.server'

export interface SyncOptions {
  retry?: RetryOptions
  pageSize?: number
  signal?: AbortSignal
  heartbeatMs?: number
  /** The clock the provider's limits wait by (tests inject one that never sleeps). */
  clock?: FeedClock
}

export const DEFAULT_PAGE_SIZE = 100
/** Keys are small: the key list is asked for in larger pages (the server may still send smaller ones). */
const KEY_PAGE_SIZE = 1000
const HEARTBEAT_MS = 5_000

const RECORD_FAILED = 'The listing could not be saved because of an unexpected error; the server log has the details.'
const RUN_FAILED = 'The run stopped on an unexpected error; the server log has the details.'

/** Our own words for staff; null for anything else (a database error's SQL), which only the server log may hold. */
const staffMessage = (error: unknown) =>
  error instanceof ListingError || error instanceof FeedRequestError ? error.message : null

/** Runs one claimed run to its end; `interrupted` when stop() cut it off. */
export async function runFeedSync(
  services: Pick<AppServices, 'db' | 'storage' | 'config' | 'logger'>,
  run: FeedRun,
  options: SyncOptions = {},
): Promise<{ interrupted: boolean }> {
  const { db, logger } = services
  const { signal } = options
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE
  const counts: RunCounts = { seen: 0, created: 0, updated: 0, removed: 0, failed: 0, skipped: 0 }
  const beat = setInterval(() => void heartbeat(db, run.id).catch(() => undefined), options.heartbeatMs ?? HEARTBEAT_MS)
  try {
    // Issue 39: a run a staff member started writes its listing changes as theirs, through the run, in the audit log.
    const starter = await findStaffActor(db, run.startedBy)
    const actor = starter && { ...starter, via: `feed run ${run.id}` }
    const credentials = await getFeedCredentials(db, services.config)
    if (!credentials) {
      await finishFeedRun(
        db,
        run.id,
        counts,
        'The feed is not set up: save the settings (with the client secret) first.',
      )
      return { interrupted: false }
    }
    const retry = { ...options.retry, signal }
    // Issue 40: requests spaced and counted against the provider's limits (request-budget.server.ts).
    const client = new ResoClient(credentials, retry, await openRequestBudget(db, options.clock))
    let totalKnown = false
    const warn = (message: string) => recordRunError(db, run.id, null, message, 'warning')
    const photoRun = () => ({ runId: run.id, now: new Date(options.clock?.now() ?? Date.now()) })
    // Issue 40: enum members and local lookup values → display values, from $metadata / Lookup once a day.
    const lookupMap = await currentLookupMap(db, client, { warn, signal })
    const lookups = new RunLookups(db)
    const start = await getHighWaterMark(db)
    for await (const page of checkedChangedPages(db, client, start, pageSize, warn, signal)) {
      signal?.throwIfAborted()
      if (page.count !== null && !totalKnown) {
        await recordExpectedTotal(db, run.id, page.count)
        totalKnown = true
      }
      const mappedPage = page.records.map((record) => mapResoProperty(record, lookupMap))
      const reads = await PageReads.read(
        db,
        mappedPage.flatMap((mapped) => (mapped.ok ? [mapped.listing] : [])),
      )
      for (const mapped of mappedPage) {
        signal?.throwIfAborted()
        counts.seen++
        if (!mapped.ok && mapped.lease) {
          // Not listed (decision 036): counted, and a feed listing that became a lease goes off market.
          counts.skipped++
          if (mapped.listingKey) {
            reads.wrote({ listingKey: mapped.listingKey })
            counts.removed += await takeLeaseOffMarket(db, mapped.listingKey, actor)
          }
          continue
        }
        if (!mapped.ok) {
          counts.failed++
          await recordRunError(db, run.id, mapped.listingKey, mapped.error)
          continue
        }
        const { listingKey } = mapped.listing
        for (const warning of mapped.warnings) await recordRunError(db, run.id, listingKey, warning, 'warning')
        try {
          // A ListingId another feed listing holds (repeated in the MLS): listed under one from its ListingKey.
          const settled = await settleRepeatedListingId(reads, mapped.listing)
          if (settled.warning) await recordRunError(db, run.id, listingKey, settled.warning, 'warning')
          const outcome = await applyListing(services, settled.listing, {
            retry,
            actor,
            photoRun: photoRun(),
            lookups,
            reads,
          })
          if (outcome !== 'unchanged') counts[outcome]++
        } catch (error) {
          if (signal?.aborted) throw error
          counts.failed++
          const message = staffMessage(error)
          if (message === null) logger.error({ err: error, runId: run.id, listingKey }, 'listing feed record failed')
          await recordRunError(db, run.id, listingKey, message ?? RECORD_FAILED)
        }
      }
      // Offset-paged records move the mark only once the run has checked it missed none (offset-check.server.ts).
      const mark = page.holdMark ? null : lastMark(page.records)
      if (mark) await advanceHighWaterMark(db, mark)
      await writeRunCounts(db, run.id, counts)
    }
    // Photos that could not be downloaded before, once their back-off is over (photo-retries.server.ts).
    await retryDuePhotos(services, photoRun(), retry, actor)
    // Open houses (their own resource and mark), once the listings they belong to are in.
    await replicateOpenHouses(services, client, run.id, { pageSize, signal })
    // Removals: a listing the feed no longer offers leaves the site, once every key the feed offers was read.
    // Issue 40: unless the run trips the safety catch, which holds them for an admin (removals.server.ts).
    const keyList = await readListingKeys(client, Math.max(pageSize, KEY_PAGE_SIZE), signal)
    counts.removed += await reconcileRemovals(db, run.id, keyList, actor)
    await purgeLongRemovedPhotos(services)
    await finishFeedRun(db, run.id, counts, null)
    return { interrupted: false }
  } catch (error) {
    const message = signal?.aborted ? INTERRUPTED_MESSAGE : (staffMessage(error) ?? RUN_FAILED)
    logger.warn({ err: error, runId: run.id }, 'listing feed run failed')
    await finishFeedRun(db, run.id, counts, message)
    return { interrupted: Boolean(signal?.aborted) }
  } finally {
    clearInterval(beat)
  }
}
