import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { rateLimitHits } from '~/db/schema'
import { createTestServices } from '../../tests/setup/test-services'
import { pruneRateLimits, takeRateLimit } from './rate-limit.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

const LIMIT = { name: 'test', max: 2, windowSeconds: 60 }

describe('rate limits', () => {
  it('allow up to the limit in one window, case-insensitively per subject', async () => {
    expect(await takeRateLimit(services.db, LIMIT, 'A@example.com')).toBe(true)
    expect(await takeRateLimit(services.db, LIMIT, 'a@example.com')).toBe(true)
    expect(await takeRateLimit(services.db, LIMIT, 'a@example.com')).toBe(false)
    expect(await takeRateLimit(services.db, LIMIT, 'b@example.com')).toBe(true)
  })

  it('prune only counters whose window passed more than a day ago', async () => {
    const now = new Date()
    const dayAndAMinute = new Date(now.getTime() - (24 * 60 + 1) * 60_000)
    await services.db.insert(rateLimitHits).values({ key: 'test:old', windowStart: dayAndAMinute, hits: 3 })
    expect(await pruneRateLimits(services.db, now)).toBe(1)
    const keys = (await services.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key)
    expect(keys.sort()).toEqual(['test:a@example.com', 'test:b@example.com'])
  })
})
