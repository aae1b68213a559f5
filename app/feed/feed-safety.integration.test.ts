// Issue 40 item 9, the safety catch: a run that would take off market more than the set share of the live feed
// listings (10 % unless set), or whose key list came back empty, removes nothing, keeps what it would have removed,
// says why on the RETS screen and tells the admins; an admin's "Apply removals" takes off those the MLS has not
// listed again, in the audit log. A listing taken off market by the feed returns with its address, photos and
// history when the MLS lists it again; after 30 days off market its stored photos are removed.
import { and, eq, inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { auditLog, feedListings, feedRuns, feedSettings, properties, staffEvents } from '~/db/schema'
import { PROPERTY_IMAGES_BUCKET } from '~/lib/image-url'
import { storedImageFiles } from '~/models/listing-photos.server'
import { grantRole } from '~/auth/roles.server'
import { action as retsAction, loader as retsLoader } from '~/routes/admin/rets'
import { callAdminRoute } from '../../tests/setup/admin-route'
import { startFeedBench, type FeedBench } from '../../tests/setup/feed-run'
import { signIn } from '../../tests/setup/test-services'
import type { ResoServerOptions } from '../../tests/support/reso-server'

let bench: FeedBench | null = null
afterEach(async () => {
  await bench?.close()
  bench = null
})

async function start(options: ResoServerOptions = {}) {
  bench = await startFeedBench({ photos: 0, ...options })
  return bench
}

/** The fixture's listing `index` has the key KEY-(100+index) and the listing id MLS-(5000+index). */
const listingIdOf = (key: string) => `MLS-${5000 + Number(key.slice(4)) - 100}`
const keysOf = (...indexes: number[]) => indexes.map((index) => `KEY-${100 + index}`)

async function signedIn(role: 'admin' | 'editor', email = `${role}@example.com`) {
  await grantRole(bench!.services.db, email, role)
  return signIn(bench!.services, email)
}

describe('the safety catch', () => {
  it('holds a run that would take off more than 10 % of the live listings, says why and tells the admins', async () => {
    const { sync, feed, services } = await start({ listings: 30 })
    expect(await sync()).toMatchObject({ created: 30, status: 'succeeded', holdReason: null })
    const gone = keysOf(3, 9, 17, 25)
    for (const key of gone) feed.remove(key)

    const run = await sync()
    // The data applied: the run succeeded, with the hold shown.
    expect(run).toMatchObject({ status: 'succeeded', removed: 0 })
    expect(run.holdReason).toBe(
      'Removals held: this run would take 4 of 30 listings off the market (13 %, the limit is 10 %).',
    )
    expect([...run.heldRemovals!].sort()).toEqual(gone)
    expect(await bench!.listingIdsWithStatus('off_market')).toEqual([])

    const events = await services.db.select().from(staffEvents).where(eq(staffEvents.kind, 'feed_failed'))
    expect(events).toEqual([
      expect.objectContaining({ title: 'Listing feed: removals held', link: '/admin/rets', roles: ['admin'] }),
    ])
    expect(events[0]!.body).toContain('4 of 30 listings')

    // The RETS screen's loader brings the hold with the listings that wait.
    const cookie = await signedIn('admin')
    const screen = await callAdminRoute(services, cookie, retsLoader, 'rets')
    expect(screen.data).toMatchObject({
      hold: { runId: run.id, reason: run.holdReason, heldCount: 4, appliedAt: null },
    })

    // A hold that lasts is not announced again by the next run.
    await sync()
    expect(await services.db.$count(staffEvents, eq(staffEvents.kind, 'feed_failed'))).toBe(1)

    // A higher limit lets the same removals through: the newest run decides, and the hold is no longer shown.
    await services.db.update(feedSettings).set({ removalLimitPercent: 20 })
    expect(await sync()).toMatchObject({ status: 'succeeded', removed: 4, holdReason: null, heldRemovals: null })
    expect(await bench!.listingIdsWithStatus('off_market')).toEqual(gone.map(listingIdOf))
    expect((await callAdminRoute(services, cookie, retsLoader, 'rets')).data).toMatchObject({ hold: null })
  }, 120_000)

  it('removes nothing when the key list comes back empty while the site shows feed listings', async () => {
    const { sync, feed } = await start({ listings: 12 })
    await sync()
    for (const key of feed.keys()) feed.remove(key)
    const run = await sync()
    expect(run).toMatchObject({ status: 'succeeded', removed: 0 })
    expect(run.holdReason).toBe('Removals held: the key list came back empty while the site shows 12 feed listings.')
    expect(run.heldRemovals).toHaveLength(12)
    expect(await bench!.listingIdsWithStatus('active')).toHaveLength(12)
  }, 120_000)

  it('"Apply removals" takes off the held listings, keeps one the MLS listed again, and is in the audit log', async () => {
    const { sync, feed, services } = await start({ listings: 20 })
    await sync()
    const held = keysOf(2, 5, 11)
    for (const key of held) feed.remove(key)
    const holding = await sync()
    expect(holding.heldRemovals).toHaveLength(3)

    // The MLS lists KEY-105 again. The run that brings its record stops before its key list (the Web API fails),
    // so the held run stays the newest to have decided.
    feed.relist('KEY-105')
    feed.afterPropertyRequests(2, () => feed.injectFailures(Array(4).fill({ status: 500 })), 'changes')
    expect(await sync()).toMatchObject({ status: 'failed', seen: 1 })

    const editor = await signedIn('editor')
    const refused = await callAdminRoute(services, editor, retsAction, 'rets', {
      form: { intent: 'apply-removals', runId: String(holding.id) },
    })
    expect(refused.status).toBe(403)

    const cookie = await signedIn('admin')
    const answer = await callAdminRoute(services, cookie, retsAction, 'rets', {
      form: { intent: 'apply-removals', runId: String(holding.id) },
    })
    expect(answer.data).toEqual({
      intent: 'apply-removals',
      ok: true,
      message: 'Removals applied: 2 listings went off market. 1 the MLS listed again stayed.',
    })
    expect(await bench!.listingIdsWithStatus('off_market')).toEqual(keysOf(2, 11).map(listingIdOf))
    const marks = await services.db
      .select({ key: feedListings.listingKey, removedAt: feedListings.removedAt })
      .from(feedListings)
      .where(inArray(feedListings.listingKey, held))
      .orderBy(feedListings.listingKey)
    expect(marks.map((row) => [row.key, row.removedAt !== null])).toEqual([
      ['KEY-102', true],
      ['KEY-105', false],
      ['KEY-111', true],
    ])

    const [applied] = await services.db.select().from(feedRuns).where(eq(feedRuns.id, holding.id))
    expect(applied!.removalsAppliedAt).not.toBeNull()
    expect(applied!.removalsAppliedBy).not.toBeNull()
    expect(
      await services.db
        .select({ action: auditLog.action, actor: auditLog.actorEmail, changes: auditLog.changes })
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, 'feed_runs'), eq(auditLog.subjectId, String(holding.id)))),
    ).toEqual([
      {
        action: 'run',
        actor: 'admin@example.com',
        changes: {
          outcome: [null, 'removals applied'],
          takenOffMarket: [null, 2],
          keptListedAgain: [null, 1],
        },
      },
    ])
    // The listings' own changes are the admin's too.
    const listingEntries = await services.db
      .select({ actor: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'properties'), eq(auditLog.action, 'update')))
    expect(listingEntries).toEqual([{ actor: 'admin@example.com' }, { actor: 'admin@example.com' }])

    // Pressed again (a second tab), nothing more happens; the panel says the removals were applied.
    const again = await callAdminRoute(services, cookie, retsAction, 'rets', {
      form: { intent: 'apply-removals', runId: String(holding.id) },
    })
    expect(again).toMatchObject({ status: 409, data: { ok: false, message: 'These removals were applied already.' } })
    const screen = await callAdminRoute(services, cookie, retsLoader, 'rets')
    expect(screen.data).toMatchObject({ hold: { runId: holding.id, appliedBy: 'admin@example.com' } })
  }, 120_000)
})

