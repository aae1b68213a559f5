// Feature flags change the whole site for everyone, so these run after every other end-to-end test
// (the 'site-wide' project in playwright.config.ts), never beside one that reads the same pages.
import { expect, test } from '../fixtures'
import { signInAsStaff } from '../staff'

test('an admin turns the TV pages off and on; the site follows on the next request', async ({ page, request }) => {
  await signInAsStaff(page, 'admin', '/admin/feature-flags')
  const tvSwitch = page.getByRole('switch', { name: 'Office TV pages' })
  await expect(tvSwitch).toHaveAttribute('aria-checked', 'true')
  try {
    await tvSwitch.click()
    await expect(page.getByRole('status').filter({ hasText: 'show_tv_pages is now off.' })).toBeVisible()
    await expect(tvSwitch).toHaveAttribute('aria-checked', 'false')
    expect((await request.get('/tv-1')).status()).toBe(404)
    expect((await request.get('/tv-2')).status()).toBe(404)
  } finally {
    if ((await tvSwitch.getAttribute('aria-checked')) === 'false') await tvSwitch.click()
  }
  // the switch shows its new state while it saves (flag-list.tsx): the message comes once the server has it
  await expect(page.getByRole('status').filter({ hasText: 'show_tv_pages is now on.' })).toBeVisible()
  await expect(tvSwitch).toHaveAttribute('aria-checked', 'true')
  expect((await request.get('/tv-1')).status()).toBe(200)
})

test('an editor cannot reach feature flags, and the server refuses the change', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin')
  await page.goto('/admin/feature-flags')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Feature Flags' }),
  ).toHaveCount(0)
  const response = await page.request.post('/admin/feature-flags', {
    form: { key: 'show_tv_pages', enabled: 'false' },
  })
  expect(response.status()).toBe(403)
  expect((await page.request.get('/tv-1')).status()).toBe(200)
})
