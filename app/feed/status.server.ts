// What the RETS screen shows: the run in progress (with the end of its progress bar when the feed announced one)
// and the history with each run's per-record errors.
import type { Database } from '~/db/client.server'
import { listFeedRuns } from './runs.server'

export async function getFeedStatus(db: Database) {
  const runs = await listFeedRuns(db)
  const active = runs.find((run) => run.status === 'running' || run.status === 'queued') ?? null
  return {
    runs,
    active: active ? { ...active, total: active.expectedTotal } : null,
  }
}

export type FeedStatus = Awaited<ReturnType<typeof getFeedStatus>>
export type FeedRunView = FeedStatus['runs'][number]
