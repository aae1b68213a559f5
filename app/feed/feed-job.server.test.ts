import { describe, expect, it } from 'vitest'
import { feedTimings } from './feed-job.server'
import { HEARTBEAT_STALE_MS } from './runs.server'

describe('feedTimings', () => {
  it('keeps the timings of a 15 s lease: a beat every 5 s, cut off after 20 s, a look every 30 s', () => {
    expect(feedTimings(15_000)).toEqual({ heartbeatMs: 5_000, staleMs: HEARTBEAT_STALE_MS, tickMs: 30_000 })
  })

  it('shortens each with the lease, a run staying alive through two late beats', () => {
    const timings = feedTimings(3_000)
    expect(timings).toEqual({ heartbeatMs: 1_000, staleMs: 4_000, tickMs: 6_000 })
    expect(timings.staleMs).toBeGreaterThan(timings.heartbeatMs * 2)
  })
})
