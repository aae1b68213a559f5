// The import worker (a background job, server/background-jobs.ts): takes queued import jobs one at a time. A job
// whose process stopped or crashed mid-way (its claim lapsed) is taken over and resumes after its last written batch.
import { clearAllCaches } from '~/cache-registry.server'
import type { AppServices } from '~/context.server'
import { claimNextImportJob, processImportJob } from './jobs.server'

const POLL_MS = 1000

export function startImportWorker({ db, logger, config }: AppServices) {
  let stopping = false
  let running: Promise<void> | null = null

  async function pass() {
    for (;;) {
      if (stopping) return
      const claim = await claimNextImportJob(db, config.jobLeaseMs)
      if (!claim) return
      const id = claim.id
      logger.info({ importJob: id }, 'import started')
      const outcome = await processImportJob(db, claim, {
        siteOrigin: config.appUrl,
        shouldStop: () => stopping,
      }).catch((error: unknown) => {
        logger.error({ err: error, importJob: id }, 'import failed')
        return 'failed' as const
      })
      // Listings and redirects changed: the site's caches read them again.
      clearAllCaches()
      logger.info({ importJob: id, outcome }, 'import ended')
    }
  }

  const kick = () => {
    running ??= pass()
      .catch((error: unknown) => logger.error({ err: error }, 'import worker pass failed'))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(kick, POLL_MS)
  timer.unref()
  kick()

  return {
    async stop() {
      stopping = true
      clearInterval(timer)
      await running
    },
  }
}