describe('30 days to come back', () => {
  it('a listing the MLS lists again returns with its address, photos and history; after 30 days its photos go', async () => {
    const { sync, feed, services } = await start({ listings: 10, photos: 2 })
    await sync()
    const byKey = async (key: string) => {
      const [row] = await services.db
        .select({ property: properties, removedAt: feedListings.removedAt })
        .from(feedListings)
        .innerJoin(properties, eq(properties.id, feedListings.propertyId))
        .where(eq(feedListings.listingKey, key))
      return row!
    }
    const before = await byKey('KEY-104')
    // Staff kept something of their own on it (history the site keeps with the listing).
    await services.db.update(properties).set({ yearBuilt: 2011 }).where(eq(properties.id, before.property.id))

    feed.remove('KEY-104')
    expect(await sync()).toMatchObject({ removed: 1, holdReason: null })
    const removed = await byKey('KEY-104')
    expect(removed.property.status).toBe('off_market')
    expect(removed.removedAt).not.toBeNull()
    const files = await services.storage.list(PROPERTY_IMAGES_BUCKET, `properties/${before.property.id}/`)
    expect(new Set(files)).toEqual(new Set(before.property.images.flatMap(storedImageFiles)))

    const photoRequests = feed.stats.photoRequests
    feed.relist('KEY-104')
    expect(await sync()).toMatchObject({ updated: 1, failed: 0 })
    const back = await byKey('KEY-104')
    expect(back.removedAt).toBeNull()
    expect(back.property).toMatchObject({
      id: before.property.id,
      status: 'active',
      address: before.property.address,
      slug: before.property.slug,
      images: before.property.images,
      yearBuilt: 2011,
    })
    // Its photos were kept: nothing was downloaded again.
    expect(feed.stats.photoRequests).toBe(photoRequests)

    // Off market by the feed for more than 30 days: the end of a run removes its stored photos, and only its.
    feed.remove('KEY-104')
    await sync()
    await services.db
      .update(feedListings)
      .set({ removedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(feedListings.listingKey, 'KEY-104'))
    await sync()
    const purged = await byKey('KEY-104')
    expect(purged.property.images).toEqual([])
    expect(await services.storage.list(PROPERTY_IMAGES_BUCKET, `properties/${before.property.id}/`)).toEqual([])
    expect((await byKey('KEY-105')).property.images).toHaveLength(2)

    // Listed again after that, it comes back with its photos downloaded afresh.
    feed.relist('KEY-104')
    await sync()
    const returned = await byKey('KEY-104')
    expect(returned.property).toMatchObject({ id: before.property.id, status: 'active', yearBuilt: 2011 })
    expect(returned.property.images).toHaveLength(2)
    expect(feed.stats.photoRequests).toBe(photoRequests + 2)
  }, 120_000)
})
