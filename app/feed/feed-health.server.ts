// The feed-health panel of the RETS screen (issue 40 item 10): how far behind the MLS the site is (now − the
// high-water mark: the last change seen), the requests and errors of the last hour against the provider's cap, and
// the feed's listings on the site by status against the MLS's own counts (taken with the newest run's key list).
import { and, count, desc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedListings, feedRuns, feedSettings, properties } from '~/db/schema'
import type { PropertyStatus } from '~/lib/property-rules'
import { statusFromStandardStatus } from './mapping'
import { MLS_LEASES } from './mls-counts'
import { requestsInLastHour } from './request-budget.server'

export const HEALTH_STATUSES = ['active', 'under_contract', 'sold', 'off_market'] as const satisfies PropertyStatus[]

export async function getFeedHealth(db: Database, now = Date.now()) {
  const [settings] = await db
    .select({ mark: feedSettings.highWaterMark, perHour: feedSettings.requestsPerHour })
    .from(feedSettings)
    .where(eq(feedSettings.id, 1))
  const [lastHour, onSite, [counted]] = await Promise.all([
    requestsInLastHour(db, now),
    db
      .select({ status: properties.status, listings: count() })
      .from(feedListings)
      .innerJoin(properties, eq(properties.id, feedListings.propertyId))
      .groupBy(properties.status),
    db
      .select({ counts: feedRuns.mlsStatusCounts, at: feedRuns.finishedAt })
      .from(feedRuns)
      .where(and(eq(feedRuns.status, 'succeeded'), isNotNull(feedRuns.mlsStatusCounts)))
      .orderBy(desc(feedRuns.id))
      .limit(1),
  ])
  const atMls = new Map<string, number>()
  let leases = 0
  for (const [status, listings] of Object.entries(counted?.counts ?? {})) {
    if (status === MLS_LEASES) leases += listings
    else {
      const ours = statusFromStandardStatus(status)
      atMls.set(ours, (atMls.get(ours) ?? 0) + listings)
    }
  }
  return {
    lastChangeAt: settings?.mark ?? null,
    lagMs: settings?.mark ? Math.max(0, now - settings.mark.getTime()) : null,
    requestsLastHour: lastHour.requests,
    errorsLastHour: lastHour.errors,
    requestsPerHour: settings?.perHour ?? null,
    statuses: HEALTH_STATUSES.map((status) => ({
      status,
      onSite: Number(onSite.find((row) => row.status === status)?.listings ?? 0),
      atMls: counted ? (atMls.get(status) ?? 0) : null,
    })),
    leasesAtMls: counted ? leases : null,
    countedAt: counted?.at ?? null,
  }
}

export type FeedHealth = Awaited<ReturnType<typeof getFeedHealth>>
