// The Contact Profile screen's handlers called as the router calls them, with a real broker session.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contactActivities, contacts } from '~/db/schema'
import { action, loader } from '~/routes/admin/contact-profile'
import { createAgent } from '../../tests/setup/factories'
import { createTestServices, routerContext, signIn } from '../../tests/setup/test-services'
import { grantRole } from '~/auth/roles.server'

let services: AppServices
let close: () => Promise<void>
let cookie: string
let contactId: string

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  await grantRole(services.db, 'broker@example.com', 'broker')
  cookie = await signIn(services, 'broker@example.com')
  const [contact] = await services.db
    .insert(contacts)
    .values({ email: 'lena@example.com', firstName: 'Lena', lastName: 'Lead' })
    .returning()
  contactId = contact!.id
})
afterAll(() => close())

function call(handler: typeof loader | typeof action, id: string, form?: Record<string, string>) {
  const url = new URL(`http://localhost:3000/admin/contacts/profile/${id}`)
  const request = new Request(url, {
    method: form ? 'POST' : 'GET',
    headers: { cookie },
    body: form ? new URLSearchParams(form) : undefined,
  })
  const args = { request, url, context: routerContext(services), params: { id }, pattern: '', unstable_pattern: '' }
  return (handler as (args: unknown) => Promise<unknown>)(args)
}

describe('the contact profile screen', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const thrown = await call(loader, id).catch((error: unknown) => error)
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(404)
    }
  })

  it('answers {data: null, error} for an unknown agent, and {data: contact, error: null} on success', async () => {
    const refused = (await call(action, contactId, { intent: 'assign', agentId: '999999' })) as {
      data: unknown
      init: { status: number }
    }
    expect(refused.data).toEqual({ data: null, error: 'There is no active agent with this id.' })
    expect(refused.init.status).toBe(400)

    const agent = await createAgent(services.db, { name: 'Maria Bodden' })
    const done = (await call(action, contactId, { intent: 'assign', agentId: String(agent.id) })) as {
      data: { data: { id: string; assignedAgentId: number }; error: null }
    }
    expect(done.data.error).toBeNull()
    expect(done.data.data).toMatchObject({ id: contactId, assignedAgentId: agent.id })
  })

  it('records a note and a status change by the broker', async () => {
    await call(action, contactId, { intent: 'note', note: 'Wants a viewing.' })
    await call(action, contactId, {
      intent: 'details',
      firstName: 'Lena',
      lastName: 'Lead',
      email: 'lena@example.com',
      phone: '',
      status: 'contacted',
    })
    const [lead] = await services.db.select().from(contacts).where(eq(contacts.id, contactId))
    expect(lead!.status).toBe('contacted')
    const rows = await services.db.select().from(contactActivities).where(eq(contactActivities.contactId, contactId))
    expect(rows.map((row) => row.activityType).sort()).toEqual(['assignment', 'note', 'status_change'])
    expect(rows.every((row) => row.createdBy !== null)).toBe(true)
    const profile = (await call(loader, contactId)) as { timeline: { title: string; by: string }[] }
    expect(profile.timeline.map((entry) => entry.title)).toContain('Status changed from new to contacted')
  })
})
