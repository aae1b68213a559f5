// Sign-up and sign-in as SPEC §4/§5 describe, through the real route handlers and a real magic link; and how fast
// role changes reach a signed-in user (CONTRACT.md roles).
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contacts, emailOutbox, rateLimitHits, userRoles, users } from '~/db/schema'
import { PER_ADDRESS_A_DAY } from './magic-link.server'
import { grantRole, revokeRole } from './roles.server'
import { createTestServices, routerContext, signIn } from '../../tests/setup/test-services'
import { runSignInTasks } from '~/models/sign-in.server'
import { getSessionUser, requireRole } from './session.server'
import { accountMessages, type AccountMessageId } from '~/i18n/catalogs/account'
import { catalogsReady, translator } from '~/i18n/messages'

let services: AppServices
let close: () => Promise<void>
beforeAll(async () => {
  ;({ services, close } = await createTestServices({ ADMIN_EMAILS: 'owner@example.com' }))
})
afterAll(() => close())

type Handler = (args: unknown) => Promise<unknown>
const signInRoute = async () => (await import('../routes/account/sign-in')) as { action: Handler }
const callbackRoute = async () => (await import('../routes/account/auth-callback')) as { loader: Handler }

async function submit(path: string, fields: Record<string, string>, ip = '127.0.0.1') {
  const url = new URL(`http://localhost:3000${path}`)
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) })
  const context = routerContext(services)
  context.set((await import('~/context.server')).requestInfoContext, { clientIp: ip })
  return (await signInRoute()).action({ request, url, context, params: {} })
}

async function latestLink(email: string) {
  const [mail] = await services.db
    .select()
    .from(emailOutbox)
    // Only sign-in links: a welcome e-mail sent in the background may be newer.
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.templateType, 'magic_link')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  return new URL(mail!.textBody.match(/https?:\/\/\S+/)![0])
}

/** Opens the link like a browser: better-auth verifies, sets the cookie, and redirects to our callback. */
async function openLink(link: URL) {
  const response = await services.auth.handler(new Request(link))
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  return { location: new URL(response.headers.get('location')!, 'http://localhost:3000'), cookie }
}

async function callback(location: URL, cookie: string) {
  const request = new Request(location, { headers: cookie ? { cookie } : {} })
  try {
    return await (
      await callbackRoute()
    ).loader({ request, url: location, context: routerContext(services), params: {} })
  } catch (thrown) {
    return thrown
  }
}

describe('registering', () => {
  it('keeps the names, marks the user new, and lands where the visitor was going', async () => {
    const result = await submit('/register', {
      email: 'Ana@Example.com',
      firstName: 'Ana',
      lastName: 'Smith',
      redirectTo: '/properties',
    })
    expect(result).toEqual({ sentTo: 'ana@example.com' })
    const link = await latestLink('ana@example.com')
    expect(link.pathname).toBe('/api/auth/magic-link/verify')

    const { location, cookie } = await openLink(link)
    expect(location.pathname).toBe('/auth/callback')
    expect(location.searchParams.get('redirectTo')).toBe('/properties')
    const [user] = await services.db.select().from(users).where(eq(users.email, 'ana@example.com'))
    expect(user).toMatchObject({
      firstName: 'Ana',
      lastName: 'Smith',
      isSignup: true,
      isNewUser: true,
      emailVerified: true,
    })

    const landed = (await callback(location, cookie)) as Response
    expect(landed.status).toBe(302)
    expect(landed.headers.get('Location')).toBe('/properties')
  })

  it('sends the welcome e-mail once and upserts a signup lead (SPEC §4)', async () => {
    const request = new Request('http://localhost:3000/', {
      headers: { cookie: (await openLink(await relink('ana@example.com'))).cookie },
    })
    const user = (await getSessionUser({ request, context: routerContext(services) }))!
    await runSignInTasks(services, { ...user, isNewUser: true })
    await runSignInTasks(services, { ...user, isNewUser: true })
    const welcomes = await services.db.select().from(emailOutbox).where(eq(emailOutbox.templateType, 'welcome'))
    expect(welcomes).toHaveLength(1)
    expect(welcomes[0]!.subject).toBe('Welcome to Roatan Realty, Ana')
    const leads = await services.db.select().from(contacts).where(eq(contacts.userId, user.id))
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      leadSource: 'signup',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Smith',
    })
  })
})

async function relink(email: string) {
  await submit('/login', { email })
  return latestLink(email)
}

