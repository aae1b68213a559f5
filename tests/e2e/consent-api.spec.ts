// Marketing consent end to end (issue 7): region from the trusted header, double opt-in by e-mail in the EU, the
// staff diagnostics, List-Unsubscribe on marketing mail and the RFC 8058 one-click POST.
import type { APIRequestContext, Page } from '@playwright/test'
import { CONSENT_API, CONSENT_MESSAGES, type ConsentType } from '../../app/lib/consent'
import { expect, test } from './fixtures'
import { type ReceivedMail, linkIn, receivedMail, waitForMail } from './mailbox'
import { signInAsStaff, uniqueEmail } from './staff'

const EU = { 'cf-ipcountry': 'DE' }

const isConfirmation = (email: string) => (message: ReceivedMail) =>
  message.to.includes(email) && message.subject === 'Please confirm your subscription to Roatan Realty'

/**
 * Consent as its owner gives it: asked for with the address, confirmed with the e-mailed link (issue 39: only the
 * owner's round trip makes it active). Returns the owner's preferences link shown after confirming.
 */
async function consentAsOwner(page: Page, request: APIRequestContext, email: string, types: ConsentType[]) {
  const before = (await receivedMail()).filter(isConfirmation(email)).length
  await request.post(CONSENT_API.marketingConsent, { data: { email, consent_types: types, source: 'preferences' } })
  await page.goto(linkIn(await waitForMail(isConfirmation(email), { count: before + 1 })))
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByText(CONSENT_MESSAGES.active)).toBeVisible()
  return page.getByRole('link', { name: 'Change your marketing preferences' }).getAttribute('href')
}

test('the region comes from the trusted header; OTHER without it', async ({ request }) => {
  expect(await (await request.get(CONSENT_API.regionalPolicyCheck, { headers: EU })).json()).toEqual({
    detected_region: 'EU',
  })
  const other = await request.get(CONSENT_API.regionalPolicyCheck)
  expect(other.headers()['cache-control']).toBe('no-store')
  expect(await other.json()).toEqual({ detected_region: 'OTHER' })
  const policy = await request.post(CONSENT_API.regionalPolicyCheck, { data: { region: 'UK' } })
  expect(await policy.json()).toMatchObject({ region: 'UK', policy: { requires_double_optin: false } })
  expect((await request.post(CONSENT_API.regionalPolicyCheck, { data: { region: 'XX' } })).status()).toBe(400)
  expect(await (await request.get(CONSENT_API.ipLookup)).json()).toEqual({ ip: '127.0.0.1' })
})

test('EU consent is pending until the e-mailed link is confirmed; opening the link alone changes nothing', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('eu-consent')
  const grant = await request.post(CONSENT_API.marketingConsent, {
    headers: EU,
    data: { email, consent_types: ['newsletter', 'property_updates'], source: 'banner', wording: 'Yes, send me news.' },
  })
  expect(await grant.json()).toEqual({
    success: true,
    status: 'pending',
    requires_double_optin: true,
    message: CONSENT_MESSAGES.pending,
  })
  const mail = await waitForMail(
    (message) => message.to.includes(email) && message.subject === 'Please confirm your subscription to Roatan Realty',
  )
  await page.goto(linkIn(mail))
  await page.reload() // a second look, as a mail scanner would: still nothing changed
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByText(CONSENT_MESSAGES.active)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Change your marketing preferences' })).toHaveAttribute(
    'href',
    /^\/preferences\?token=preferences\./,
  )
  // The link works once.
  await page.goto(linkIn(mail))
  await expect(page.getByRole('alert')).toContainText('already been used')
})

test('a missing e-mail or type is refused with a clear message', async ({ request }) => {
  const answer = await request.post(CONSENT_API.marketingConsent, {
    data: { email: 'a@example.com', consent_types: [] },
  })
  expect(answer.status()).toBe(400)
  expect(await answer.json()).toEqual({ success: false, error: 'Choose at least one kind of e-mail to receive.' })
})

