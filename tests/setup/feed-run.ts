// A feed test bench: fresh services, the fixture RESO server with the paging and quirks a test asks for, settings
// pointing at it, and sync() running one claimed run to its end with instant retries.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { AppServices } from '~/context.server'
import { areas, feedRuns, properties } from '~/db/schema'
import { claimFeedRun, queueFeedRun } from '~/feed/runs.server'
import { saveFeedSettings } from '~/feed/settings.server'
import { runFeedSync, type SyncOptions } from '~/feed/sync.server'
import { RESO_CLIENT_ID, RESO_CLIENT_SECRET, startResoServer, type ResoServerOptions } from '../support/reso-server'
import { createTestServices } from './test-services'

export async function startFeedBench(serverOptions: ResoServerOptions = {}) {
  const created = await createTestServices()
  const services: AppServices = created.services
  const feed = await startResoServer(serverOptions)
  await services.db.insert(areas).values([
    { slug: 'west-bay', name: 'West Bay' },
    { slug: 'sandy-bay', name: 'Sandy Bay' },
  ])
  const settings = {
    endpointUrl: feed.endpointUrl,
    tokenUrl: feed.tokenUrl,
    clientId: RESO_CLIENT_ID,
    clientSecret: RESO_CLIENT_SECRET,
    originatingSystem: 'RoatanMLS',
    schedule: 'off' as const,
  }
  expect((await saveFeedSettings(services.db, services.config, settings, null)).ok).toBe(true)

  return {
    services,
    feed,
    /** One run, queued and claimed as the worker would, to its end; the finished run row. */
    async sync(options: SyncOptions = {}) {
      await queueFeedRun(services.db, 'manual', null)
      const run = await claimFeedRun(services.db)
      expect(run).not.toBeNull()
      await runFeedSync(services, run!, { retry: { sleep: async () => undefined }, ...options })
      const [finished] = await services.db.select().from(feedRuns).where(eq(feedRuns.id, run!.id))
      return finished!
    },
    /** Listing ids by status, for "exactly these went off market" checks. */
    async listingIdsWithStatus(status: string) {
      const rows = await services.db
        .select({ listingId: properties.listingId })
        .from(properties)
        .where(eq(properties.status, status))
      return rows.map((row) => row.listingId).sort()
    },
    async close() {
      await feed.close()
      await created.close()
    },
  }
}

export type FeedBench = Awaited<ReturnType<typeof startFeedBench>>
