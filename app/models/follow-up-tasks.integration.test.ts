import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { agents, contactActivities, contacts, followUpTasks, staffEvents, userRoles, users } from '~/db/schema'
import type { Inquiry } from '~/lib/inquiry-schema'
import { createAgent, createListing } from '../../tests/setup/factories'
import { createTestServices } from '../../tests/setup/test-services'
import { getContactProfile } from './contact-profile.server'
import {
  completeFollowUpTask,
  createFirstContactTask,
  createFollowUpTask,
  listContactTasks,
  listMyTasks,
} from './follow-up-tasks.server'
import { recordInquiry } from './inquiry.server'

let services: AppServices
let close: () => Promise<void>
let inquiry: Inquiry
let agentId: number

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  const { db } = services
  await db.insert(users).values([
    { id: 'u-maria', email: 'maria@example.com', name: 'Maria Bodden' },
    { id: 'u-bea', email: 'bea@example.com', name: 'Bea Broker' },
    { id: 'u-buyer', email: 'buyer@example.com', name: 'Not Staff' },
  ])
  await db.insert(userRoles).values([
    { userId: 'u-maria', role: 'broker' },
    { userId: 'u-bea', role: 'admin' },
  ])
  agentId = (await createAgent(db, { name: 'Maria Bodden', userId: 'u-maria' })).id
  const listing = await createListing(db, { agentId })
  inquiry = {
    name: 'Ana Smith',
    email: 'ana@example.com',
    phone: '',
    message: 'Is the dock deep enough?',
    propertyId: listing.id,
    propertyTitle: listing.title,
    listingId: listing.listingId,
    slug: listing.slug,
    website: '',
  }
})
afterAll(() => close())

const tasksOf = (contactId: string) =>
  services.db.select().from(followUpTasks).where(eq(followUpTasks.contactId, contactId))

describe('the first-contact task', () => {
  it('goes to the listing agent’s account, due an hour after the inquiry, and only once while open', async () => {
    const before = Date.now()
    const { contactId } = await recordInquiry(services, inquiry, null)
    const [task] = await tasksOf(contactId)
    expect(task).toMatchObject({ kind: 'call', title: 'First contact', origin: 'first_contact' })
    expect(task!.assigneeUserId).toBe('u-maria')
    expect(task!.dueAt.getTime()).toBeGreaterThanOrEqual(before + 60 * 60_000 - 1000)

    await recordInquiry(services, { ...inquiry, message: 'And the roof?' }, null)
    expect(await tasksOf(contactId)).toHaveLength(1)

    // Once done, a later inquiry gives a new one.
    await completeFollowUpTask(services.db, { contactId, taskId: task!.id, userId: 'u-maria' })
    await recordInquiry(services, { ...inquiry, message: 'Still available?' }, null)
    expect(await tasksOf(contactId)).toHaveLength(2)
  })

  it('goes to no one when the agent has no account, and admins see it in their tasks', async () => {
    const [contact] = await services.db
      .insert(contacts)
      .values({ email: 'lone@example.com', firstName: 'Lone' })
      .returning()
    await services.db.update(agents).set({ userId: null }).where(eq(agents.id, agentId))
    const task = await createFirstContactTask(services, { contactId: contact!.id, propertyId: inquiry.propertyId })
    await services.db.update(agents).set({ userId: 'u-maria' }).where(eq(agents.id, agentId))
    expect(task!.assigneeUserId).toBeNull()
    const adminTasks = await listMyTasks(services.db, { userId: 'u-bea', withUnassigned: true })
    expect(adminTasks.map((row) => row.id)).toContain(task!.id)
    const brokerTasks = await listMyTasks(services.db, { userId: 'u-maria', withUnassigned: false })
    expect(brokerTasks.map((row) => row.id)).not.toContain(task!.id)
  })
})

