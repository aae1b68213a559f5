// Work the server does on its own, beside requests (retention purge, listing feed, imports). Each job starts with
// the app and is stopped, and awaited, before the database closes. Add a job by adding it to JOBS.
import type { AppServices } from '~/context.server'
import { startListingAlerts } from '~/email/listing-alerts.server'
import { startNewListingsDigest } from '~/email/new-listings-digest.server'
import { startTaskDigest } from '~/email/task-digest.server'
import { startTourReminders } from '~/email/tour-emails.server'
import { startFeedWorker } from '~/feed/feed-job.server'
import { startImportWorker } from '~/import/worker.server'
import { startRetentionPurge } from '~/models/consent/retention.server'
import { startRateLimitPrune } from '~/auth/rate-limit.server'

export interface RunningJob {
  stop(): Promise<void>
}

export interface BackgroundJob {
  name: string
  start(services: AppServices): RunningJob
}

const JOBS: readonly BackgroundJob[] = [
  // SPEC §9 data retention: consent ledger and contacts past their period, daily.
  { name: 'retention-purge', start: startRetentionPurge },
  // Admin → Import: queued import jobs, one at a time.
  { name: 'imports', start: startImportWorker },
  // Admin → RETS: the listing feed (manual, scheduled and resumed runs), one at a time.
  { name: 'listing-feed', start: (services) => startFeedWorker(services) },
  // Rate-limit counters whose windows have passed.
  { name: 'rate-limit-prune', start: startRateLimitPrune },
  // SPEC §3 New Property Listings: the e-mail of new listings to their subscribers, daily.
  { name: 'new-listings-email', start: startNewListingsDigest },
  // Issue 15: saved-search and saved-listing alerts, every minute, one process at a time.
  { name: 'listing-alerts', start: startListingAlerts },
  // Issue 17: the staff morning e-mail of tasks due today or overdue, once a day across processes.
  { name: 'task-digest', start: startTaskDigest },
  // Issue 44: the buyer's reminder the day before a tour, each claimed by one process.
  { name: 'tour-reminders', start: startTourReminders },
]

export function startBackgroundJobs(services: AppServices): RunningJob {
  const running = JOBS.map((job) => ({ name: job.name, handle: job.start(services) }))
  return {
    async stop() {
      await Promise.all(
        running.map(({ name, handle }) =>
          handle.stop().catch((error) => services.logger.error({ err: error, job: name }, 'job did not stop cleanly')),
        ),
      )
    },
  }
}