describe('signing in', () => {
  it('answers the same for unknown addresses (no enumeration)', async () => {
    expect(await submit('/login', { email: 'nobody-yet@example.com' })).toEqual({ sentTo: 'nobody-yet@example.com' })
  })

  it('refuses a bad address with a field error and sends nothing', async () => {
    const result = (await submit('/login', { email: 'not-an-address' })) as {
      data: { fieldErrors: Record<string, string> }
      init: { status: number }
    }
    expect(result.init.status).toBe(400)
    expect(result.data.fieldErrors.email).toBe('Please enter a valid e-mail address.')
  })

  it('never redirects to another site', async () => {
    await submit('/login', { email: 'ana@example.com', redirectTo: 'https://evil.example/steal' })
    const link = await latestLink('ana@example.com')
    expect(new URL(link.searchParams.get('callbackURL')!, 'http://localhost:3000').searchParams.get('redirectTo')).toBe(
      '/my-account',
    )
  })

  it('uses a link only once, and shows a clear message for a used or forged link', async () => {
    await catalogsReady()
    const link = await relink('ana@example.com')
    await openLink(link)
    const again = await openLink(link)
    expect(again.location.searchParams.get('error')).toBe('INVALID_TOKEN')
    // the page names the problem by message id, shown in the page's language
    const page = (await callback(again.location, '')) as { problem: AccountMessageId }
    expect(translator(accountMessages, 'en')(page.problem)).toMatch(/already been used, has expired, or is not valid/)
    expect(translator(accountMessages, 'es')(page.problem)).not.toBe(page.problem)
  })

  it('limits sign-in links per address with a readable 429', async () => {
    let last: unknown
    for (let attempt = 0; attempt < 6; attempt++)
      last = await submit('/login', { email: 'flood@example.com' }, '10.0.0.9')
    const refused = last as { data: { formError: string }; init: { status: number } }
    expect(refused.init.status).toBe(429)
    expect(refused.data.formError).toMatch(/Too many sign-in links/)
  })

  it('sends one address at most twelve links a day, however the 15-minute windows fall (issue 39)', async () => {
    const email = 'bombed@example.com'
    const sent = async () =>
      (
        await services.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.templateType, 'magic_link')))
      ).length
    // each 15-minute window allows five; the windows are moved back as the clock would move on
    const windowPassed = () =>
      services.db
        .update(rateLimitHits)
        .set({ windowStart: sql`now() - interval '20 minutes'` })
        .where(eq(rateLimitHits.key, `magic-link:email:${email}`))
    let last: unknown
    for (let attempt = 0; attempt < PER_ADDRESS_A_DAY.max + 1; attempt++) {
      if (attempt % 5 === 0) await windowPassed()
      last = await submit('/login', { email }, `203.0.113.${attempt + 1}`)
    }
    expect((last as { init: { status: number } }).init.status).toBe(429)
    expect(await sent()).toBe(PER_ADDRESS_A_DAY.max)
  })

  it('counts an IPv6 /64 as one network', async () => {
    let last: unknown
    for (let attempt = 0; attempt <= services.config.signInLinksPerIp; attempt++) {
      last = await submit(
        '/login',
        { email: `v6-${attempt}@example.com` },
        `2001:db8:1:2::${(attempt + 1).toString(16)}`,
      )
    }
    expect((last as { init: { status: number } }).init.status).toBe(429)
  })

  it('grants super_admin to an ADMIN_EMAILS address at its first sign-in', async () => {
    const { location, cookie } = await openLink(await relink('owner@example.com'))
    await callback(location, cookie)
    const [owner] = await services.db.select().from(users).where(eq(users.email, 'owner@example.com'))
    const roles = await services.db.select().from(userRoles).where(eq(userRoles.userId, owner!.id))
    expect(roles.map((row) => row.role)).toEqual(['super_admin'])
  })
})

describe('with a captcha configured', () => {
  it('passes the token on and refuses a request without one, sending nothing', async () => {
    const guarded = await createTestServices({
      CAPTCHA_PROVIDER: 'cloudflare-turnstile',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET_KEY: 'secret-key',
    })
    try {
      const url = new URL('http://localhost:3000/login')
      const request = new Request(url, { method: 'POST', body: new URLSearchParams({ email: 'bot@example.com' }) })
      const result = (await (
        await signInRoute()
      ).action({ request, url, context: routerContext(guarded.services), params: {} })) as {
        data: { formError: string }
        init: { status: number }
      }
      expect(result.init.status).toBe(400)
      expect(result.data.formError).toMatch(/not a robot/)
      expect(await guarded.services.db.select().from(emailOutbox)).toHaveLength(0)
    } finally {
      await guarded.close()
    }
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
