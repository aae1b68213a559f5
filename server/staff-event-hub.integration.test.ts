// Live staff notifications (issue 17) between two connection pools ("two processes") on PostgreSQL, and within one
// process on the embedded database: published once, heard by every hub, in id order, only by the staff concerned;
// the bell's unread count follows the read mark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { users } from '~/db/schema'
import { createLogger } from '~/logger.server'
import {
  type StaffEvent,
  isFor,
  markStaffEventsRead,
  publishStaffEvent,
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
  hub.subscribe({ event: (event) => heard.push(event), gap: () => {}, close: () => {} })
})
afterAll(async () => {
  await hub.stop()
  await reader.close()
})

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
