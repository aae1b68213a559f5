// What follows a sign-in (SPEC §4).
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppServices } from '~/context.server'
import { contacts, emailOutbox, sessions } from '~/db/schema'
import { createTestServices, routerContext, signIn } from '../../tests/setup/test-services'
import { getSessionUser } from '~/auth/session.server'
import { grantRole } from '~/auth/roles.server'
import { listContacts } from './admin-leads.server'
import { getDashboardFigures } from './dashboard.server'
import { isAdminDestination, runSignInTasks, signInTasksSettled } from './sign-in.server'
import { parseContactListQuery } from '~/lib/lead-list-query'

let services: AppServices
let close: () => Promise<void>
beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

async function sessionUser(cookie: string) {
  const request = new Request('http://localhost:3000/', { headers: { cookie } })
  return (await getSessionUser({ request, context: routerContext(services) }))!
}

const leadsOf = (email: string) => services.db.select().from(contacts).where(eq(contacts.email, email))

describe('the sign-in lead upsert (SPEC §4: lead_source signup)', () => {
  it('records the sign-up on a lead that came from an inquiry, links it, and keeps the first source', async () => {
    await services.db
      .insert(contacts)
      .values({ email: 'maya@example.com', firstName: 'Maya', lastName: 'Ebanks', leadSource: 'inquiry' })
    const user = await sessionUser(await signIn(services, 'maya@example.com'))
    await runSignInTasks(services, user)
    const leads = await leadsOf('maya@example.com')
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      userId: user.id,
      leadSource: 'signup',
      firstLeadSource: 'inquiry',
      firstName: 'Maya',
    })
  })

  it("keeps the source of a lead that is the user's own already (SPEC §3: signup is set on sign-up)", async () => {
    const user = await sessionUser(await signIn(services, 'leo@example.com'))
    await services.db.insert(contacts).values({ email: 'leo@example.com', userId: user.id, leadSource: 'contact_form' })
    await runSignInTasks(services, user)
    await runSignInTasks(services, user)
    const leads = await leadsOf('leo@example.com')
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ leadSource: 'contact_form', firstLeadSource: 'contact_form' })
  })

  it('creates a signup lead for someone new', async () => {
    const user = await sessionUser(await signIn(services, 'new-buyer@example.com'))
    await runSignInTasks(services, user)
    expect(await leadsOf('new-buyer@example.com')).toMatchObject([{ leadSource: 'signup', firstLeadSource: 'signup' }])
  })
})

describe('staff are not leads (issue 43)', () => {
  it('a member of staff who signs in on a public page gets no lead and no buyer welcome', async () => {
    await grantRole(services.db, 'agent-on-site@example.com', 'agent')
    const user = await sessionUser(await signIn(services, 'agent-on-site@example.com'))
    await runSignInTasks(services, user)
    expect(await leadsOf('agent-on-site@example.com')).toEqual([])
    const welcomes = await services.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'agent-on-site@example.com'), eq(emailOutbox.templateType, 'welcome')))
    expect(welcomes).toEqual([])
  })

  it('a lead who joins the staff leaves the lead list and the figures, and keeps the record', async () => {
    const figures = () => getDashboardFigures(services.db)
    const list = () => listContacts(services.db, parseContactListQuery(new URLSearchParams('')))
    const user = await sessionUser(await signIn(services, 'Joins.Staff@example.com'))
    await runSignInTasks(services, user)
    const [lead] = await leadsOf('joins.staff@example.com')
    expect(lead).toBeDefined()
    const before = { figures: await figures(), list: await list() }
    expect(before.list.rows.map((row) => row.id)).toContain(lead!.id)
    expect(before.figures.latestLeads.map((row) => row.id)).toContain(lead!.id)

    await grantRole(services.db, 'joins.staff@example.com', 'editor')
    const after = { figures: await figures(), list: await list() }
    expect(after.list.rows.map((row) => row.id)).not.toContain(lead!.id)
    expect(after.list.counts.all).toBe(before.list.counts.all - 1)
    expect(after.list.counts.unassigned).toBe(before.list.counts.unassigned - 1)
    expect(after.figures.newLeadsThisWeek).toBe(before.figures.newLeadsThisWeek - 1)
    expect(after.figures.unassignedLeads).toBe(before.figures.unassignedLeads - 1)
    expect(after.figures.latestLeads.map((row) => row.id)).not.toContain(lead!.id)
    expect(await leadsOf('joins.staff@example.com')).toHaveLength(1)
  })
})