describe('tasks staff add', () => {
  let contactId: string
  beforeAll(async () => {
    const [contact] = await services.db
      .insert(contacts)
      .values({ email: 'ben@example.com', firstName: 'Ben', lastName: 'Ruiz' })
      .returning()
    contactId = contact!.id
  })

  it('refuses bad input with a message per field and stores nothing', async () => {
    const result = await createFollowUpTask(services.db, {
      contactId,
      input: { kind: 'fax', title: ' ', dueAt: '2026-02-30T10:00', assigneeUserId: 'u-buyer' },
      createdBy: 'u-bea',
    })
    expect(result).toMatchObject({ ok: false, status: 400 })
    expect(Object.keys(result.ok ? {} : result.fieldErrors).sort()).toEqual(['dueAt', 'kind', 'title'])
    const notStaff = await createFollowUpTask(services.db, {
      contactId,
      input: { kind: 'call', title: 'Call', dueAt: '2026-03-01T10:00', assigneeUserId: 'u-buyer' },
      createdBy: 'u-bea',
    })
    expect(notStaff).toMatchObject({ ok: false, fieldErrors: { assigneeUserId: 'Choose a member of staff.' } })
    expect(await tasksOf(contactId)).toHaveLength(0)
  })

  it('a task given to someone else reaches them live; one staff give themselves announces nothing', async () => {
    const given = await createFollowUpTask(services.db, {
      contactId,
      input: { kind: 'whatsapp', title: 'Send the dock photos', dueAt: '2099-02-01T09:00', assigneeUserId: 'u-maria' },
      createdBy: 'u-bea',
    })
    expect(given.ok).toBe(true)
    const events = await services.db.select().from(staffEvents).where(eq(staffEvents.kind, 'task_assigned'))
    expect(events).toMatchObject([{ userId: 'u-maria', title: 'New task for you: WhatsApp — Send the dock photos' }])
    await services.db.delete(followUpTasks).where(eq(followUpTasks.contactId, contactId))
  })

  it('lists my open tasks overdue first, and completing one adds it to the timeline once', async () => {
    const add = (title: string, dueAt: string, kind = 'showing') =>
      createFollowUpTask(services.db, {
        contactId,
        input: { kind, title, dueAt, assigneeUserId: 'u-bea' },
        createdBy: 'u-bea',
      })
    const later = await add('Show the villa', '2099-01-10T14:00')
    const overdue = await add('Send the HOA papers', '2020-01-10T09:00', 'email')
    expect(later.ok && overdue.ok).toBe(true)
    // 09:00 on Roatan is 15:00 UTC
    const [stored] = await services.db
      .select()
      .from(followUpTasks)
      .where(eq(followUpTasks.title, 'Send the HOA papers'))
    expect(stored!.dueAt.toISOString()).toBe('2020-01-10T15:00:00.000Z')

    const mine = await listMyTasks(services.db, { userId: 'u-bea', withUnassigned: false })
    const titles = mine.filter((task) => task.contactId === contactId).map((task) => [task.title, task.overdue])
    expect(titles).toEqual([
      ['Send the HOA papers', true],
      ['Show the villa', false],
    ])

    const taskId = overdue.ok ? overdue.id : ''
    expect(await completeFollowUpTask(services.db, { contactId, taskId, userId: 'u-bea' })).toEqual({ ok: true })
    expect(await completeFollowUpTask(services.db, { contactId, taskId, userId: 'u-bea' })).toMatchObject({
      ok: false,
      status: 409,
    })
    const tasks = await listContactTasks(services.db, contactId)
    expect(tasks.map((task) => [task.title, Boolean(task.completedAt), task.completedBy])).toEqual([
      ['Show the villa', false, null],
      ['Send the HOA papers', true, 'Bea Broker'],
    ])
    const done = await services.db
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.activityType, 'task_done'))
    expect(done.filter((activity) => activity.contactId === contactId)).toHaveLength(1)
    const profile = await getContactProfile(services.db, contactId)
    expect(profile!.timeline[0]).toMatchObject({ title: 'Task done: E-mail — Send the HOA papers', by: 'Bea Broker' })
  })

  it('answers 404 for a task of another contact', async () => {
    const [other] = await services.db.select().from(followUpTasks).where(eq(followUpTasks.title, 'Show the villa'))
    const [stranger] = await services.db.insert(contacts).values({ email: 'x@example.com' }).returning()
    const result = await completeFollowUpTask(services.db, {
      contactId: stranger!.id,
      taskId: other!.id,
      userId: 'u-bea',
    })
    expect(result).toMatchObject({ ok: false, status: 404 })
  })
})
