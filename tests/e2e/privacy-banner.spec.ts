// SPEC §2 cookie/privacy banner and its Manage dialog, SPEC §4 banner visibility, on a public host name in the EU.
import AxeBuilder from '@axe-core/playwright'
import { E2E_PUBLIC_ORIGIN } from '../../playwright.config'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { uniqueEmail } from './staff'

const banner = (page: Page) => page.getByRole('region', { name: 'Privacy choices' })

test.describe('in the EU (cf-ipcountry: DE) on the public host', () => {
  test.use({ baseURL: E2E_PUBLIC_ORIGIN, extraHTTPHeaders: { 'cf-ipcountry': 'DE' } })

  test('the banner offers Accept All, Reject All and Manage, with the policies linked', async ({ page }) => {
    await page.goto('/')
    const region = banner(page)
    await expect(region).toBeVisible()
    for (const name of ['Accept All', 'Reject All', 'Manage']) {
      await expect(region.getByRole('button', { name, exact: true })).toBeVisible()
    }
    await expect(region.getByRole('link', { name: 'cookies policy' })).toHaveAttribute('href', '/cookies-policy')
    await expect(region.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy')
  })

  test.describe('when its code fails to load', () => {
    test.use({ expectedConsoleError: /^Failed to load resource: net::ERR_FAILED$/ })

    test('the Loading Issue card takes its place and Retry brings it', async ({ page }) => {
      // the banner's code loads only for visitors who need it (issue 13)
      const bannerCode = /\/assets\/privacy-banner-[^/]+\.js(\?.*)?$/ // a retry asks under a fresh URL
      await page.route(bannerCode, (route) => route.abort())
      await page.goto('/')
      const region = banner(page)
      await expect(region.getByRole('heading', { level: 2, name: 'Loading Issue' })).toBeVisible()
      await page.unroute(bannerCode)
      await region.getByRole('button', { name: /^Retry/ }).click()
      await expect(region.getByRole('button', { name: 'Accept All', exact: true })).toBeVisible()
      await expect(region.getByRole('heading', { name: 'Loading Issue' })).toHaveCount(0)
    })
  })

  for (const [button, decision, accepted] of [
    ['Reject All', 'denied', false],
    ['Accept All', 'granted', true],
  ] as const) {
    test(`${button} closes the banner for good and stores the decision`, async ({ page }) => {
      await page.goto('/properties')
      await banner(page).getByRole('button', { name: button }).click()
      await expect(banner(page)).toBeHidden()
      const records = await page.evaluate(() => ({
        tracking: localStorage.getItem('rr_tracking_consent'),
        privacy: JSON.parse(localStorage.getItem('rr_privacy_consent') ?? 'null') as Record<string, unknown> | null,
      }))
      expect(records.tracking).toBe(decision)
      expect(records.privacy).toMatchObject({ accepted, region: 'EU' })
      expect(Date.parse(String(records.privacy?.timestamp))).not.toBeNaN()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(banner(page)).toBeHidden()
      // The server HTML never carries the banner: it is decided in the browser.
      const html = await page.evaluate(() => fetch('/properties').then((response) => response.text()))
      expect(html).not.toContain('Reject All')
    })
  }

  test('Manage opens a modal dialog; Cancel and Escape close it and focus returns to Manage', async ({ page }) => {
    await page.goto('/')
    const manage = banner(page).getByRole('button', { name: 'Manage' })
    await manage.click()
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByText('Marketing communications require explicit consent in your region.')).toBeVisible()
    await expect(dialog.getByText(/General Data Protection Regulation/)).toBeVisible()
    for (const label of [
      'Newsletter & Updates',
      'New Property Listings',
      'Market Reports & Insights',
      'Special Offers & Promotions',
    ]) {
      await expect(dialog.getByRole('checkbox', { name: label })).not.toBeChecked()
    }
    await expect(dialog.getByLabel('Email (optional)')).toBeVisible()
    // Focus stays inside: tabbing past the last button comes back to the first control.
    await dialog.getByRole('button', { name: 'Save Preferences' }).focus()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('switch', { name: 'Analytics and ad measurement' })).toBeFocused()

    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(manage).toBeFocused()
    await expect(banner(page)).toBeVisible()

    await manage.press('Enter')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(manage).toBeFocused()
  })

  test('the open dialog has no serious or critical accessibility violations, at 390 px too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const bannerResults = await new AxeBuilder({ page }).include('section[aria-label="Privacy choices"]').analyze()
    expect(
      bannerResults.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([])
    await banner(page).getByRole('button', { name: 'Manage' }).click()
    await expect(page.getByRole('checkbox', { name: 'Newsletter & Updates' })).toBeVisible()
    const results = await new AxeBuilder({ page })
      .include('dialog')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    expect(serious).toEqual([])
  })

  test('Save Preferences explains a missing choice and posts nothing', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Manage' }).click()
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' })
    await dialog.getByLabel('Email (optional)').fill(uniqueEmail('banner-no-type'))
    await dialog.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Choose at least one kind of e-mail to receive.')
    await dialog.getByLabel('Email (optional)').fill('')
    await dialog.getByRole('checkbox', { name: 'New Property Listings' }).check()
    await dialog.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Enter your e-mail address to save your marketing preferences.')
    await expect(dialog).toBeVisible()
    await expect(banner(page)).toBeVisible()
  })

  test('Save Preferences with an e-mail and a type records a pending consent (double opt-in)', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Manage' }).click()
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' })
    await dialog.getByRole('switch', { name: 'Analytics and ad measurement' }).check()
    await dialog.getByRole('checkbox', { name: 'Market Reports & Insights' }).check()
    await dialog.getByLabel('Email (optional)').fill(uniqueEmail('banner'))
    await dialog.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(
      dialog.getByText('Consent recorded successfully. Please check your email to confirm your subscription.'),
    ).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('rr_tracking_consent'))).toBe('granted')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(banner(page)).toBeHidden()
  })

  test('the footer reopens the dialog after a decision', async ({ page }) => {
    await page.goto('/faq')
    await banner(page).getByRole('button', { name: 'Reject All' }).click()
    const dialog = await openFromFooter(page)
    await expect(dialog.getByRole('switch', { name: 'Analytics and ad measurement' })).not.toBeChecked()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' })).toBeFocused()
  })
})

