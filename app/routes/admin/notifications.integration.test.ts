// Issue 39: the live notification stream lives only as long as the session it was opened with and the viewer's staff
// role. The route answers as the router calls it, with a real session cookie, the process's hub and its database.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { sessions, users } from '~/db/schema'
import { STAFF_STREAMS_PER_USER } from '~/lib/staff-work-rules'
import { grantRole, revokeRole } from '~/auth/roles.server'
import type { StaffEvent } from '~/lib/staff-event'
import { publishStaffEvent } from '~/models/staff-events.server'
import { startStaffEventHub } from '../../../server/staff-event-hub'
import { createTestServices, routerContext, signIn } from '../../../tests/setup/test-services'
import { loader } from './notifications'

let services: AppServices
let close: () => Promise<void>
let hub: Awaited<ReturnType<typeof startStaffEventHub>>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  hub = await startStaffEventHub(services)
  services.staffEvents = hub
})
afterAll(async () => {
  await hub.stop()
  await close()
})

/** Opens the stream with `cookie`, reading its events as they come and noting when it ends. */
async function openStream(cookie: string) {
  const url = new URL('http://localhost:3000/admin/notifications?after=0')
  const tab = new AbortController()
  const request = new Request(url, { headers: { cookie, accept: 'text/event-stream' }, signal: tab.signal })
  const response = (await loader({
    request,
    url,
    context: routerContext(services),
    params: {},
    pattern: '',
  } as unknown as Parameters<typeof loader>[0])) as Response
  const stream = { response, events: [] as StaffEvent[], ended: false, close: () => tab.abort() }
  if (response.status !== 200) return stream
  void (async () => {
    let buffer = ''
    for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
      buffer += chunk
      const blocks = buffer.split('\n\n')
      buffer = blocks.pop()!
      for (const data of blocks.flatMap((block) => block.split('\n')).filter((line) => line.startsWith('data: '))) {
        stream.events.push(JSON.parse(data.slice(6)) as StaffEvent)
      }
    }
    stream.ended = true
  })()
  return stream
}

const publish = (title: string) => publishStaffEvent(services.db, { kind: 'inquiry', title, roles: ['broker'] })
const titles = (stream: { events: StaffEvent[] }) => stream.events.map((event) => event.title)
/** Long enough for a delivered event to have arrived (events leave within milliseconds). */

describe('the live notification stream (issue 39)', () => {
  it('ends when its user signs out everywhere, and carries nothing published afterwards', async () => {
    await grantRole(services.db, 'broker-one@example.com', 'broker')
    const cookie = await signIn(services, 'broker-one@example.com')
    const stream = await openStream(cookie)
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream')
    await publish('Before sign-out')
    await expect.poll(() => titles(stream)).toContain('Before sign-out')

    await services.auth.api.revokeSessions({ headers: new Headers({ cookie }) })
    await expect.poll(() => stream.ended, { timeout: 2000 }).toBe(true)
    // the stream has ended, so no wait is needed to know nothing later reaches it
    await publish('After sign-out')
    expect(titles(stream)).not.toContain('After sign-out')
  })

  it('ends when the viewer’s staff role is revoked', async () => {
    await grantRole(services.db, 'broker-two@example.com', 'broker')
    const stream = await openStream(await signIn(services, 'broker-two@example.com'))
    await revokeRole(services.db, 'broker-two@example.com', 'broker')
    await expect.poll(() => stream.ended, { timeout: 2000 }).toBe(true)
    await publish('After the role went')
    expect(titles(stream)).not.toContain('After the role went')
  })

  it('checks the session before delivering: an expired one gets no event and its stream ends', async () => {
    await grantRole(services.db, 'broker-three@example.com', 'broker')
    const stream = await openStream(await signIn(services, 'broker-three@example.com'))
    const [user] = await services.db.select().from(users).where(eq(users.email, 'broker-three@example.com'))
    // an expiry announces nothing: only the check before delivery can notice it
    await services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id))
    await publish('After expiry')
    await expect.poll(() => stream.ended, { timeout: 2000 }).toBe(true)
    expect(titles(stream)).not.toContain('After expiry')
  })

  it(`refuses a staff member’s stream beyond ${STAFF_STREAMS_PER_USER} with 429, and takes one again once a tab closes`, async () => {
    await grantRole(services.db, 'many-tabs@example.com', 'broker')
    const cookie = await signIn(services, 'many-tabs@example.com')
    const open = []
    for (let tab = 0; tab < STAFF_STREAMS_PER_USER; tab++) open.push(await openStream(cookie))
    expect(open.map((stream) => stream.response.status)).toEqual(open.map(() => 200))
    const refused = await openStream(cookie)
    expect(refused.response.status).toBe(429)
    expect(await refused.response.text()).toMatch(/close one/)
    open[0]!.close()
    expect((await openStream(cookie)).response.status).toBe(200)
    await services.auth.api.revokeSessions({ headers: new Headers({ cookie }) })
  })
})
