// SPEC §9 realtime events limit: 10 events per second per session. A fixed one-second window kept in the database
// (rate_limit_hits, like app/auth/rate-limit.server.ts) so it holds across processes; a batch takes what is left.
import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { rateLimitHits } from '~/db/schema'

/** How many of `wanted` events `subject` may still send in the current one-second window (0 to wanted). */
export async function takeEventAllowance(db: Database, subject: string, perSecond: number, wanted: number) {
  const window = sql`interval '1 second'`
  const expired = sql`${rateLimitHits.windowStart} + ${window} <= now()`
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key: `events:${subject}`, windowStart: sql`now()`, hits: wanted })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then ${wanted}::int else ${rateLimitHits.hits} + ${wanted}::int end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits })
  const usedBefore = (row?.hits ?? wanted) - wanted
  return Math.max(0, Math.min(wanted, perSecond - usedBefore))
}