/** Opens the dialog from the footer: once that works the page is hydrated and the banner has had its chance. */
async function openFromFooter(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click()
  const dialog = page.getByRole('dialog', { name: 'Your privacy choices' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('no banner on a local host, even in the EU', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' })
  await page.goto('/')
  await openFromFooter(page)
  await expect(page.getByRole('button', { name: 'Accept All' })).toHaveCount(0)
})

test.describe('without a country header on the public host (region OTHER)', () => {
  test.use({ baseURL: E2E_PUBLIC_ORIGIN })

  test('no banner is needed, and the footer still offers the choices', async ({ page }) => {
    await page.goto('/')
    const dialog = await openFromFooter(page)
    await expect(page.getByRole('button', { name: 'Accept All' })).toHaveCount(0)
    await expect(dialog.getByText(/change your choices or unsubscribe at any time/)).toBeVisible()
    await expect(dialog.getByText('Marketing communications require explicit consent in your region.')).toHaveCount(0)
  })
})

test.describe('when the consent server fails', () => {
  test.use({ baseURL: E2E_PUBLIC_ORIGIN, expectedConsoleError: /status of 503/ })

  test('the strict fallback policy asks for explicit consent (SPEC §8)', async ({ page }) => {
    await page.route('**/api/regional-policy-check', (route) =>
      route.fulfill({ status: 503, json: { success: false } }),
    )
    await page.goto('/')
    const dialog = await openFromFooter(page)
    await expect(dialog.getByText('Marketing communications require explicit consent in your region.')).toBeVisible()
  })
  test('a failed save says so and keeps the dialog and the e-mail as they were', async ({ page }) => {
    await page.route('**/api/marketing-consent', (route) => route.fulfill({ status: 503, json: { success: false } }))
    await page.goto('/')
    const dialog = await openFromFooter(page)
    const email = uniqueEmail('banner-failure')
    await dialog.getByRole('checkbox', { name: 'Newsletter & Updates' }).check()
    await dialog.getByLabel('Email (optional)').fill(email)
    await dialog.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Failed to grant consent')
    await expect(dialog.getByLabel('Email (optional)')).toHaveValue(email)
    await expect(dialog.getByRole('checkbox', { name: 'Newsletter & Updates' })).toBeChecked()
    await expect(dialog.getByRole('button', { name: 'Save Preferences' })).toBeEnabled()
  })
})
