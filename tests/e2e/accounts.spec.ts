// Accounts as people use them: sign up by e-mail link, staff roles from the CLI, sign out everywhere.
import { E2E_ADMIN_EMAIL } from '../../playwright.config'
import { expect, test } from './fixtures'
import { linkIn, waitForMail } from './mailbox'
import { cli, signInByLink, uniqueEmail } from './staff'

const unique = uniqueEmail

test('a visitor signs up with an e-mail link, is welcomed, and becomes a signup lead staff can see', async ({
  page,
  browser,
}) => {
  const email = unique('ana')
  await signInByLink(page, email, '/register', async () => {
    await page.getByLabel('First name').fill('Ana')
    await page.getByLabel('Last name').fill('Smith')
  })
  await expect(page).toHaveURL(/\/my-account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText('Signed in as Ana Smith')).toBeVisible()

  const welcome = await waitForMail((message) => message.to.includes(email) && message.subject.startsWith('Welcome'))
  expect(welcome.subject).toBe('Welcome to Roatan Realty, Ana')

  // The staff address from ADMIN_EMAILS becomes super admin at its first sign-in and sees the new lead.
  const staff = await browser.newPage()
  await signInByLink(staff, E2E_ADMIN_EMAIL, '/login?redirectTo=/admin')
  await expect(staff).toHaveURL(/\/admin$/)
  const lead = staff.getByRole('region', { name: 'Latest leads' }).getByRole('row', { name: new RegExp(email) })
  await expect(lead).toContainText('Sign-up')
  await staff.close()
})

test('an anonymous visitor is sent to sign in and comes back to their account', async ({ page }) => {
  await page.goto('/my-account')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/)
  await signInByLink(page, unique('returning'), page.url())
  await expect(page).toHaveURL(/\/my-account$/)
})

test('a used sign-in link shows a clear message and a way to get a new one', async ({ page, context }) => {
  const email = unique('twice')
  await signInByLink(page, email)
  const mail = await waitForMail(
    (message) => message.to.includes(email) && message.subject === 'Your sign-in link for Roatan Realty',
  )
  await context.clearCookies()
  await page.goto(linkIn(mail))
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible()
})

test('the sign-in link answers with its session cookie and is never kept by a cache (SPEC §7)', async ({
  page,
  request,
}) => {
  const email = unique('no-store')
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send sign-in link' }).click()
  const mail = await waitForMail(
    (message) => message.to.includes(email) && message.subject === 'Your sign-in link for Roatan Realty',
  )
  const response = await request.get(linkIn(mail), { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers()['set-cookie']).toContain('session_token')
  expect(response.headers()['cache-control']).toBe('no-store')
})

test('roles granted with the CLI open exactly their admin screens, and revoking closes them', async ({ page }) => {
  test.setTimeout(60_000) // two runs of the operator CLI and a sign-in by e-mailed link: about 20 s on an idle machine
  const email = unique('editor')
  await cli('roles', 'grant', email, 'editor')
  await signInByLink(page, email, '/login?redirectTo=/admin')
  await expect(page).toHaveURL(/\/admin$/)
  const sidebar = page.getByRole('navigation', { name: 'Admin' })
  await expect(sidebar.getByRole('link')).toHaveText([
    'Dashboard',
    'Properties',
    'Add Property',
    'Inquiries',
    'Contacts',
    'Analytics',
    'Reviews',
    'Redirects',
    'Contact Consistency',
    'Tools',
    'Currency Rates',
    'Closing Costs',
    'Areas',
    'FAQ',
    'Page Translations',
    'Blog',
    'All blog posts',
    'Email Templates',
  ])
  await page.goto('/admin/tools')
  await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible()
  // Not an editor's screen: back to the dashboard, and the server refuses a direct post too.
  await page.goto('/admin/feature-flags')
  await expect(page).toHaveURL(/\/admin$/)
  expect((await page.request.post('/admin/feature-flags')).status()).toBe(403)

  // A role change applies on the very next request (decision 015).
  await cli('roles', 'revoke', email, 'editor')
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'No access to the admin area' })).toBeVisible()
})

test('signing out everywhere ends every session of the account', async ({ page, browser }) => {
  const email = unique('two-devices')
  await signInByLink(page, email)
  const other = await browser.newPage()
  await signInByLink(other, email)
  await expect(other).toHaveURL(/\/my-account$/)
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page).toHaveURL(/\/$/)
  await other.goto('/my-account')
  await expect(other).toHaveURL(/\/login/)
  await other.close()
})
