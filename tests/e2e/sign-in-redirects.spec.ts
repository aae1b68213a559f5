// Where signing in lands (issue 39): a target the request names is a path of this site or the default, never another
// host, and never a 500 (a newline, or a character outside Latin-1, in a Location header).
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { linkIn, receivedMail, waitForMail } from './mailbox'
import { uniqueEmail } from './staff'

const HOSTILE = [
  '/\t/evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '/.//evil.example/phish',
  'https://evil.example/phish',
  '/\n/evil.example',
  '/my-account\r\nSet-Cookie: x=1',
  '/propiedad/casa-€',
]

/** Follows redirects one by one from `start`; every Location stays on `origin`. Returns the last answer. */
async function followOnSite(request: APIRequestContext, start: string, origin: string) {
  let address = new URL(start, origin)
  for (let step = 0; step < 10; step++) {
    const response = await request.get(address.href, { maxRedirects: 0 })
    expect(response.status(), address.href).toBeLessThan(500)
    const location = response.headers()['location']
    if (!location) return { response, address }
    address = new URL(location, address)
    expect(address.origin, `${location} (from ${start})`).toBe(origin)
  }
  throw new Error(`${start}: too many redirects`)
}

test('the sign-in pages and the callback keep a hostile target out of their forms, without a 500', async ({
  request,
}) => {
  for (const target of HOSTILE) {
    for (const page of ['/login', '/es/register', '/auth/callback']) {
      const response = await request.get(`${page}?redirectTo=${encodeURIComponent(target)}`)
      expect(response.status(), `${page} ${JSON.stringify(target)}`).toBe(200)
      const kept = /name="redirectTo" value="([^"]*)"/.exec(await response.text())?.[1]
      expect(kept, `${page} ${JSON.stringify(target)}`).toMatch(/^\/(es\/)?(my-account|propiedad\/casa-%E2%82%AC)$/)
    }
  }
})

test('the genuine sign-in e-mail asked for with a hostile target lands on this site, and so does a signed-in visit', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const email = uniqueEmail('redirect')
  const isLink = (mail: { to: string[]; subject: string }) =>
    mail.to.includes(email) && mail.subject === 'Your sign-in link for Roatan Realty'
  expect((await receivedMail()).filter(isLink)).toHaveLength(0)
  const asked = await request.post('/login', {
    form: { email, redirectTo: '/\t/evil.example/phish' },
    headers: { origin },
  })
  expect(asked.status()).toBe(200)
  const link = linkIn(await waitForMail(isLink))
  const landed = await followOnSite(request, link, origin)
  expect(landed.address.pathname).toBe('/my-account')
  expect(landed.response.status()).toBe(200)

  // Signed in, the sign-in page and the callback redirect at once: to this site, whatever the target.
  for (const target of HOSTILE) {
    for (const page of ['/login', '/auth/callback']) {
      const response = await request.get(`${page}?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 })
      const what = `${page} ${JSON.stringify(target)}`
      expect(response.status(), what).toBe(302)
      const location = new URL(response.headers()['location']!, origin)
      expect(location.origin, what).toBe(origin)
      expect(location.pathname, what).toMatch(/^\/(my-account|propiedad\/casa-%E2%82%AC)$/)
    }
  }
})

// Issue 43: the site opened at another name for this computer than APP_URL's: the sign-in page says where the e-mail's
// link will open, and links there, instead of leaving the visitor with a link that ends in "expired or already used".
test('a sign-in page opened at another local address than APP_URL says where the link opens', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL!).origin
  const other = appOrigin.replace('127.0.0.1', 'localhost')
  await page.goto(`${other}/login?redirectTo=%2Fmy-account`)
  await expect(page.getByRole('note')).toContainText(`Sign-in links open this site at ${appOrigin}`)
  await expect(page.getByRole('link', { name: `Sign in at ${appOrigin}` })).toHaveAttribute(
    'href',
    `${appOrigin}/login?redirectTo=%2Fmy-account`,
  )
  // at APP_URL's own address, no note
  await page.goto('/es/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('note')).toHaveCount(0)
})
