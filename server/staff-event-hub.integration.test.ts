// Live staff notifications (issue 17) between two connection pools ("two processes") on PostgreSQL, and within one
// process on the embedded database: published once, heard by every hub, in id order, only by the staff concerned;
// the bell's unread count follows the read mark. Issue 39: an ended session closes its streams in the other process at
// once, a role change makes the user's streams check again, and one user holds at most 10 streams.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffEventSubscriber } from '~/context.server'
import type { DatabaseHandle } from '~/db/client.server'
import { sessions, userRoles, users } from '~/db/schema'
import { type StaffEvent, isFor } from '~/lib/staff-event'
import { STAFF_STREAMS_PER_USER } from '~/lib/staff-work-rules'
import { createLogger } from '~/logger.server'
import {
  markStaffEventsRead,
  publishStaffEvent,
  sessionViewerRoles,
  staffEventSummary,
  staffEventsAfter,
} from '~/models/staff-events.server'
import { createTestDatabasePair } from '../tests/setup/test-database'
import { startStaffEventHub } from './staff-event-hub'

let reader: DatabaseHandle
let writer: DatabaseHandle
let hub: Awaited<ReturnType<typeof startStaffEventHub>>
const heard: StaffEvent[] = []
const agent = { userId: 'agent-user', roles: ['broker'] as const }
const editor = { userId: 'editor-user', roles: ['editor'] as const }

beforeAll(async () => {
  ;[reader, writer] = await createTestDatabasePair()
  await writer.db.insert(users).values([
    { id: agent.userId, email: 'agent@example.com' },
    { id: editor.userId, email: 'editor@example.com' },
  ])
  hub = await startStaffEventHub({ database: reader, logger: createLogger('silent') })
  hub.subscribe(listener({ event: (event) => heard.push(event) }))
})
afterAll(async () => {
  await hub.stop()
  await reader.close()
})

