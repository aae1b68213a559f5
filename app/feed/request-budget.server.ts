// The provider's limits (issue 40 item 10): requests to the Web API are spaced to the per-second rate, and counted per
// minute in feed_request_counts — shared by every process through the database — so a run stops before the hourly
// cap: it waits when the hour frees up within two minutes, otherwise it ends with a message and the next run goes on
// from the high-water mark. Errors (no answer, 429, 5xx) are counted too, for the health panel. The clock and the
// sleep are injected so tests never wait.
import { eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedRequestCounts, feedSettings } from '~/db/schema'
import { FeedRequestError, type RequestGate } from './reso-client.server'
import { abortableSleep } from './retry.server'

export interface FeedClock {
  now: () => number
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
}

export const REAL_CLOCK: FeedClock = { now: () => Date.now(), sleep: abortableSleep }

export interface ProviderLimits {
  requestsPerSecond: number | null
  requestsPerHour: number | null
}

const MINUTE_MS = 60_000
export const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
/** A wait for the hour to free up this short is waited out; a longer one ends the run. */
export const LONGEST_PAUSE_MS = 2 * MINUTE_MS

export const hourlyCapMessage = (cap: number) =>
  `The provider's limit of ${cap.toLocaleString('en-US')} requests an hour was reached; the next run continues from here.`

const minuteOf = (time: number) => new Date(Math.floor(time / MINUTE_MS) * MINUTE_MS)

export class RequestBudget implements RequestGate {
  private lastRequestAt = Number.NEGATIVE_INFINITY

  constructor(
    private readonly db: Database,
    readonly limits: ProviderLimits,
    private readonly clock: FeedClock = REAL_CLOCK,
  ) {}

  /** Before a request (its retries excepted): waits while the hour frees up shortly, or ends the run. */
  async beforeRequest(signal?: AbortSignal): Promise<void> {
    const cap = this.limits.requestsPerHour
    if (!cap) return
    for (;;) {
      const wait = await this.hourWait(cap)
      if (wait <= 0) return
      if (wait > LONGEST_PAUSE_MS) throw new FeedRequestError(hourlyCapMessage(cap))
      await this.clock.sleep(wait, signal)
    }
  }

  /** Every attempt (retries included) goes through here: spaced to the per-second rate, then counted. */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    await this.space(init?.signal ?? undefined)
    let response: Response
    try {
      response = await fetch(input, init)
    } catch (error) {
      await this.count(true)
      throw error
    }
    // An error is a failure of the provider: no answer, 429 or 5xx (a 404 for a resource it does not offer is not).
    await this.count(response.status === 429 || response.status >= 500)
    return response
  }

  private async space(signal?: AbortSignal) {
    const rate = this.limits.requestsPerSecond
    if (rate && rate > 0) {
      const wait = this.lastRequestAt + 1000 / rate - this.clock.now()
      if (wait > 0) await this.clock.sleep(wait, signal)
    }
    this.lastRequestAt = this.clock.now()
  }

  private async count(failed: boolean) {
    const errors = failed ? 1 : 0
    await this.db
      .insert(feedRequestCounts)
      .values({ minute: minuteOf(this.clock.now()), requests: 1, errors })
      .onConflictDoUpdate({
        target: feedRequestCounts.minute,
        set: {
          requests: sql`${feedRequestCounts.requests} + 1`,
          errors: sql`${feedRequestCounts.errors} + ${errors}`,
        },
      })
  }

  /** Milliseconds until one more request fits under the cap within the last hour (0: it fits now). */
  private async hourWait(cap: number): Promise<number> {
    const now = this.clock.now()
    const minutes = await this.db
      .select({ minute: feedRequestCounts.minute, requests: feedRequestCounts.requests })
      .from(feedRequestCounts)
      .where(gt(feedRequestCounts.minute, new Date(now - HOUR_MS)))
      .orderBy(feedRequestCounts.minute)
    let made = minutes.reduce((sum, row) => sum + row.requests, 0)
    // Each minute's requests leave the window an hour after that minute began.
    for (const row of minutes) {
      if (made < cap) break
      made -= row.requests
      if (made < cap) return new Date(row.minute).getTime() + HOUR_MS - now
    }
    return 0
  }
}

/** The budget for a run: the limits as saved, the counts older than a day pruned. */
export async function openRequestBudget(db: Database, clock: FeedClock = REAL_CLOCK): Promise<RequestBudget> {
  await db.delete(feedRequestCounts).where(lt(feedRequestCounts.minute, new Date(clock.now() - DAY_MS)))
  const [row] = await db
    .select({ perSecond: feedSettings.requestsPerSecond, perHour: feedSettings.requestsPerHour })
    .from(feedSettings)
    .where(eq(feedSettings.id, 1))
  return new RequestBudget(
    db,
    { requestsPerSecond: row?.perSecond ?? null, requestsPerHour: row?.perHour ?? null },
    clock,
  )
}

/** Requests and errors of the last hour, every process together (the health panel). */
export async function requestsInLastHour(db: Database, now = Date.now()) {
  const [row] = await db
    .select({
      requests: sql<number>`coalesce(sum(${feedRequestCounts.requests}), 0)::int`,
      errors: sql<number>`coalesce(sum(${feedRequestCounts.errors}), 0)::int`,
    })
    .from(feedRequestCounts)
    .where(gt(feedRequestCounts.minute, new Date(now - HOUR_MS)))
  return { requests: Number(row?.requests ?? 0), errors: Number(row?.errors ?? 0) }
}
