// A fixed-window rate limit kept in the database, so it holds across processes and restarts.
import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { rateLimitHits } from '~/db/schema'

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
