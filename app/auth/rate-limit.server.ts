// A fixed-window rate limit kept in the database, so it holds across processes and restarts.
import { sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { rateLimitHits } from '~/db/schema'
import { startPeriodicJob } from '~/db/periodic-job.server'

export interface RateLimit {
  /** e.g. 'magic-link:email' */
  name: string
  max: number
  windowSeconds: number
}

/** Counts one hit for `subject`; false when the limit is already used up in the current window. */
export async function takeRateLimit(db: Database, limit: RateLimit, subject: string): Promise<boolean> {
  const key = `${limit.name}:${subject.toLowerCase()}`
  const window = sql`${`${limit.windowSeconds} seconds`}::interval`
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        // A new window starts once the old one has passed.
        hits: sql`case when ${rateLimitHits.windowStart} + ${window} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimitHits.windowStart} + ${window} <= now() then now() else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits })
  return (row?.hits ?? 0) <= limit.max
}

/** The longest window any limit uses is a day; a counter whose window began more than a day ago counts for nothing. */
const STALE_AFTER = sql`interval '1 day'`

/** Deletes counters whose window has long passed (every analytics session and sign-in address leaves one). */
export async function pruneRateLimits(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(rateLimitHits)
    .where(sql`${rateLimitHits.windowStart} < ${now.toISOString()}::timestamptz - ${STALE_AFTER}`)
    .returning({ key: rateLimitHits.key })
  return gone.length
}

const HOURLY_MS = 60 * 60_000

/** The hourly prune as a background job (server/background-jobs.ts). */
export function startRateLimitPrune({ db, logger }: Pick<AppServices, 'db' | 'logger'>): { stop(): Promise<void> } {
  return startPeriodicJob({
    everyMs: HOURLY_MS,
    run: () =>
      pruneRateLimits(db, new Date()).catch((error: unknown) =>
        logger.error({ err: error }, 'rate limit prune failed'),
      ),
  })
}
