// What follows a sign-in (SPEC §4) and how fast role changes reach a signed-in user (CONTRACT.md roles).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contacts, emailOutbox } from '~/db/schema'
import { grantRole, revokeRole } from '~/models/roles.server'
import { createTestServices, routerContext, signIn } from '../../tests/setup/test-services'
import { getSessionUser, requireRole } from './session.server'
import { isAdminDestination, runSignInTasks } from './sign-in-tasks.server'

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

  it("sets signup on the user's own lead and keeps where it first came from", async () => {
    const user = await sessionUser(await signIn(services, 'leo@example.com'))
    await services.db.insert(contacts).values({ email: 'leo@example.com', userId: user.id, leadSource: 'contact_form' })
    await runSignInTasks(services, user)
    await runSignInTasks(services, user)
    const leads = await leadsOf('leo@example.com')
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ leadSource: 'signup', firstLeadSource: 'contact_form' })
  })

  it('creates a signup lead for someone new', async () => {
    const user = await sessionUser(await signIn(services, 'new-buyer@example.com'))
    await runSignInTasks(services, user)
    expect(await leadsOf('new-buyer@example.com')).toMatchObject([{ leadSource: 'signup', firstLeadSource: 'signup' }])
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
    await new Promise((resolve) => setTimeout(resolve, 100)) // the deferred task would have run by now
    expect(await leadsOf('staff-member@example.com')).toEqual([])
    const welcomes = await services.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))
    expect(welcomes.filter((mail) => mail.templateType === 'welcome')).toEqual([])
  })
})

describe('role changes (CONTRACT.md: they apply to the user’s next request)', () => {
  it('sees a grant or revoke made elsewhere at once, with no waiting for a cache', async () => {
    const cookie = await signIn(services, 'new-admin@example.com')
    await grantRole(services.db, 'new-admin@example.com', 'editor')
    const args = () => {
      const url = new URL('http://localhost:3000/admin/rets')
      return { request: new Request(url, { headers: { cookie } }), url, context: routerContext(services) }
    }
    const refusal = await requireRole(args(), ['admin']).catch((response: unknown) => response)
    expect((refusal as Response).status).toBe(302)
    // As the CLI or another process would: straight into the database.
    await grantRole(services.db, 'new-admin@example.com', 'admin')
    await expect(requireRole(args(), ['admin'])).resolves.toMatchObject({
      roles: expect.arrayContaining(['admin', 'editor']),
    })
    await revokeRole(services.db, 'new-admin@example.com', 'admin')
    const again = await requireRole(args(), ['admin']).catch((response: unknown) => response)
    expect((again as Response).status).toBe(302)
  })
})