test.describe('staff diagnostics', () => {
  test('anonymous visitors see only a staff notice', async ({ page }) => {
    await page.goto('/marketing-test?email=someone@example.com')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketing consent check')
    await expect(page.getByText('This page is for staff.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in as staff' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fmarketing-test',
    )
    await expect(page.getByText('someone@example.com')).toHaveCount(0)
    await page.goto('/esp-test')
    await expect(page.getByText('This page is for staff.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send test e-mail' })).toHaveCount(0)
  })

  test('a test send carries List-Unsubscribe; the one-click POST revokes and validate_send then refuses', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('other-consent')
    await consentAsOwner(page, request, email, ['newsletter'])
    expect(
      (
        await request.post(CONSENT_API.marketingCompliance, {
          data: { operation: 'validate_send', email, subscription_type: 'newsletter' },
        })
      ).status(),
    ).toBe(401)

    await signInAsStaff(page, 'broker', '/esp-test')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Kind of e-mail').selectOption({ label: 'Market Reports & Insights' })
    await page.getByRole('button', { name: 'Send test e-mail' }).click()
    await expect(page.getByRole('heading', { name: 'Result: refused: type_not_consented' })).toBeVisible()
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Kind of e-mail').selectOption({ label: 'Newsletter & Updates' })
    await page.getByRole('button', { name: 'Send test e-mail' }).click()
    await expect(page.getByRole('heading', { name: 'Result: queued' })).toBeVisible()

    const mail = await waitForMail((message) => message.to.includes(email) && message.subject.startsWith('Test:'))
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = mail.headers['list-unsubscribe']!.match(/<(https?:\/\/[^>]+)>/)![1]!
    expect(oneClick).toContain(`${CONSENT_API.oneClickUnsubscribe}?token=unsubscribe.`)
    expect(mail.text).toMatch(/Unsubscribe: http\S+\/unsubscribe\?token=/)

    // RFC 8058: what a mail provider sends, without cookies or confirmation.
    const unsubscribed = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(unsubscribed.status()).toBe(200)
    expect(await unsubscribed.text()).toBe('You have been unsubscribed.')
    expect(
      (
        await request.post(`${CONSENT_API.oneClickUnsubscribe}?token=forged`, {
          form: { 'List-Unsubscribe': 'One-Click' },
        })
      ).status(),
    ).toBe(400)

    const check = await page.request.post(CONSENT_API.marketingCompliance, {
      data: { operation: 'validate_send', email, subscription_type: 'newsletter' },
    })
    expect(await check.json()).toEqual({ success: true, allowed: false, reason: 'suppressed' })

    await page.goto(`/marketing-test?email=${encodeURIComponent(email)}`)
    await expect(page.getByTestId('consent-status')).toHaveText('revoked')
    const ledger = page.getByRole('table')
    await expect(ledger.getByRole('row')).toHaveCount(4) // header, pending, confirmed, unsubscribed
    await expect(ledger.getByRole('row').nth(1)).toContainText('pending')
    await expect(ledger.getByRole('row').nth(1)).toContainText('127.0.0.1')
    await expect(ledger.getByRole('row').nth(2)).toContainText('confirmed')
    await expect(ledger.getByRole('row').nth(3)).toContainText('unsubscribed')
    await expect(page.getByRole('listitem').filter({ hasText: 'Newsletter & Updates:' })).toContainText(
      'refused: suppressed',
    )
  })
})

// Issue 39: an outside probe rewrote a buyer's consent with a typed address. Only the owner's proof changes choices.
test("a stranger who types a buyer's address changes nothing they chose, and cannot e-mail them without end", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('probe-victim')
  const preferences = await consentAsOwner(page, request, email, ['newsletter', 'property_updates'])
  const sentBefore = (await receivedMail()).filter(isConfirmation(email)).length

  // The banner's endpoint and the preferences form, without any proof of the address.
  const api = await request.post(CONSENT_API.marketingConsent, {
    data: { email, consent_types: ['promotional'], source: 'banner' },
  })
  expect(await api.json()).toMatchObject({ status: 'pending', requires_double_optin: true })
  const form = await request.post('/preferences', { form: { email, consent_types: 'market_insights' } })
  expect(form.status()).toBe(200)

  // The owner's own page: their two choices stand, nothing was added or taken away.
  await page.goto(preferences!)
  for (const [label, checked] of [
    ['Newsletter & Updates', true],
    ['New Property Listings', true],
    ['Market Reports & Insights', false],
    ['Special Offers & Promotions', false],
  ] as const) {
    await expect(page.getByRole('checkbox', { name: label })).toBeChecked({ checked })
  }

  // That was the third confirmation e-mail of the day to this address: the next request is refused and sends none.
  const refused = await request.post(CONSENT_API.marketingConsent, { data: { email, consent_types: ['promotional'] } })
  expect(refused.status()).toBe(429)
  expect((await request.post('/preferences', { form: { email, consent_types: 'promotional' } })).status()).toBe(429)
  await waitForMail(isConfirmation(email), { count: sentBefore + 2 })
  expect((await receivedMail()).filter(isConfirmation(email))).toHaveLength(sentBefore + 2)
})
