// The site's side of a reference-server run, shared by the end-to-end test and the bench: the feed settings pointing
// at the server, the areas its cities name, and one feed run queued, claimed and run to its end as the worker would.
import { eq } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { areas, feedRunErrors, feedRuns } from '~/db/schema'
import { claimFeedRun, queueFeedRun } from '~/feed/runs.server'
import { saveFeedSettings } from '~/feed/settings.server'
import { runFeedSync, type SyncOptions } from '~/feed/sync.server'
import { ROATAN_SYSTEM } from './generator'
import { CITIES } from './generator-tables'
import type { ReferenceServer } from './server'

type SiteServices = Pick<AppServices, 'db' | 'storage' | 'config' | 'logger'>

export async function connectSite(
  services: SiteServices,
  server: Pick<ReferenceServer, 'endpointUrl' | 'tokenUrl' | 'clientId' | 'clientSecret'>,
  originatingSystem = ROATAN_SYSTEM,
) {
  await services.db
    .insert(areas)
    .values(CITIES.map((name) => ({ slug: name.toLowerCase().replace(/\W+/g, '-'), name })))
    .onConflictDoNothing()
  const saved = await saveFeedSettings(
    services.db,
    services.config,
    {
      endpointUrl: server.endpointUrl,
      tokenUrl: server.tokenUrl,
      clientId: server.clientId,
      clientSecret: server.clientSecret,
      originatingSystem,
      schedule: 'off',
    },
    null,
  )
  if (!saved.ok) throw new Error(`the feed settings were refused: ${JSON.stringify(saved)}`)
}

/** One run to its end (retries without waiting); the finished run row and what it reported. */
export async function runFeedOnce(services: SiteServices, options: SyncOptions = {}) {
  await queueFeedRun(services.db, 'manual', null)
  const run = await claimFeedRun(services.db)
  if (!run) throw new Error('no feed run could be claimed')
  await runFeedSync(services, run, { retry: { sleep: async () => undefined }, ...options })
  const [finished] = await services.db.select().from(feedRuns).where(eq(feedRuns.id, run.id))
  const reported = await services.db
    .select({ key: feedRunErrors.listingKey, message: feedRunErrors.message, severity: feedRunErrors.severity })
    .from(feedRunErrors)
    .where(eq(feedRunErrors.runId, run.id))
  return {
    run: finished!,
    errors: reported.filter((row) => row.severity === 'error'),
    warnings: reported.filter((row) => row.severity !== 'error'),
  }
}