/** A stream of `userId` opened with `sessionId`, counting what it is told. */
function listener(overrides: Partial<StaffEventSubscriber> = {}) {
  const told = { closed: 0, rechecked: 0 }
  const subscriber: StaffEventSubscriber & { told: typeof told } = {
    userId: 'listener',
    sessionId: 'listener-session',
    event: () => {},
    gap: () => {},
    recheck: () => told.rechecked++,
    close: () => told.closed++,
    ...overrides,
    told,
  }
  return subscriber
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

describe('staff events', () => {
  it('reach the other process in order, and each is for the staff it names', async () => {
    const published = []
    for (let index = 0; index < 12; index++) {
      published.push(
        await publishStaffEvent(writer.db, {
          kind: 'inquiry',
          title: `Inquiry ${index}`,
          ...(index % 2 ? { userId: agent.userId } : { roles: ['editor'] }),
        }),
      )
    }
    await expect.poll(() => heard.length, { timeout: 2000 }).toBe(12)
    expect(heard.map((event) => event.id)).toEqual(published.map((event) => event.id))
    expect(heard.filter((event) => isFor(event, agent)).map((event) => event.title)).toEqual([
      'Inquiry 1',
      'Inquiry 3',
      'Inquiry 5',
      'Inquiry 7',
      'Inquiry 9',
      'Inquiry 11',
    ])
    expect(heard.filter((event) => isFor(event, editor))).toHaveLength(6)
  })

  it('a reconnecting viewer catches up after the id it had, with only its own events', async () => {
    const all = await staffEventsAfter(reader.db, agent, 0)
    const after = await staffEventsAfter(reader.db, agent, all[2]!.id)
    expect(after.map((event) => event.title)).toEqual(['Inquiry 7', 'Inquiry 9', 'Inquiry 11'])
  })

  it('a transaction that rolls back announces nothing', async () => {
    const before = heard.length
    await writer.db
      .transaction(async (tx) => {
        await publishStaffEvent(tx, { kind: 'lead_assigned', title: 'Never', userId: agent.userId })
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    await publishStaffEvent(writer.db, { kind: 'lead_assigned', title: 'Kept', userId: agent.userId })
    await expect.poll(() => heard.length, { timeout: 2000 }).toBe(before + 1)
    expect(heard.at(-1)!.title).toBe('Kept')
  })

  it('counts unread events until they are marked read', async () => {
    const summary = await staffEventSummary(reader.db, agent)
    expect(summary.unread).toBe(7)
    expect(summary.recent[0]!.title).toBe('Kept')
    await markStaffEventsRead(writer.db, agent.userId, summary.recent[2]!.id)
    expect((await staffEventSummary(reader.db, agent)).unread).toBe(2)
    await markStaffEventsRead(writer.db, agent.userId, 1) // never backwards
    expect((await staffEventSummary(reader.db, agent)).unread).toBe(2)
  })
})

describe('access to the streams (issue 39)', () => {
  beforeAll(async () => {
    await writer.db.insert(sessions).values([
      { id: 'agent-laptop', token: 'agent-laptop-token', userId: agent.userId, expiresAt: inDays(30) },
      { id: 'agent-phone', token: 'agent-phone-token', userId: agent.userId, expiresAt: inDays(30) },
      { id: 'agent-old', token: 'agent-old-token', userId: agent.userId, expiresAt: inDays(-1) },
      { id: 'editor-desk', token: 'editor-desk-token', userId: editor.userId, expiresAt: inDays(30) },
    ])
    await writer.db.insert(userRoles).values({ userId: agent.userId, role: 'broker' })
  })

  it('reads the viewer’s roles while the session lasts, and nothing once it has expired or ended', async () => {
    expect(await sessionViewerRoles(reader.db, 'agent-laptop')).toEqual(['broker'])
    expect(await sessionViewerRoles(reader.db, 'editor-desk')).toEqual([])
    expect(await sessionViewerRoles(reader.db, 'agent-old')).toBeNull()
    expect(await sessionViewerRoles(reader.db, 'no-such-session')).toBeNull()
  })

  it('closes the streams of an ended session in the other process at once, and only those', async () => {
    const laptop = listener({ userId: agent.userId, sessionId: 'agent-laptop' })
    const phone = listener({ userId: agent.userId, sessionId: 'agent-phone' })
    const editorTab = listener({ userId: editor.userId, sessionId: 'editor-desk' })
    const unsubscribe = [laptop, phone, editorTab].map((subscriber) => hub.subscribe(subscriber)!)
    await writer.db.delete(sessions).where(eq(sessions.id, 'agent-laptop')) // signed out on the laptop
    await expect.poll(() => laptop.told.closed, { timeout: 2000 }).toBe(1)
    expect(phone.told.closed).toBe(0)
    // sign out everywhere: every session of the user goes
    await writer.db.delete(sessions).where(eq(sessions.userId, agent.userId))
    await expect.poll(() => phone.told.closed, { timeout: 2000 }).toBe(1)
    expect(editorTab.told).toEqual({ closed: 0, rechecked: 0 })
    expect(await sessionViewerRoles(reader.db, 'agent-phone')).toBeNull()
    unsubscribe.forEach((stop) => stop())
  })

  it('has the user’s streams check again when their roles change in the other process', async () => {
    const editorTab = listener({ userId: editor.userId, sessionId: 'editor-desk' })
    const agentTab = listener({ userId: agent.userId, sessionId: 'agent-phone' })
    const unsubscribe = [editorTab, agentTab].map((subscriber) => hub.subscribe(subscriber)!)
    await writer.db.insert(userRoles).values({ userId: editor.userId, role: 'editor' })
    await expect.poll(() => editorTab.told.rechecked, { timeout: 2000 }).toBe(1)
    await writer.db.delete(userRoles).where(eq(userRoles.userId, editor.userId))
    await expect.poll(() => editorTab.told.rechecked, { timeout: 2000 }).toBe(2)
    expect(agentTab.told.rechecked).toBe(0)
    expect(editorTab.told.closed).toBe(0) // the stream's own check decides (app/routes/admin/notifications.ts)
    unsubscribe.forEach((stop) => stop())
  })

  it('holds at most STAFF_STREAMS_PER_USER streams of one user; another user, or a closed tab, makes room', () => {
    const tabs = Array.from({ length: STAFF_STREAMS_PER_USER }, () =>
      hub.subscribe(listener({ userId: 'busy-user', sessionId: 'busy-session' })),
    )
    expect(tabs.every(Boolean)).toBe(true)
    expect(hub.subscribe(listener({ userId: 'busy-user', sessionId: 'busy-session' }))).toBeNull()
    const other = hub.subscribe(listener({ userId: 'other-user', sessionId: 'other-session' }))
    expect(other).not.toBeNull()
    tabs[0]!()
    const again = hub.subscribe(listener({ userId: 'busy-user', sessionId: 'busy-session' }))
    expect(again).not.toBeNull()
    ;[...tabs.slice(1), other, again].forEach((stop) => stop!())
  })
})
