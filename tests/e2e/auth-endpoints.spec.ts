// Issue 39: the auth library's own endpoints. An outside probe sent ten sign-in e-mails to one address through
// better-auth's endpoint (the /login form is limited, the endpoint was not), wrote an attacker's name to a victim's
// account, stored a 2 MB name and a javascript: image, and read raw session tokens. Only the e-mailed link's check is
// reachable now.
import { expect, test } from './fixtures'
import { receivedMail } from './mailbox'
import { signInByLink, uniqueEmail } from './staff'

test('the library endpoints the site does not use answer 404 and send nothing', async ({ page, request }) => {
  const victim = uniqueEmail('auth-probe')
  for (let attempt = 0; attempt < 3; attempt++) {
    const asked = await request.post('/api/auth/sign-in/magic-link', {
      data: { email: victim, name: 'Attacker-chosen', callbackURL: '/my-account' },
    })
    expect(asked.status()).toBe(404)
    expect(asked.headers()['cache-control']).toBe('no-store')
  }
  for (const [method, path] of [
    ['post', '/api/auth/update-user'],
    ['get', '/api/auth/get-session'],
    ['get', '/api/auth/list-sessions'],
    ['post', '/api/auth/sign-out'],
    ['post', '/api/auth/revoke-sessions'],
  ] as const) {
    const answer = await request[method](path, method === 'post' ? { data: { name: 'x'.repeat(10_000) } } : {})
    expect(answer.status(), path).toBe(404)
  }

  // The site's own form still signs the person in, with one e-mail: the probe's three sent none.
  await signInByLink(page, victim)
  await expect(page).toHaveURL(/\/my-account$/)
  await expect(page.getByText('Attacker-chosen')).toHaveCount(0)
  const links = (await receivedMail()).filter(
    (mail) => mail.to.includes(victim) && mail.subject === 'Your sign-in link for Roatan Realty',
  )
  expect(links).toHaveLength(1)
})
