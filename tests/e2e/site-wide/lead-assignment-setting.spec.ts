// Issue 43: how new leads get an agent is a site-wide setting, on Admin → Team beside the team it assigns to (it sat
// on every contact's page). It changes what happens to every new lead, so it runs in the site-wide project and is put back.
import { expect, test } from '../fixtures'
import { signInAsStaff } from '../staff'

test('an admin sets automatic assignment on the Team screen; a super admin without the admin role only sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsStaff(page, 'admin', '/admin/team')
  const setting = page.getByRole('region', { name: 'New leads' })
  const mode = setting.getByLabel('Automatic assignment')
  await expect(mode).toHaveValue('off')
  await mode.selectOption('round_robin')
  await setting.getByRole('button', { name: 'Save setting' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Setting saved.' })).toBeVisible()
  await page.reload()
  await expect(mode).toHaveValue('round_robin')

  const owner = await (await browser.newContext({ baseURL })).newPage()
  await signInAsStaff(owner, 'super_admin', '/admin/team')
  await expect(owner.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
  await expect(owner.getByRole('region', { name: 'New leads' })).toHaveCount(0)
  const refused = await owner.request.post('/admin/team', { form: { intent: 'lead-assignment', mode: 'off' } })
  expect(refused.status()).toBe(403)
  await owner.context().close()

  await page.goto('/admin/team')
  await mode.selectOption('off')
  await setting.getByRole('button', { name: 'Save setting' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Setting saved.' })).toBeVisible()
})
