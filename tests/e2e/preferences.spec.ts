// /preferences (SPEC §2 preferences screen), /unsubscribe from a signed e-mail link, and the data rights on
// /my-account (download, delete).
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { E2E_DATA_DIR } from '../../playwright.config'
import { signAddress } from '../../app/auth/signed-link.server'
import { REFUSED_FORM_POST, expect, test } from './fixtures'
import { linkIn, receivedMail, waitForMail } from './mailbox'
import { signInWithOperatorLink, uniqueEmail } from './staff'

const TYPES = [
  'Newsletter & Updates',
  'New Property Listings',
  'Market Reports & Insights',
  'Special Offers & Promotions',
]

/** The links our marketing e-mails carry (app/email/marketing.server.ts), signed with the server's own secret. */
function signedLinkFor(purpose: 'unsubscribe' | 'preferences', email: string) {
  const authSecret = fs.readFileSync(path.join(E2E_DATA_DIR, 'secrets', 'auth-secret'), 'utf8').trim()
  return `/${purpose}?token=${signAddress({ authSecret }, purpose, email)}`
}
const unsubscribeLinkFor = (email: string) => signedLinkFor('unsubscribe', email)

async function checkedTypes(page: Page) {
  const checked: string[] = []
  for (const label of TYPES) if (await page.getByRole('checkbox', { name: label }).isChecked()) checked.push(label)
  return checked
}

test('Select All, Select None and single choices keep the count out of 4', async ({ page }) => {
  await page.goto('/preferences')
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing preferences' })).toBeVisible()
  await expect(page.getByText('0 of 4 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Select All' }).click()
  await expect(page.getByText('4 of 4 selected')).toBeVisible()
  expect(await checkedTypes(page)).toEqual(TYPES)
  await page.getByRole('button', { name: 'Select None' }).click()
  await expect(page.getByText('0 of 4 selected')).toBeVisible()
  await page.getByRole('checkbox', { name: 'New Property Listings' }).check()
  await expect(page.getByText('1 of 4 selected')).toBeVisible()
  await page.getByRole('checkbox', { name: 'Special Offers & Promotions' }).check()
  await expect(page.getByText('2 of 4 selected')).toBeVisible()
  await page.getByRole('checkbox', { name: 'New Property Listings' }).uncheck()
  await expect(page.getByText('1 of 4 selected')).toBeVisible()
})

test.describe('a visitor without an account or link', () => {
  test.use({ expectedConsoleError: REFUSED_FORM_POST })

  // Issue 39: a typed address is not proof; its owner confirms by e-mail, in every region.
  test('must give an address and a type; then the owner is asked to confirm by e-mail, outside the EU too', async ({
    page,
  }) => {
    const email = uniqueEmail('prefs-visitor')
    await page.goto('/preferences')
    await page.getByRole('checkbox', { name: 'Newsletter & Updates' }).check()
    await page.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(page.getByRole('alert')).toHaveText('Enter your e-mail address to save your marketing preferences.')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('checkbox', { name: 'Newsletter & Updates' }).check()
    await page.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(
      page
        .getByRole('status')
        .getByText('Consent recorded successfully. Please check your email to confirm your subscription.'),
    ).toBeVisible()
    await waitForMail((message) => message.to.includes(email) && /confirm/i.test(message.subject))
  })
})

test('from the confirmation e-mail: confirm, then the signed link loads and saves the preferences', async ({
  page,
}) => {
  const email = uniqueEmail('prefs-confirm')
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' })
  await page.goto('/preferences')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('checkbox', { name: 'Market Reports & Insights' }).check()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(
    page.getByText('Consent recorded successfully. Please check your email to confirm your subscription.'),
  ).toBeVisible()

  const mail = await waitForMail((message) => message.to.includes(email) && /confirm/i.test(message.subject))
  await page.goto(linkIn(mail))
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await page.getByRole('link', { name: 'Change your marketing preferences' }).click()

  await expect(page).toHaveURL(/\/preferences\?token=/)
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText('Subscribed: we send you what is ticked below.')).toBeVisible()
  expect(await checkedTypes(page)).toEqual(['Market Reports & Insights'])
  await expect(page.getByText('Marketing communications require explicit consent in your region.')).toBeVisible()

  await page.getByRole('checkbox', { name: 'New Property Listings' }).check()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  // The link proves the address: a preferences update is active without another confirmation.
  await expect(
    page.getByRole('status').getByText('Your marketing preferences have been saved and are active.'),
  ).toBeVisible()
  await page.reload()
  expect(await checkedTypes(page)).toEqual(['New Property Listings', 'Market Reports & Insights'])
  await expect(page.getByText('2 of 4 selected')).toBeVisible()

  // Nothing ticked withdraws everything.
  await page.getByRole('button', { name: 'Select None' }).click()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByText('Unsubscribed: we send you no marketing e-mail.')).toBeVisible()
})

test('signed in, the account address loads; saving makes it active', async ({ page }) => {
  const email = uniqueEmail('prefs-account')
  await signInWithOperatorLink(page, email)
  await page.goto('/preferences')
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText('Not subscribed: we send you no marketing e-mail.')).toBeVisible()
  await page.getByRole('button', { name: 'Select All' }).click()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByText('Subscribed: we send you what is ticked below.')).toBeVisible()
  expect(await checkedTypes(page)).toEqual(TYPES)
})

