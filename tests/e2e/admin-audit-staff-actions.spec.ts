// Issue 39: staff work the audit log used to miss shows there with who did it: a path dismissed from the 404 log
// (its row, deleted) and a tool run from Admin → Tools (a "Ran" entry with what it did, no before). Issue 43: in
// words, with the fields as labels, not column names.
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff'

test('an admin dismisses a 404 and clears the caches, and finds both in the audit log', async ({ page }) => {
  const path = `/audit-walk-missing-${Date.now()}`
  // Hit often enough to be among the most-hit paths the Redirects screen lists.
  for (let hit = 0; hit < 20; hit++) expect((await page.request.get(path)).status()).toBe(404)
  const email = await signInAsStaff(page, 'admin', '/admin/redirects')
  await page.getByRole('button', { name: `Remove ${path} from the 404 log` }).click()
  await expect(page.getByText(`Removed ${path} from the 404 log.`)).toBeVisible()

  await page.goto('/admin/tools')
  await page.getByRole('button', { name: 'Clear caches' }).click()
  await expect(page.getByText(/^Cleared \d+ caches/)).toBeVisible()

  await page.goto(`/admin/audit?who=${encodeURIComponent(email)}`)
  const dismissed = page.getByRole('row').filter({ hasText: path }).filter({ hasText: 'Deleted' })
  await expect(dismissed.getByRole('cell').nth(3)).toHaveText(`404 log entry${path}`)
  await expect(dismissed.getByRole('listitem').filter({ hasText: `Path: ${path}` })).toBeVisible()
  await expect(dismissed.getByRole('listitem').filter({ hasText: 'Hits: 20' })).toBeVisible()
  const cleared = page.getByRole('row').filter({ hasText: 'clear-caches' })
  await expect(cleared).toContainText('Ran')
  await expect(cleared).toContainText(email)
  await expect(cleared.getByRole('listitem').filter({ hasText: /^Caches/ })).toBeVisible()
  await expect(cleared).not.toContainText('→')
  await expect(page.getByText(/\bpath: |caches: /)).toHaveCount(0)
})
