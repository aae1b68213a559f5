// What the server tells the browser app of the session (SPEC §4 events, §7 debug_auth_state), through the real
// route handlers and real magic links.
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { emailOutbox } from '~/db/schema'
import { createTestServices, routerContext, signIn } from '../../tests/setup/test-services'

let services: AppServices
let close: () => Promise<void>
beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

type Handler = (args: unknown) => Promise<unknown>
type Module = { loader: Handler; action: Handler }
const callbackRoute = async () => (await import('../routes/account/auth-callback')) as unknown as Module
const signInRoute = async () => (await import('../routes/account/sign-in')) as unknown as Module
const logoutRoute = async () => (await import('../routes/resources/logout')) as unknown as Module
const debugRoute = async () => (await import('../routes/api/debug-auth-state')) as unknown as Module

/** The answer a handler gave, thrown or returned. */
async function answer(handler: Handler, request: Request) {
  const url = new URL(request.url)
  try {
    return (await handler({ request, url, context: routerContext(services), params: {} })) as Response
  } catch (thrown) {
    return thrown as Response
  }
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])

async function visitCallback(cookie: string) {
  const request = new Request('http://localhost:3000/auth/callback?redirectTo=%2Fmy-account', { headers: { cookie } })
  return answer((await callbackRoute()).loader, request)
}

describe('the mark of a sign-in (SPEC §4 signed in)', () => {
  it('rides on the callback’s redirect of a fresh sign-in, once', async () => {
    const session = await signIn(services, 'marked@example.com')
    const first = await visitCallback(session)
    expect(first.headers.get('Location')).toBe('/my-account')
    expect(cookiesOf(first)).toEqual(['auth_event=signed_in'])
    expect(first.headers.getSetCookie()[0]).toMatch(/Max-Age=60/)
    expect(first.headers.getSetCookie()[0]).not.toMatch(/HttpOnly/)
    // a signed-in visitor opening the callback again signed in nobody
    expect(cookiesOf(await visitCallback(session))).toEqual([])
  })

  it('is a password recovery when the link was asked for on the forgot password page in this browser', async () => {
    const url = new URL('http://localhost:3000/forgot-password')
    const request = new Request(url, { method: 'POST', body: new URLSearchParams({ email: 'forgot@example.com' }) })
    const asked = (await (
      await signInRoute()
    ).action({
      request,
      url,
      context: routerContext(services),
      params: {},
    })) as { data: unknown; init: { headers: Record<string, string> } }
    expect(asked.data).toEqual({ sentTo: 'forgot@example.com' })
    const flow = asked.init.headers['Set-Cookie']!
    expect(flow).toMatch(/^sign_in_flow=recovery; .*HttpOnly/)

    const [mail] = await services.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'forgot@example.com'), eq(emailOutbox.templateType, 'magic_link')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1)
    const verified = await services.auth.handler(new Request(mail!.text.match(/https?:\/\/\S+/)![0]))
    const session = cookiesOf(verified).join('; ')
    const landed = await visitCallback(`${session}; ${flow.split(';')[0]}`)
    expect(cookiesOf(landed)).toEqual(['auth_event=password_recovery', 'sign_in_flow='])
  })
})

describe('the mark of a sign-out (SPEC §4 signed out)', () => {
  it('rides on the sign-out’s redirect with the cleared session', async () => {
    const session = await signIn(services, 'leaving@example.com')
    const request = new Request('http://localhost:3000/logout', {
      method: 'POST',
      headers: { cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    const response = await answer((await logoutRoute()).action, request)
    expect(response.status).toBe(302)
    expect(cookiesOf(response)).toContain('auth_event=signed_out')
  })
})

describe('debug_auth_state (SPEC §7)', () => {
  const ask = async (cookie?: string) =>
    answer(
      (await debugRoute()).loader,
      new Request('http://localhost:3000/api/debug-auth-state', { headers: cookie ? { cookie } : {} }),
    )

  it('answers who the session belongs to, their roles and the session’s times, never a token', async () => {
    const session = await signIn(services, 'debugger@example.com')
    const response = await ask(session)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      authenticated: true,
      userId: expect.any(String),
      roles: [],
      isNewUser: true,
      session: { createdAt: expect.any(String), expiresAt: expect.any(String) },
    })
    const token = decodeURIComponent(session.split('=')[1]!).split('.')[0]!
    expect(text).not.toContain(token)
  })

  it('answers that there is no session to a visitor without one', async () => {
    expect(await (await ask()).json()).toEqual({ authenticated: false })
    expect(await (await ask('better-auth.session_token=forged.value')).json()).toEqual({ authenticated: false })
  })
})
