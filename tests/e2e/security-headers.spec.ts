// Security headers on every kind of response (decision 017): a strict Content Security Policy whose inline scripts
// run only with the nonce of their render, no framing, no sniffing, a referrer policy and a permissions policy.
// Every other e2e test runs under the same policy: a blocked script or resource is a console error, which fails it.
import type { APIResponse } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff'

function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'")
}

/** Every inline script of the page carries the nonce of the policy it came with (JSON-LD is data, not a script). */
async function expectNoncedPage(response: APIResponse, what: string) {
  expectBaseHeaders(response, what)
  const policy = response.headers()['content-security-policy']!
  expect(policy, what).not.toContain("'unsafe-inline' 'self'") // scripts never run inline without the nonce
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1]
  expect(nonce, `${what}: a nonce in script-src`).toBeTruthy()
  expect(/script-src[^;]*unsafe-inline/.test(policy), `${what}: no unsafe-inline for scripts`).toBe(false)
  const html = await response.text()
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!)
  const executable = inline.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes))
  expect(executable.length, `${what}: inline scripts`).toBeGreaterThan(0)
  for (const attributes of executable) expect(attributes, what).toContain(`nonce="${nonce}"`)
  return nonce!
}

test('public pages, cached or not, run only the inline scripts of their own render', async ({ request }) => {
  for (const path of [
    '/',
    '/properties',
    '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay',
    '/faq',
    '/login',
    '/no-such-page',
  ]) {
    await expectNoncedPage(await request.get(path), path)
  }
  // Two renders, two nonces.
  const first = await expectNoncedPage(await request.get('/blog?x=1'), 'blog')
  const second = await expectNoncedPage(await request.get('/blog?x=2'), 'blog again')
  expect(first).not.toBe(second)
})

test('staff pages, JSON, files and redirects carry the headers too', async ({ page, request }) => {
  await signInAsStaff(page, 'editor', '/admin')
  const admin = await page.request.get('/admin/properties')
  await expectNoncedPage(admin, '/admin/properties')
  for (const path of ['/healthz', '/api/ip', '/favicon.svg', '/robots.txt', '/sitemap.xml']) {
    const response = await request.get(path)
    expectBaseHeaders(response, path)
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'")
  }
  const asset = (await (await request.get('/')).text()).match(/\/assets\/[^"]+\.js/)![0]
  expectBaseHeaders(await request.get(asset), asset)
  const redirect = await request.get('/about-us', { maxRedirects: 0 })
  expect(redirect.status()).toBe(301)
  expectBaseHeaders(redirect, 'a redirect')
})

test('a page runs under its policy with no violation, the map and the privacy dialog included', async ({ page }) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    )
  })
  await page.goto('/properties?view=map')
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Agents' }).click()
  await expect(page).toHaveURL(/\/agents$/)
  expect(violations).toEqual([])
})