test('the unsubscribe link shows the address, changes nothing until the button, then revokes', async ({ page }) => {
  const email = uniqueEmail('unsubscribe')
  await signInWithOperatorLink(page, email)
  await page.goto('/preferences')
  await page.getByRole('checkbox', { name: 'Newsletter & Updates' }).check()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByText('Subscribed: we send you what is ticked below.')).toBeVisible()
  await page.context().clearCookies()

  await page.goto(unsubscribeLinkFor(email))
  await expect(page.getByText(email)).toBeVisible()
  // Opening the link (as a mail scanner would) changed nothing.
  await page.goto(signedLinkFor('preferences', email))
  await expect(page.getByText('Subscribed: we send you what is ticked below.')).toBeVisible()

  await page.goto(unsubscribeLinkFor(email))
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
  // The unsubscribe link, which never lapses, only withdraws: choosing again asks who you are (decision 009).
  await page.getByRole('link', { name: 'Choose what we send you' }).click()
  await expect(page).toHaveURL(/\/preferences$/)
  await expect(page.getByLabel('E-mail')).toBeVisible()
  await page.goto(signedLinkFor('preferences', email))
  await expect(page.getByText('Unsubscribed: we send you no marketing e-mail.')).toBeVisible()
  expect(await checkedTypes(page)).toEqual([])
})

test('a signed link opens only the page of its purpose', async ({ page }) => {
  const email = uniqueEmail('link-purpose')
  const unsubscribeToken = new URL(unsubscribeLinkFor(email), 'http://x').searchParams.get('token')!
  const opened = await page.goto(`/preferences?token=${unsubscribeToken}`)
  expect(opened?.status()).toBe(400)
  await expect(page.getByRole('alert')).toContainText('This link is not valid.')
})

test('a bad unsubscribe link answers 400 with a clear message; without a link the page explains', async ({ page }) => {
  for (const target of ['/unsubscribe?token=unsubscribe.bm9ib2R5.forged', '/unsubscribe?token=']) {
    const response = await page.goto(target)
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.')
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
  }
  const plain = await page.goto('/unsubscribe')
  expect(plain?.status()).toBe(200)
  await expect(page.getByText('ends with an Unsubscribe link')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Send me an unsubscribe link' })).toBeVisible()
  const response = await page.goto('/preferences?token=preferences.bm9ib2R5.forged')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('alert')).toContainText('This link is not valid.')
})

test('without the e-mail at hand: ask for a link by address, get it, unsubscribe; unknown addresses learn nothing', async ({
  page,
}) => {
  const email = uniqueEmail('lost-mail')
  await signInWithOperatorLink(page, email)
  await page.goto('/preferences')
  await page.getByRole('checkbox', { name: 'Market Reports & Insights' }).check()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByText('Subscribed: we send you what is ticked below.')).toBeVisible()
  await page.context().clearCookies()

  const stranger = uniqueEmail('never-heard-of')
  for (const address of [stranger, email]) {
    await page.goto('/unsubscribe')
    await page.getByLabel('E-mail').fill(address)
    await page.getByRole('button', { name: 'Send me an unsubscribe link' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `If we have ever written to ${address}, an e-mail with your unsubscribe link is on its way. It can take a few minutes; check your spam folder too.`,
    )
  }
  const mail = await waitForMail(
    (message) => message.to.includes(email) && message.subject === 'Your unsubscribe link for Roatan Realty',
  )
  await page.goto(linkIn(mail))
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
  expect((await receivedMail()).filter((message) => message.to.includes(stranger))).toEqual([])
})

test.describe('asking for unsubscribe links', () => {
  test.use({ expectedConsoleError: /status of (400|429)/ })

  test('a bad address is refused with a message, and a flood of requests is limited', async ({ page }) => {
    await page.goto('/unsubscribe')
    await page.getByLabel('E-mail').fill('not-an-address')
    await page.getByRole('button', { name: 'Send me an unsubscribe link' }).click()
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
    const address = uniqueEmail('flood')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await page.request.post('/unsubscribe', { form: { intent: 'send-link', email: address } })
      statuses.push(response.status())
    }
    expect(statuses.slice(-1)).toEqual([429])
  })
})

test.describe('my account: your data', () => {
  test.use({ expectedConsoleError: REFUSED_FORM_POST })

  test('downloads my data as JSON, and deleting the account takes everything away', async ({ page }) => {
    const email = uniqueEmail('my-data')
    await signInWithOperatorLink(page, email)
    await page.goto('/my-account')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download my data' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as {
      account: { id: string; email: string }
      marketingConsent: unknown
    }
    expect(exported.account.email).toBe(email)
    expect(exported).toHaveProperty('marketingConsent.ledger')

    await page.getByText('Delete my account', { exact: true }).click()
    await page.getByLabel('Type DELETE to confirm').fill('delete')
    await page.getByRole('button', { name: 'Delete my account for good' }).click()
    await expect(page.getByText('Type DELETE to confirm.', { exact: true })).toBeVisible()
    await page.getByLabel('Type DELETE to confirm').fill('DELETE')
    await page.getByRole('button', { name: 'Delete my account for good' }).click()
    await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible()
    await page.goto('/my-account')
    await expect(page).toHaveURL(/\/login/)

    // Signing in again starts a new, empty account.
    await signInWithOperatorLink(page, email)
    const again = (await (await page.request.get('/my-data')).json()) as typeof exported & { activities: unknown[] }
    expect(again.account.email).toBe(email)
    expect(again.account.id).not.toBe(exported.account.id)
    expect(again.activities).toEqual([])
  })
})
