// Staff answer leads: a visitor's inquiry shows up in Admin → Inquiries, is marked, filtered, exported, and its lead
// is found in Admin → Contacts.
import fs from 'node:fs/promises'
import Papa from 'papaparse'
import { expect, test } from './fixtures'
import { signInAsStaff, uniqueEmail } from './staff'

// This file's visitors come from an address of their own: inquiries are limited per address (10 an hour), and the
// whole suite, retries included, sends more than that.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.13' } })

const LISTING = '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay'
const TITLE = 'Oceanfront 4-Bedroom Villa with Private Dock in West Bay'

test('a broker finds a new inquiry, marks it contacted, filters, exports it and finds the lead', async ({ page }) => {
  const email = uniqueEmail('lead')
  await page.goto(LISTING)
  const form = page.getByRole('region', { name: 'Ask about this property' })
  await form.getByLabel('Your name').fill('Dee Leads')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Phone (optional)').fill('+1 403 555 0142')
  await form.getByLabel('Message').fill('Can we see the villa next week?')
  await form.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)

  await signInAsStaff(page, 'broker', '/admin/inquiries')
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible()
  await page.getByLabel('Search property, listing ID, contact or message').fill(email)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/search=/)
  await page.waitForLoadState('networkidle') // the row's status form saves in place once the page's script runs

  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('link', { name: TITLE })).toHaveAttribute('href', LISTING)
  await expect(row.getByRole('link', { name: 'Dee Leads' })).toHaveAttribute('href', /^\/admin\/contacts\/profile\//)
  await expect(row).toContainText('+1 403 555 0142')
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/) // SPEC §1
  await expect(row.getByLabel(/Status of the inquiry from Dee Leads/)).toHaveValue('new')

  await row.getByLabel(/Status of the inquiry from Dee Leads/).selectOption('contacted')
  await row.getByRole('button', { name: /Save status of the inquiry from Dee Leads/ }).click()
  await expect(row.getByRole('status')).toHaveText('Saved: Contacted')

  await page.getByLabel('Status', { exact: true }).selectOption('new')
  await expect(page).toHaveURL(/status=new/)
  await expect(page.getByText('No inquiry matches. Try fewer filters.')).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption('contacted')
  await expect(page).toHaveURL(/status=contacted/)
  await expect(row.getByLabel(/Status of the inquiry from Dee Leads/)).toHaveValue('contacted')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV of this filter' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = Papa.parse<Record<string, string>>(await fs.readFile(await file.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  })
  expect(csv.data).toEqual([
    expect.objectContaining({
      Status: 'Contacted',
      'Contact name': 'Dee Leads',
      'E-mail': email,
      Phone: '+1 403 555 0142',
      Property: TITLE,
      'Listing ID': 'RR-1001',
      Message: 'Can we see the villa next week?',
    }),
  ])

  await page.getByRole('link', { name: 'Contacts', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible()
  await page.getByLabel('Search name, e-mail or phone').fill(email)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/contacts\?search=/)
  await expect(page.getByText('Showing 1–1 of 1 contact')).toBeVisible()
  const lead = page.getByRole('row').filter({ hasText: email })
  await expect(lead.getByRole('link', { name: 'Dee Leads' })).toHaveAttribute('href', /^\/admin\/contacts\/profile\//)
  await expect(lead).toContainText('Property inquiry')
})
