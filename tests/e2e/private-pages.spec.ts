// Who may keep a page (issue 39, decisions 016 and 017): the pages of one person (a signed link, an account, signing
// in) and the staff tools are private in every language and never come from the page cache; a public page names the
// country header in Vary, since the consent banner depends on it; only the site's own hosts are kept.
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { signAddress, signValue } from '../../app/auth/signed-link.server'
import { E2E_PUBLIC_ORIGIN, E2E_DATA_DIR } from '../../playwright.config'
import { expect, test } from './fixtures'

const secrets = () => ({
  authSecret: fs.readFileSync(path.join(E2E_DATA_DIR, 'secrets', 'auth-secret'), 'utf8').trim(),
})

/** Each private page, as its link arrives (with a genuine token where it takes one), and the status it answers. */
function privatePages(): [string, number][] {
  const email = `private-${Date.now()}@example.com`
  return [
    ['/preferences', 200],
    [`/preferences?token=${signAddress(secrets(), 'preferences', email)}`, 200],
    ['/unsubscribe', 200],
    [`/unsubscribe?token=${signAddress(secrets(), 'unsubscribe', email)}`, 200],
    [`/alerts/stop?token=${signValue(secrets(), 'alerts', `${crypto.randomUUID()}||1`)}`, 200],
    ['/preferences/confirm?token=not-a-confirmation', 404],
    ['/my-account', 302],
    ['/login', 200],
    ['/register', 200],
    ['/forgot-password', 200],
    ['/reset-password', 200],
    ['/auth/callback', 200],
  ]
}

/** The staff diagnostics exist in English only. */
const ENGLISH_ONLY: [string, number][] = [
  ['/marketing-test', 200],
  ['/esp-test', 200],
]

const varyOf = (response: APIResponse) =>
  (response.headers()['vary'] ?? '').split(',').map((name) => name.trim().toLowerCase())

test('every page of one person is private in both languages and never comes from the page cache', async ({
  request,
}) => {
  const pages = [
    ...privatePages().flatMap(([page, status]) => [
      [page, status],
      [`/es${page}`, status],
    ]),
    ...ENGLISH_ONLY,
  ]
  for (const [page, status] of pages as [string, number][]) {
    // an address with a query string would be kept from its second request: three of each
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await request.get(page, { maxRedirects: 0 })
      const what = `${page} (request ${attempt})`
      expect(response.status(), what).toBe(status)
      expect(response.headers()['x-cache'], what).toBeUndefined()
      // a redirect to the sign-in page carries no page; everything else says private
      if (status !== 302) expect(response.headers()['cache-control'], what).toBe('private, no-store')
      else expect(response.headers()['cache-control'] ?? '', what).not.toContain('public')
    }
  }
})

test('the loader data of a private page, fetched on a client navigation, is not kept either', async ({ request }) => {
  const [preferences] = privatePages()[1]!
  for (const page of [preferences, `/es${preferences}`]) {
    const data = await request.get(page.replace('?', '.data?'))
    expect(data.status(), page).toBe(200)
    expect(data.headers()['cache-control'], page).toBe('private, no-store')
  }
})

/** Requests `page` until an answer comes from memory; returns that answer. */
async function hit(request: APIRequestContext, page: string, headers: Record<string, string> = {}) {
  let response: APIResponse | undefined
  await expect
    .poll(async () => (response = await request.get(page, { headers })).headers()['x-cache'], {
      timeout: 10_000,
      message: `${page} is served from memory`,
    })
    .toBe('HIT')
  return response!
}

test('a public page, fresh or from memory or a 304, tells a cache in front to keep one copy per country', async ({
  request,
}) => {
  for (const page of ['/', '/es', '/faq', '/es/properties']) {
    const fresh = await request.get(`${page}?fresh=${Date.now()}`)
    expect(fresh.headers()['cache-control'], page).toMatch(/^public, /)
    expect(varyOf(fresh), page).toEqual(expect.arrayContaining(['accept-encoding', 'cf-ipcountry']))
    const kept = await hit(request, page, { 'cf-ipcountry': 'DE' })
    expect(varyOf(kept), page).toEqual(expect.arrayContaining(['accept-encoding', 'cf-ipcountry']))
    const notModified = await request.get(page, {
      headers: { 'cf-ipcountry': 'DE', 'if-none-match': kept.headers().etag! },
    })
    if (notModified.status() === 304) expect(varyOf(notModified), page).toContain('cf-ipcountry')
  }
  const missing = await request.get('/es/no-such-page')
  expect(missing.status()).toBe(404)
  expect(varyOf(missing)).toContain('cf-ipcountry')
})

test('a page asked for under a host that is not the site is answered but never kept', async ({ request }) => {
  const host = `flush-${Date.now()}.evil.example`
  for (let attempt = 1; attempt <= 3; attempt++) {
    const response = await request.get('/about', { headers: { host } })
    expect(response.status()).toBe(200)
    expect(response.headers()['x-cache']).toBeUndefined()
  }
  // the site's own public host (PRODUCTION_HOST, with the port) is kept as APP_URL's is
  const publicHost = new URL(E2E_PUBLIC_ORIGIN).host
  expect((await hit(request, '/about', { host: publicHost })).status()).toBe(200)
  expect((await hit(request, '/about')).status()).toBe(200)
})
