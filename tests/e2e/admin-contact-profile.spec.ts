// Staff open a new lead's profile, assign it to an agent (who is e-mailed) and keep a note (SPEC §2, §4, §7).
import { expect, test } from './fixtures'
import { waitForMail } from './mailbox'
import { signInAsStaff, uniqueEmail } from './staff'

// This file's visitors come from an address of their own: inquiries are limited per address (10 an hour), and the
// whole suite, retries included, sends more than that.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.12' } })

const LISTING = '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay'
const TITLE = 'Oceanfront 4-Bedroom Villa with Private Dock in West Bay'

test('a broker assigns a new lead to an agent, who is e-mailed, and adds a note', async ({ page }) => {
  const email = uniqueEmail('lead')
  const name = `Lena Profile${Date.now()}`
  await page.goto(LISTING)
  const form = page.getByRole('region', { name: 'Ask about this property' })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Phone (optional)').fill('+1 403 555 0142')
  await form.getByLabel('Message').fill('Could we see the villa next week?')
  await form.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)

  await page.context().clearCookies()
  await signInAsStaff(page, 'broker', '/admin')
  await page.getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/admin\/contacts\/profile\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  const timeline = page.getByRole('region', { name: 'Activity' })
  await expect(timeline.getByText('Could we see the villa next week?')).toBeVisible()
  await expect(timeline.getByRole('link', { name: TITLE })).toBeVisible()

  const assignment = page.getByRole('region', { name: 'Assignment' })
  await assignment.getByLabel('Assigned agent').selectOption({ label: 'Maria Bodden' })
  await assignment.getByRole('button', { name: 'Save assignment' }).click()
  await expect(assignment.getByRole('status')).toHaveText('Assignment saved.')
  await expect(timeline.getByText('Assigned to Maria Bodden')).toBeVisible()
  await expect(timeline.getByText('Could we see the villa next week?')).toBeVisible()

  const mail = await waitForMail((message) => message.subject === `New Lead Assignment: ${name}`)
  expect(mail.to).toEqual(['maria.bodden@roatanrealty.example'])
  expect(mail.text).toContain(email)

  await timeline.getByLabel('Add a note').fill('Prefers a Tuesday viewing.')
  await timeline.getByRole('button', { name: 'Add note' }).click()
  await expect(timeline.getByText('Prefers a Tuesday viewing.')).toBeVisible()
})

test('an admin assigns a lead from the contacts list: the agent is e-mailed within seconds, and again on a re-save', async ({
  page,
}) => {
  const email = uniqueEmail('list-lead')
  const name = `Lou Listed${Date.now()}`
  await page.goto(LISTING)
  const form = page.getByRole('region', { name: 'Ask about this property' })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Message').fill('Is the dock included?')
  await form.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)

  await page.context().clearCookies()
  await signInAsStaff(page, 'admin', `/admin/contacts?search=${encodeURIComponent(email)}`)
  const row = page.getByRole('form', { name: `Assignment of ${name}` })
  await row.getByLabel(`Assigned agent for ${name}`).selectOption({ label: 'Kevin Ebanks' })
  await row.getByRole('button', { name: `Save assignment for ${name}` }).click()
  await expect(row.getByRole('status')).toHaveText('Assignment saved.')
  const isAssignment = (message: { subject: string; to: string[] }) =>
    message.subject === `New Lead Assignment: ${name}` && message.to.includes('kevin.ebanks@roatanrealty.example')
  await waitForMail(isAssignment, { timeoutMs: 10_000 })

  // The same agent again: nothing changes but the agent is reminded.
  await row.getByRole('button', { name: `Save assignment for ${name}` }).click()
  await expect(row.getByRole('status')).toHaveText('Already assigned: e-mailed again.')
  await waitForMail(isAssignment, { count: 2, timeoutMs: 10_000 })

  await page.getByRole('link', { name }).click()
  const timeline = page.getByRole('region', { name: 'Activity' })
  await expect(timeline.getByText('Assignment e-mail sent again to Kevin Ebanks')).toBeVisible()
  await expect(timeline.getByText('Assigned to Kevin Ebanks')).toBeVisible()
})
