// Listing alerts (issue 15) as buyer and staff meet them: a buyer saves a listing and a search; staff publish a
// matching listing and cut the saved one's price; the alert run sends one e-mail with both; its one-click
// unsubscribe stops those alerts and nothing else.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { receivedMail, waitForMail } from './mailbox'
import { signInAsStaff, signInWithOperatorLink, uniqueEmail } from './staff'

// Each test sends the alerts of every buyer: one at a time, so one test's run never splits another's e-mail.
test.describe.configure({ mode: 'serial' })

/** A word no demo listing has: the buyer's search is for it, so other tests' listings never match. */
const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

async function publish(staff: Page, title: string, price: string) {
  await staff.goto('/admin/properties/add')
  await staff.waitForLoadState('networkidle') // the page's script runs the slug rule
  await staff.getByLabel('Title').fill(title)
  await staff.getByLabel('Type').selectOption('Condo')
  await staff.getByRole('button', { name: 'Save and add photos' }).click()
  await expect(staff).toHaveURL(/\/admin\/properties\/edit\/\d+\?created=1$/)
  // the address changes a moment before the edit page replaces the add page (whose Status would take the choice)
  await expect(staff.getByText('Listing created.')).toBeVisible()
  await staff.getByLabel('Status').selectOption('active')
  await staff.getByLabel('Price (US dollars)').fill(price)
  await staff.getByLabel('Area', { exact: true }).selectOption({ index: 1 })
  await staff.getByLabel('Description', { exact: true }).fill('Two bedrooms by the lagoon.')
  await staff.getByRole('button', { name: 'Save changes' }).click()
  await expect(staff.getByText(/The listing is on the site at/)).toBeVisible()
  return staff.url()
}

test('a buyer gets one alert with a new match and a price cut; its one-click unsubscribe stops just those', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const staff = await browser.newPage()
  await signInAsStaff(staff, 'admin', '/admin/properties')
  const saved = `Reef House ${word}`
  const savedEditor = await publish(staff, saved, '$410,000')

  const email = uniqueEmail('alerted')
  await signInWithOperatorLink(page, email, `/properties?search=${word}`)
  await page.getByRole('button', { name: `Save ${saved}` }).click()
  await expect(page.getByRole('button', { name: `Save ${saved}` })).toHaveAttribute('aria-pressed', 'true')
  await page.getByText('Save this search').click()
  await page.getByLabel('Name of the search').fill(`Lagoon ${word}`)
  await page.getByLabel('E-mail me new matches').selectOption({ label: 'As soon as they are listed' })
  await page.getByLabel(/Yes, e-mail me New Property Listings/).check()
  await page.getByRole('button', { name: 'Save search' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible()

  // Staff publish a listing the search finds and cut the saved one's price; then the alerts go.
  const fresh = `Lagoon Condo ${word}`
  await publish(staff, fresh, '$298,000')
  await staff.goto(savedEditor)
  await staff.getByLabel('Price (US dollars)').fill('$385,000')
  await staff.getByRole('button', { name: 'Save changes' }).click()
  await expect(staff.getByText(/Changes saved|The listing is on the site at/)).toBeVisible()
  await staff.goto('/admin/tools')
  await staff.getByRole('button', { name: 'Send listing alerts now' }).click()
  await expect(staff.getByRole('status').filter({ hasText: 'Listing alerts sent' })).toBeVisible()

  const mail = await waitForMail(
    (message) => message.to.includes(email) && message.subject.startsWith('Your listing alerts'),
  )
  expect(mail.subject).toBe('Your listing alerts: 2 listings')
  expect(mail.text).toContain(`1 new listing for “Lagoon ${word}”`)
  expect(mail.text).toContain(`${fresh}\n$298,000`)
  expect(mail.text).toContain(`Price cut from $410,000 to $385,000\n${saved}`)
  expect(mail.html).toContain(fresh)

  // The mail program's unsubscribe button (RFC 8058): a POST to the header's address.
  const target = /^<([^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
  expect(response.status).toBe(200)
  await page.goto('/my-account')
  await expect(page.getByLabel(`E-mails for “Lagoon ${word}”`)).toHaveValue('off')
  await expect(page.getByLabel(/E-mail me when a saved listing drops in price/)).not.toBeChecked()
  // the buyer's other marketing choices are untouched
  await page.goto('/preferences')
  await expect(page.getByLabel('New Property Listings')).toBeChecked()
  await staff.close()
})

test('an EU buyer without consent gets no alert until they agree; then the next new listing comes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const mark = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
  const email = uniqueEmail('eu-buyer')
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' })
  await signInWithOperatorLink(page, email, `/properties?search=${mark}`)
  await page.getByText('Save this search').click()
  await page.getByLabel('E-mail me new matches').selectOption({ label: 'As soon as they are listed' })
  await page.getByRole('button', { name: 'Save search' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toContainText(
    'once you agree to New Property Listings e-mails',
  )

  const staff = await browser.newPage()
  await signInAsStaff(staff, 'admin', '/admin/properties')
  const sendAlerts = async () => {
    await staff.goto('/admin/tools')
    await staff.getByRole('button', { name: 'Send listing alerts now' }).click()
    await expect(staff.getByRole('status').filter({ hasText: 'Listing alerts sent' })).toBeVisible()
  }
  await publish(staff, `Quiet Condo ${mark}`, '$199,000')
  await sendAlerts()
  const alertsTo = async () =>
    (await receivedMail()).filter((message) => message.to.includes(email) && /listing/.test(message.subject))

  // The buyer agrees to New Property Listings on their preferences.
  await page.goto('/preferences')
  await page.getByRole('checkbox', { name: 'New Property Listings' }).check()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByRole('status')).toContainText('saved')
  await publish(staff, `Sunny Condo ${mark}`, '$209,000')
  await sendAlerts()
  const mail = await waitForMail((message) => message.to.includes(email) && /listing/.test(message.subject))
  expect(mail.subject).toBe(`1 new listing for “Properties for sale in Roatan matching “${mark}””`)
  expect(mail.text).toContain(`Sunny Condo ${mark}`)
  expect(mail.text).not.toContain(`Quiet Condo ${mark}`)
  // The outbox sends in order: an alert from before the consent would have arrived before this one.
  expect(await alertsTo()).toHaveLength(1)
  await staff.close()
})
