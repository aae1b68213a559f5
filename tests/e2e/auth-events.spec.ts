// SPEC §4 auth session events and §7 debug_auth_state as the browser app sees them: each is a debug line in the
// browser's console (app/auth/auth-session-events.ts), so a real sign-in and sign-out show them.
import type { ConsoleMessage, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInByLink, uniqueEmail } from './staff'

/** The auth events the page logs, as 'EVENT user' lines, and the answers of debug_auth_state. */
function listen(page: Page) {
  const events: string[] = []
  const states: unknown[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'debug') return
    const [first, ...rest] = message.args()
    void first?.jsonValue().then(async (label: unknown) => {
      const values = await Promise.all(rest.map((arg) => arg.jsonValue()))
      if (label === 'auth event') events.push(`${values[0]} ${values[1] ? 'user' : 'nobody'}`)
      if (label === 'debug_auth_state') states.push(values[0])
    })
  })
  return { events, states }
}

test('a sign-in, the session at each start and a sign-out reach the browser app, with debug_auth_state', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const { events, states } = listen(page)
  await signInByLink(page, uniqueEmail('events'))
  await expect(page).toHaveURL(/\/my-account$/)
  // the sign-in page, then the page the link led to
  await expect.poll(() => events).toEqual(['INITIAL_SESSION nobody', 'INITIAL_SESSION user', 'SIGNED_IN user'])
  await expect.poll(() => states).toHaveLength(1)
  expect(states[0]).toMatchObject({ authenticated: true, roles: [], session: { expiresAt: expect.any(String) } })
  expect(JSON.stringify(states[0])).not.toMatch(/token/i)

  // a later start of the same tab: the session, nothing new
  events.length = 0
  await page.reload()
  await expect.poll(() => states).toHaveLength(2)
  expect(events).toEqual(['INITIAL_SESSION user'])

  // signing out within the page, and the next start after it
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => events).toEqual(['INITIAL_SESSION user', 'SIGNED_OUT nobody'])
  await page.reload()
  await expect.poll(() => events).toHaveLength(3)
  expect(events[2]).toBe('INITIAL_SESSION nobody')
  expect(states).toHaveLength(2)
})
