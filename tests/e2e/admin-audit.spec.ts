// Issue 17's audit log as an admin meets it: a price change in Admin → Properties shows on Admin → Audit Log with the
// old and new price and the admin's e-mail, the filters narrow it, and the entry links back to the listing.
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff'

const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

test('an admin changes a price and finds the old and new price with their e-mail in the audit log', async ({
  page,
}) => {
  const email = await signInAsStaff(page, 'admin', '/admin/properties')
  await page.goto('/admin/properties/add')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Title').fill(`Audit Cottage ${uniqueWord()}`)
  await page.getByLabel('Type').selectOption('House')
  await page.getByLabel('Price (US dollars)').fill('$450,000')
  await page.getByRole('button', { name: 'Save and add photos' }).click()
  await expect(page).toHaveURL(/\/admin\/properties\/edit\/\d+\?created=1$/)
  const id = /edit\/(\d+)/.exec(page.url())![1]!
  await page.waitForLoadState('networkidle')

  await page.getByLabel('Price (US dollars)').fill('$425,000')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(/^Saved\./)).toBeVisible()

  await page.getByRole('link', { name: 'Audit Log' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await page.getByLabel('Who (staff e-mail)').fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/who=/)
  await page.getByLabel('What kind').selectOption('Property')
  await expect(page).toHaveURL(/kind=properties/)

  const rows = page.getByRole('row').filter({ hasText: `Property ${id}` })
  const change = rows.filter({ hasText: 'Changed' })
  await expect(change).toHaveCount(1)
  await expect(change).toContainText(email)
  await expect(change.getByText('price_usd: 450000 → 425000')).toBeVisible()
  await expect(rows.filter({ hasText: 'Added' })).toContainText('price_usd: (empty) → 450000')

  // A bad date is refused with a message, not a crash.
  const refused = await page.request.get('/admin/audit?from=yesterday')
  expect(refused.status()).toBe(400)
  await page.goto('/admin/audit?from=yesterday')
  await expect(page.getByRole('alert')).toHaveText('Dates are written YYYY-MM-DD.')

  // The entry links to its subject.
  await page.goto(`/admin/audit?kind=properties&who=${encodeURIComponent(email)}`)
  await page
    .getByRole('row')
    .filter({ hasText: 'Changed' })
    .getByRole('link', { name: `Property ${id}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/admin/properties/edit/${id}$`))
})

test('an editor has no audit log', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin/properties')
  await expect(page.getByRole('link', { name: 'Audit Log' })).toHaveCount(0)
  await page.goto('/admin/audit')
  await expect(page).toHaveURL(/\/admin$/)
})
