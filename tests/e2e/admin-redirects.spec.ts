// Issue 5: the redirects manager and feature flags, used as staff would, checked on the public site.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff'

/** The public layer reloads redirects at most every 5 s (docs/decisions/005): poll for up to ~7 s. */
async function expectRedirectSoon(request: APIRequestContext, from: string, to: string, status = 301) {
  await expect
    .poll(
      async () => {
        const response = await request.get(from, { maxRedirects: 0 })
        return `${response.status()} ${response.headers().location ?? ''}`
      },
      { timeout: 7000, intervals: [250] },
    )
    .toBe(`${status} ${to}`)
}

test('an editor creates a redirect, a duplicate source is refused, and the site answers 301', async ({
  page,
  request,
}) => {
  await signInAsStaff(page, 'editor', '/admin/redirects')
  await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible()

  await page.getByLabel('Old address (source)').fill('/old-page-test/')
  await page.getByLabel('New address (target)').fill('/about')
  await page.getByRole('button', { name: 'Create redirect' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved the redirect from /old-page-test.' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: '/old-page-test' })
  await expect(row).toContainText('/about')
  await expect(row).toContainText('301 Permanent')
  await expect(row).toContainText(/editor-.*@example\.com/)

  await expectRedirectSoon(request, '/old-page-test', '/about')

  await page.getByLabel('Old address (source)').fill('/old-page-test')
  await page.getByLabel('New address (target)').fill('/faq')
  await page.getByRole('button', { name: 'Create redirect' }).click()
  await expect(page.getByText('A redirect from /old-page-test already exists. Edit that one instead.')).toBeVisible()
  await expect(page.getByLabel('Old address (source)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('row').filter({ hasText: '/old-page-test' })).toHaveCount(1)

  // The hit is counted once the redirect answers.
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: '/old-page-test' }).getByRole('cell').nth(4)).not.toHaveText('0')
})

test('a missing page shows in the 404 log and becomes a redirect in one click', async ({ page, request }) => {
  const missing = `/no-such-page-${Date.now()}`
  expect((await request.get(missing)).status()).toBe(404)
  expect((await request.get(missing)).status()).toBe(404)

  await signInAsStaff(page, 'editor', '/admin/redirects')
  const logRow = page.getByRole('row').filter({ hasText: missing })
  await expect(logRow.getByRole('cell').nth(1)).toHaveText('2')
  await logRow.getByRole('link', { name: `Create redirect from ${missing}` }).click()
  await expect(page.getByLabel('Old address (source)')).toHaveValue(missing)
  await page.getByLabel('New address (target)').fill('/properties')
  await page.getByRole('button', { name: 'Create redirect' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Saved the redirect from ${missing}.` })).toBeVisible()
  // out of the 404 log, into the list
  await expect(page.getByRole('table', { name: 'Paths that answered not found' }).getByText(missing)).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Redirects, newest first' }).getByText(missing)).toBeVisible()
  await expectRedirectSoon(request, missing, '/properties')
})

test('clean up reports how many malformed redirects it deleted', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin/redirects')
  await page.getByRole('button', { name: 'Clean up malformed redirects' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: /Clean up (deleted \d+ malformed|found no malformed)/ }),
  ).toContainText(/\d+/)
})
