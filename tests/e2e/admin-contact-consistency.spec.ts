// Staff find two leads with the same e-mail in different case and merge them, after a preview (issue 6).
import { expect, test } from './fixtures'
import { signInAsStaff, signInWithOperatorLink } from './staff'

// This file's visitors come from an address of their own: inquiries are limited per address (10 an hour), and the
// whole suite, retries included, sends more than that.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.11' } })

const LISTING = '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay'

async function inquire(page: import('@playwright/test').Page, name: string, email: string, message: string) {
  await page.goto(LISTING)
  const form = page.getByRole('region', { name: 'Ask about this property' })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Message').fill(message)
  await form.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
}

test('an editor merges two contacts with the same e-mail in different case', async ({ page }) => {
  test.setTimeout(60_000) // two sign-ins by e-mailed link and two inquiries: about 25 s on an idle machine
  const unique = `${Date.now()}-${Math.floor(Math.random() * 10_000)}`
  const email = `dup-${unique}@example.com`
  const name = `Dana Dup${unique}`
  // The account's lead comes first; an inquiry sent later without signing in is matched by e-mail only among leads
  // without an account, so it makes a second lead (a sign-in after an inquiry links the two instead).
  await signInWithOperatorLink(page, email)
  await inquire(page, name, email, 'Signed in now: when can we visit?')
  await page.context().clearCookies()
  await inquire(page, name, `Dup-${unique}@Example.com`, 'Is the dock deep enough for a sailboat?')

  await signInAsStaff(page, 'editor', '/admin/contact-consistency')
  const group = page.getByRole('article', { name: `Same e-mail: ${email}` })
  await expect(group.getByRole('row')).toHaveCount(3)
  await group.getByRole('link', { name: 'Preview merge' }).click()

  const preview = page.getByRole('region', { name: 'Merge preview' })
  await expect(preview.getByText(/Kept contact: .*linked to a user account/)).toBeVisible()
  await expect(preview.getByText(/1 activity moves to the kept contact/)).toBeVisible()
  await preview.getByRole('button', { name: 'Merge contacts' }).click()

  const status = page.getByRole('status')
  await expect(status).toContainText('Merged 2 contacts into')
  await expect(status.getByRole('link', { name: `${name} <${email}>` })).toBeVisible()
  await expect(page.getByRole('article', { name: `Same e-mail: ${email}` })).toHaveCount(0)

  await status.getByRole('link', { name: `${name} <${email}>` }).click()
  const timeline = page.getByRole('region', { name: 'Activity' })
  await expect(timeline.getByText('Is the dock deep enough for a sailboat?')).toBeVisible()
  await expect(timeline.getByText('Signed in now: when can we visit?')).toBeVisible()
  await expect(timeline.getByText(/^Merged .* into this contact/)).toBeVisible()
})