/** Opens /auth/callback with a session cookie, as the magic link's redirect (or a later visit) does. */
async function visitCallback(cookie: string, redirectTo = '/my-account') {
  const { loader } = (await import('../routes/account/auth-callback')) as { loader: (args: unknown) => unknown }
  const url = new URL(`http://localhost:3000/auth/callback?redirectTo=${encodeURIComponent(redirectTo)}`)
  const request = new Request(url, { headers: { cookie } })
  const thrown = await Promise.resolve(loader({ request, url, context: routerContext(services), params: {} })).catch(
    (response: unknown) => response,
  )
  expect((thrown as Response).headers.get('Location')).toBe(redirectTo)
}

describe('the follow-up runs for the sign-in that just happened, once (SPEC §4)', () => {
  it('leaves lead_source and updated_at alone when a signed-in user opens the callback again', async () => {
    const cookie = await signIn(services, 'revisit@example.com')
    await visitCallback(cookie)
    await vi.waitFor(async () => expect(await leadsOf('revisit@example.com')).toHaveLength(1))
    // The lead's source changes later (here by hand); its clock is set back so a bump would show.
    await services.db
      .update(contacts)
      .set({ leadSource: 'inquiry', updatedAt: sql`now() - interval '30 days'` })
      .where(eq(contacts.email, 'revisit@example.com'))
    const [before] = await leadsOf('revisit@example.com')

    await visitCallback(cookie)
    await visitCallback(cookie, '/properties')
    await signInTasksSettled()
    const [after] = await leadsOf('revisit@example.com')
    expect(after).toMatchObject({ leadSource: 'inquiry', updatedAt: before!.updatedAt })
  })

  it('runs for a new sign-in of the same account, and keeps the lead source then too', async () => {
    await signIn(services, 'twice@example.com').then(visitCallback)
    await vi.waitFor(async () => expect(await leadsOf('twice@example.com')).toHaveLength(1))
    await services.db
      .update(contacts)
      .set({ leadSource: 'inquiry', updatedAt: sql`now() - interval '30 days'` })
      .where(eq(contacts.email, 'twice@example.com'))
    const [before] = await leadsOf('twice@example.com')

    await signIn(services, 'twice@example.com').then(visitCallback)
    await vi.waitFor(async () => {
      const [after] = await leadsOf('twice@example.com')
      expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime())
    })
    expect(await leadsOf('twice@example.com')).toMatchObject([{ leadSource: 'inquiry' }])
  })

  it('does nothing for a session that was not made moments ago (signed in before this visit)', async () => {
    const cookie = await signIn(services, 'old-session@example.com')
    const user = await sessionUser(cookie)
    await services.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, user.id))
    await visitCallback(cookie)
    await signInTasksSettled()
    expect(await leadsOf('old-session@example.com')).toEqual([])
  })
})

describe('sign-ins to the admin skip the follow-up (SPEC §4)', () => {
  it('matches on the path whatever the query or hash', () => {
    for (const destination of ['/admin', '/admin?x=1', '/admin#top', '/admin/properties?page=2', '/admin/']) {
      expect(isAdminDestination(destination), destination).toBe(true)
    }
    for (const destination of ['/my-account', '/my-account?next=/admin', '/properties#admin', '/']) {
      expect(isAdminDestination(destination), destination).toBe(false)
    }
  })

  it('sends no welcome and upserts no lead after a sign-in that lands on /admin?x=1', async () => {
    const cookie = await signIn(services, 'staff-member@example.com')
    const user = await sessionUser(cookie)
    const { loader } = (await import('../routes/account/auth-callback')) as { loader: (args: unknown) => unknown }
    const url = new URL('http://localhost:3000/auth/callback?redirectTo=%2Fadmin%3Fx%3D1')
    const thrown = await Promise.resolve(
      loader({ request: new Request(url, { headers: { cookie } }), url, context: routerContext(services), params: {} }),
    ).catch((response: unknown) => response)
    expect((thrown as Response).headers.get('Location')).toBe('/admin?x=1')
    // Any follow-up the callback started has ended (none should have).
    await signInTasksSettled()
    expect(await leadsOf('staff-member@example.com')).toEqual([])
    const welcomes = await services.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))
    expect(welcomes.filter((mail) => mail.templateType === 'welcome')).toEqual([])
  })
})
