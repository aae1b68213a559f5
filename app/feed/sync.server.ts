// One feed run: changes after the high-water mark, page by page (the mark moves after each applied page, so a run
// that is cut off resumes there), then a key reconciliation that takes listings the feed dropped off the market.
// A bad record is reported in feed_run_errors and skipped; only the feed being unreachable fails the run.
import type { AppServices } from '~/context.server'
import { findStaffActor } from '~/models/audit.server'
import { applyListing, takeOffMarketUnlessListed } from './apply-listing.server'
import { mapResoProperty } from './mapping'
import { ResoClient, type HighWaterMark } from './reso-client.server'
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
}

export const DEFAULT_PAGE_SIZE = 100
const HEARTBEAT_MS = 5_000

/** The (ModificationTimestamp, ListingKey) of the last record of a page that has both. */
function lastMark(records: unknown[]): HighWaterMark | null {
  for (let index = records.length - 1; index >= 0; index--) {
    const { ModificationTimestamp: at, ListingKey: key } = (records[index] ?? {}) as Record<string, unknown>
    if (typeof at === 'string' && typeof key === 'string' && !Number.isNaN(Date.parse(at)))
      return { timestamp: new Date(at), listingKey: key }
  }
  return null
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Runs one claimed run to its end; `interrupted` when stop() cut it off. */
export async function runFeedSync(
  services: Pick<AppServices, 'db' | 'storage' | 'config' | 'logger'>,
  run: FeedRun,
  options: SyncOptions = {},
): Promise<{ interrupted: boolean }> {
  const { db } = services
  const { signal } = options
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE
  const counts: RunCounts = { seen: 0, created: 0, updated: 0, removed: 0, failed: 0 }
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
    const client = new ResoClient(credentials, retry)
    let url: string | null = client.changesUrl(await getHighWaterMark(db), pageSize)
    let totalKnown = false
    while (url) {
      signal?.throwIfAborted()
      const page = await client.getPage(url)
      if (page.count !== null && !totalKnown) {
        await recordExpectedTotal(db, run.id, page.count)
        totalKnown = true
      }
      for (const record of page.records) {
        signal?.throwIfAborted()
        counts.seen++
        const mapped = mapResoProperty(record)
        if (!mapped.ok) {
          counts.failed++
          await recordRunError(db, run.id, mapped.listingKey, mapped.error)
          continue
        }
        try {
          const outcome = await applyListing(services, mapped.listing, retry, actor)
          if (outcome !== 'unchanged') counts[outcome]++
        } catch (error) {
          if (signal?.aborted) throw error
          counts.failed++
          await recordRunError(db, run.id, mapped.listing.listingKey, messageOf(error))
        }
      }
      const mark = lastMark(page.records)
      if (mark) await advanceHighWaterMark(db, mark)
      await writeRunCounts(db, run.id, counts)
      url = page.nextLink
    }
    // Removals: a listing the feed no longer offers leaves the site.
    const liveKeys = await client.allListingKeys(Math.max(pageSize, 1000), signal)
    counts.removed += await takeOffMarketUnlessListed(db, liveKeys, actor)
    await finishFeedRun(db, run.id, counts, null)
    return { interrupted: false }
  } catch (error) {
    const message = signal?.aborted ? INTERRUPTED_MESSAGE : messageOf(error)
    services.logger.warn({ err: error, runId: run.id }, 'listing feed run failed')
    await finishFeedRun(db, run.id, counts, message)
    return { interrupted: Boolean(signal?.aborted) }
  } finally {
    clearInterval(beat)
  }
}
