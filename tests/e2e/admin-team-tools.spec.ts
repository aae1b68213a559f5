// Admin → Team and Admin → Tools as staff use them.
import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import sharp from 'sharp'
import { REFUSED_FORM_POST, expect, test } from './fixtures'
import { control, signInAsStaff, signInByLink, uniqueEmail } from './staff'

test('an admin adds a team member with a photo, who then appears on the public agents page', async ({ page }) => {
  await signInAsStaff(page, 'admin', '/admin/team')
  await page.getByRole('link', { name: 'Add a team member' }).click()
  const form = page.getByRole('region', { name: 'New team member' })
  const name = `Rosa Ebanks ${Date.now()}`
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Title').fill('Sales Associate')
  await form.getByLabel('E-mail', { exact: true }).fill('rosa@roatanrealty.example')
  await form.getByLabel('Phone').fill('+504 9555-0199')
  await form.getByLabel('Languages (comma-separated)').fill('English, Spanish')
  await form.getByLabel('West Bay').check()
  const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'team-')), 'rosa.png')
  await sharp({ create: { width: 400, height: 400, channels: 3, background: '#01A7A3' } })
    .png()
    .toFile(photo)
  await form.getByLabel('Photo (JPEG, PNG or WebP)').setInputFiles(photo)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(name)).toBeVisible()

  await page.goto('/agents')
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test.describe('a bad upload', () => {
  test.use({ expectedConsoleError: REFUSED_FORM_POST })

  test('the team form refuses a file that is not a picture', async ({ page }) => {
    await signInAsStaff(page, 'super_admin', '/admin/team?edit=new')
    const form = page.getByRole('region', { name: 'New team member' })
    await form.getByLabel('Name', { exact: true }).fill(`Not A Photo ${Date.now()}`)
    await form.getByLabel('E-mail', { exact: true }).fill('nobody@roatanrealty.example')
    const fake = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'team-')), 'notes.jpg')
    fs.writeFileSync(fake, 'just some text, not a picture')
    await form.getByLabel('Photo (JPEG, PNG or WebP)').setInputFiles(fake)
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('notes.jpg is not an image we can read (JPEG, PNG, WebP or HEIC).')).toBeVisible()
  })
})

test('tools clear caches and show the outbox without one-time links', async ({ page }) => {
  // Signed in by the e-mailed link: that message is one the outbox must show without its token.
  const email = uniqueEmail('editor')
  await control('roles', 'grant', email, 'editor')
  await signInByLink(page, email, '/login?redirectTo=%2Fadmin%2Ftools')
  await expect(page).toHaveURL(/\/admin\/tools$/)
  await page.getByRole('button', { name: 'Clear caches' }).click()
  await expect(page.getByRole('status')).toContainText(/Cleared \d+ caches/)
  const outbox = page.getByRole('region', { name: 'E-mail outbox' })
  await expect(outbox.getByText('Your sign-in link for Roatan Realty').first()).toBeVisible()
  // newest first: other tests' e-mails may come before it, even after the click (the list is read again)
  const signIn = 'Your sign-in link for Roatan Realty'
  await outbox.locator('details', { hasText: signIn }).first().locator('summary').click()
  const opened = outbox.locator('details[open]', { hasText: signIn })
  await expect(opened.getByText('[link hidden: it carries a one-time token]')).toBeVisible()
  await expect(outbox.getByText(/token=/)).toHaveCount(0)
})

test.describe('data retention on Tools', () => {
  test.use({ expectedConsoleError: REFUSED_FORM_POST })

  test('an admin sees what a purge would delete, changes a region’s period, runs it and reads the log', async ({
    page,
  }) => {
    await signInAsStaff(page, 'admin', '/admin/tools')
    const retention = page.getByRole('region', { name: 'Data retention' })
    const table = retention.getByRole('table', { name: 'Retention by region' })
    await expect(table.getByRole('row', { name: /European Union \(EU\)/ })).toContainText(/\d+ contacts?, \d+ consent/)
    const euDays = retention.getByLabel('Days to keep data of European Union')
    await expect(euDays).toHaveValue('1095')

    await euDays.fill('10')
    await retention.getByRole('button', { name: 'Save retention settings' }).click()
    await expect(euDays).toHaveAttribute('aria-invalid', 'true')
    await expect(retention.getByText('Keep data at least 30 days.')).toBeVisible()

    await retention.getByLabel('Purge data of Canada').uncheck()
    await retention.getByLabel('Days to keep data of European Union').fill('1095')
    await retention.getByRole('button', { name: 'Save retention settings' }).click()
    await expect(retention.getByRole('status')).toHaveText('Retention settings saved.')
    await expect(table.getByRole('row', { name: /Canada \(CA\)/ })).toContainText('Nothing: purge off')

    // It cannot be undone: a dialog says what it deletes first (issue 43), and Cancel leaves everything as it is.
    await retention.getByRole('button', { name: 'Run the purge now' }).click()
    const confirm = page.getByRole('dialog', { name: 'Run the purge now?' })
    await expect(confirm).toContainText('European Union: 0 contacts, 0 consent records, 0 ledger rows')
    await expect(confirm).toContainText('Canada: nothing (its purge is off)')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await retention.getByRole('button', { name: 'Run the purge now' }).click()
    await confirm.getByRole('button', { name: 'Yes, delete them now' }).click()
    await expect(retention.getByRole('status')).toHaveText('The purge ran: see Recent purges.')
    // The demo data has nothing old enough: the run says so (what it deletes is tested in the purge's own tests).
    await expect(retention.getByRole('listitem').first()).toContainText('(by hand): nothing was due')

    await retention.getByLabel('Purge data of Canada').check()
    await retention.getByRole('button', { name: 'Save retention settings' }).click()
    await expect(retention.getByRole('status')).toHaveText('Retention settings saved.')
  })

  test('an editor sees retention but cannot change it', async ({ page }) => {
    await signInAsStaff(page, 'editor', '/admin/tools')
    const retention = page.getByRole('region', { name: 'Data retention' })
    await expect(retention.getByLabel('Days to keep data of Canada')).toBeDisabled()
    await expect(retention.getByRole('button', { name: 'Run the purge now' })).toHaveCount(0)
    const refused = await page.request.post('/admin/tools', { form: { intent: 'run-retention' } })
    expect(refused.status()).toBe(403)
  })
})
