// Issue 17's audit log as an admin meets it: a price change in Admin → Properties shows on Admin → Audit Log with the
// old and new price and the admin's e-mail, the filters narrow it, and the entry links back to the listing.
import { expect, test } from './fixtures'
import { signInAsStaff, uniqueEmail } from './staff'

// The lead's inquiry comes from an address of its own: inquiries are limited per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.21' } })

const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

test('an admin changes a price and finds the old and new price with their e-mail in the audit log', async ({
  page,
}) => {
  const email = await signInAsStaff(page, 'admin', '/admin/properties')
  await page.goto('/admin/properties/add')
  await page.waitForLoadState('networkidle')
  const title = `Audit Cottage ${uniqueWord()}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Type').selectOption('House')
  await page.getByLabel('Price (US dollars)').fill('$450,000')
  await page.getByRole('button', { name: 'Save and add photos' }).click()
  await expect(page).toHaveURL(/\/admin\/properties\/edit\/\d+\?created=1$/)
  const id = /edit\/(\d+)/.exec(page.url())![1]!
  await page.waitForLoadState('networkidle')
  // The edit form is on screen (the URL changes before the add form is replaced): typing goes into it.
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible()

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

  // The listing by its title, the field by the form's label, prices as money: no column names, no ids.
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) })
  const change = rows.filter({ hasText: 'Changed' })
  await expect(change).toHaveCount(1)
  await expect(change).toContainText(email)
  await expect(change.getByText('Price (US dollars): $450,000 → $425,000')).toBeVisible()
  await expect(rows.filter({ hasText: 'Added' }).getByText('Price (US dollars): $450,000')).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('price_usd')

  // The table fits a 1,280 px screen: nothing of the page is cut off to the right.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(page.getByRole('region', { name: 'Audit entries' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport()

  // A bad date is refused with a message, not a crash.
  const refused = await page.request.get('/admin/audit?from=yesterday')
  expect(refused.status()).toBe(400)
  await page.goto('/admin/audit?from=yesterday')
  await expect(page.getByRole('alert')).toHaveText('Dates are written YYYY-MM-DD.')

  // The entry links to its subject.
  await page.goto(`/admin/audit?kind=properties&who=${encodeURIComponent(email)}`)
  await page.getByRole('row').filter({ hasText: 'Changed' }).getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/properties/edit/${id}$`))
})

test('an admin assigns an agent to a lead and reads the contact and the agent by name in the audit log', async ({
  page,
}) => {
  // two more screens follow: the unassignment and the inquiry's status change
  test.setTimeout(60_000)
  const email = uniqueEmail('audit-lead')
  const name = `Ada Audited${uniqueWord()}`
  await page.goto('/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay')
  const form = page.getByRole('region', { name: 'Ask about this property' })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Message').fill('Is the villa still available?')
  await form.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)

  await page.context().clearCookies()
  const staff = await signInAsStaff(page, 'admin', `/admin/contacts?search=${encodeURIComponent(email)}`)
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const assignment = page.getByRole('region', { name: 'Assignment' })
  await assignment.getByLabel('Assigned agent').selectOption({ label: 'Maria Bodden' })
  await assignment.getByRole('button', { name: 'Save assignment' }).click()
  await expect(assignment.getByRole('status')).toHaveText('Assignment saved.')

  await page.goto(`/admin/audit?kind=contacts&who=${encodeURIComponent(staff)}`)
  const entry = page.getByRole('row').filter({ hasText: 'Changed' })
  await expect(entry).toHaveCount(1)
  await expect(entry.getByText('Assigned agent: (empty) → Maria Bodden')).toBeVisible()
  await expect(entry.getByRole('link', { name: 'Maria Bodden' })).toHaveAttribute('href', /\/admin\/team\?edit=\d+$/)
  const main = page.getByRole('main')
  await expect(main).not.toContainText('assigned_agent_id')
  await expect(main).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)

  await entry.getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/admin\/contacts\/profile\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  // The lead is unassigned again, and its inquiry marked contacted: the activities these add read as words too,
  // with no "Metadata", no raw status, no id and no empty agents.
  await assignment.getByLabel('Assigned agent').selectOption({ index: 0 })
  await assignment.getByRole('button', { name: 'Save assignment' }).click()
  await expect(assignment.getByRole('status')).toHaveText('Assignment saved.')
  await page.goto(`/admin/inquiries?search=${encodeURIComponent(email)}`)
  const inquiry = page.getByRole('row').filter({ has: page.getByRole('link', { name: email }) })
  await inquiry.getByRole('combobox', { name: /^Status of the inquiry/ }).selectOption('Contacted')
  await inquiry.getByRole('button', { name: /^Save status/ }).click()
  await expect(inquiry.getByRole('status')).toHaveText('Saved: Contacted')

  await page.goto(`/admin/audit?kind=contact_activities&who=${encodeURIComponent(staff)}`)
  const statusChange = page.getByRole('row').filter({ hasText: 'Activity type: Status change' })
  await expect(statusChange).toHaveCount(1)
  await expect(statusChange.getByText('Status: New → Contacted')).toBeVisible()
  await expect(statusChange.getByRole('link', { name: `Inquiry · ${name}` })).toHaveAttribute(
    'href',
    /\/admin\/contacts\/profile\/[0-9a-f-]{36}$/,
  )
  const unassigned = page.getByRole('row').filter({ hasText: 'Message: Unassigned' })
  await expect(unassigned).toHaveCount(1)
  await expect(unassigned.getByText('Agent: Maria Bodden → (empty)')).toBeVisible()
  await expect(unassigned.getByText('Assignment type: Manual')).toBeVisible()
  await expect(main).not.toContainText('Metadata')
  await expect(main).not.toContainText('Previous agent')
  await expect(main).not.toContainText('Agent name')
  await expect(main).not.toContainText('contacted')
  await expect(main).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)
})

test('an editor has no audit log', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin/properties')
  await expect(page.getByRole('link', { name: 'Audit Log' })).toHaveCount(0)
  await page.goto('/admin/audit')
  await expect(page).toHaveURL(/\/admin$/)
})
