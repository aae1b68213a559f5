// The listing feed as background work: runs queued by "Sync now", runs due by the schedule, and a resume run for a
// run the last shutdown or crash cut off. One at a time (claimFeedRun guards it in the database); stop() aborts the
// run in progress promptly and queues its resumption.
import type { AppServices } from '~/context.server'
import { claimFeedRun, lastRunStart, queueFeedRun } from './runs.server'
import { getFeedCredentials } from './settings.server'
import type { FeedSchedule } from './settings-schema'
import { runFeedSync, type SyncOptions } from './sync.server'

const SCHEDULE_MS: Record<FeedSchedule, number | null> = { off: null, hourly: 3_600_000, daily: 86_400_000 }
const TICK_MS = 30_000

/**
 * The worker's timings from JOB_LEASE_S (15 s: a heartbeat every 5 s, a run cut off after 20 s without one, a look
 * for work every 30 s); a shorter lease shortens each, so a killed process's run is resumed sooner.
 */
export function feedTimings(leaseMs: number) {
  return { heartbeatMs: leaseMs / 3, staleMs: (leaseMs * 4) / 3, tickMs: Math.min(TICK_MS, leaseMs * 2) }
}

// "Sync now" wakes the worker at once rather than at its next tick.
const wakeups = new EventTarget()
export function wakeFeedWorker() {
  wakeups.dispatchEvent(new Event('wake'))
}

async function queueScheduledRun(services: AppServices) {
  const credentials = await getFeedCredentials(services.db, services.config)
  const every = credentials ? SCHEDULE_MS[credentials.schedule] : null
  if (!every) return
  const last = await lastRunStart(services.db)
  if (!last || Date.now() - last.getTime() >= every) await queueFeedRun(services.db, 'scheduled', null)
}

export function startFeedWorker(services: AppServices, options: SyncOptions & { tickMs?: number } = {}) {
  const timings = feedTimings(services.config.jobLeaseMs)
  const controller = new AbortController()
  let working: Promise<void> | null = null
  let again = false

  async function work() {
    await queueScheduledRun(services)
    for (
      let run = await claimFeedRun(services.db, timings.staleMs);
      run && !controller.signal.aborted;
      run = await claimFeedRun(services.db, timings.staleMs)
    ) {
      const { interrupted } = await runFeedSync(services, run, {
        heartbeatMs: timings.heartbeatMs,
        ...options,
        signal: controller.signal,
      })
      // The run just cut off continues at the next start, from the high-water mark.
      // It stays the run of whoever started it (issue 39: its changes are attributed to them).
      if (interrupted) await queueFeedRun(services.db, 'resume', run.startedBy)
    }
  }

  function tick() {
    if (controller.signal.aborted) return
    if (working) {
      again = true
      return
    }
    working = work()
      .catch((error) => services.logger.error({ err: error }, 'listing feed worker failed'))
      .finally(() => {
        working = null
        if (again) {
          again = false
          tick()
        }
      })
  }

  const timer = setInterval(tick, options.tickMs ?? timings.tickMs)
  wakeups.addEventListener('wake', tick)
  tick()
  return {
    async stop() {
      clearInterval(timer)
      wakeups.removeEventListener('wake', tick)
      controller.abort(new Error('The server is stopping.'))
      await working
    },
  }
}
