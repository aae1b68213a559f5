// Issue 39: "Sync now" is in the audit log, and the listing changes of a run a staff member started are theirs, through
// the run (a resumed run stays theirs); a scheduled run's changes are nobody's (docs/decisions/025-audit-log.md).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { auditLog, feedRuns } from '~/db/schema'
import { grantRole } from '~/auth/roles.server'
import { action as retsAction } from '~/routes/admin/rets'
import { callAdminRoute } from '../../tests/setup/admin-route'
import { startFeedBench, type FeedBench } from '../../tests/setup/feed-run'
import { signIn } from '../../tests/setup/test-services'
import { HEARTBEAT_STALE_MS, claimFeedRun, queueFeedRun } from './runs.server'
import { runFeedSync } from './sync.server'

const ADMIN = 'feed-admin@example.com'
let services: AppServices
let bench: FeedBench
let feed: FeedBench['feed']
let cookie: string

beforeAll(async () => {
  bench = await startFeedBench({ listings: 2 })
  ;({ services, feed } = bench)
  await grantRole(services.db, ADMIN, 'admin')
  cookie = await signIn(services, ADMIN)
}, 60_000)
afterAll(() => bench.close())

const retry = { sleep: async () => undefined }
async function runNext() {
  const run = await claimFeedRun(services.db)
  expect(run).not.toBeNull()
  await runFeedSync(services, run!, { retry, pageSize: 2 })
  return run!
}
const entriesOf = (subjectType: string) =>
  services.db.select().from(auditLog).where(eq(auditLog.subjectType, subjectType)).orderBy(auditLog.id)

describe('feed runs in the audit log', () => {
  it('records "Sync now" and the listing changes of that run as the admin’s, through the run', async () => {
    const answer = await callAdminRoute(services, cookie, retsAction, 'rets', { form: { intent: 'sync' } })
    expect(answer.data).toMatchObject({ ok: true, message: 'Sync started.' })
    const run = await runNext()
    expect(run.startedBy).not.toBeNull()

    expect(await entriesOf('feed_runs')).toEqual([
      expect.objectContaining({ action: 'run', actorEmail: ADMIN, subjectId: String(run.id) }),
    ])
    const listings = await entriesOf('properties')
    expect(listings.filter((entry) => entry.action === 'insert')).toHaveLength(2)
    for (const entry of listings) expect(entry).toMatchObject({ actorEmail: ADMIN, via: `feed run ${run.id}` })
  })

  it('records nothing of a scheduled run', async () => {
    const before = (await entriesOf('properties')).length
    feed.update(feed.keys()[0]!, { ListPrice: 999_000 })
    await queueFeedRun(services.db, 'scheduled', null)
    const run = await runNext()
    const [finished] = await services.db.select().from(feedRuns).where(eq(feedRuns.id, run.id))
    expect(finished).toMatchObject({ status: 'succeeded', updated: 1 })
    expect(await entriesOf('properties')).toHaveLength(before)
  })

  it('keeps who started a run on the run that resumes it', async () => {
    const [admin] = await services.db
      .select({ id: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, ADMIN), eq(auditLog.subjectType, 'feed_runs')))
    await queueFeedRun(services.db, 'manual', admin!.id)
    const cut = await claimFeedRun(services.db)
    await services.db
      .update(feedRuns)
      .set({ heartbeatAt: new Date(Date.now() - HEARTBEAT_STALE_MS - 1000) })
      .where(eq(feedRuns.id, cut!.id))
    expect(await claimFeedRun(services.db)).toMatchObject({ trigger: 'resume', startedBy: admin!.id })
  })
})
