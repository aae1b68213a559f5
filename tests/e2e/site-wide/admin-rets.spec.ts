// Admin → RETS as an admin uses it: settings pointing at a RESO Web API (a test server on this machine), Test
// connection, Sync now with the progress bar, the run history, and the synced listing on the site with its office.
// It adds public listings, so it runs in the site-wide project, after the tests that count search results.
import AxeBuilder from '@axe-core/playwright'
import { RESO_CLIENT_SECRET, RESO_OFFICE, startResoServer } from '../../support/reso-server'
import { saveFeedSettings } from '../feed-settings'
import { expect, test } from '../fixtures'
import { signInAsStaff } from '../staff'

test('an admin connects the listing feed, syncs it and sees the listings on the site', async ({ page }) => {
  test.setTimeout(120_000)
  const prefix = `E${Date.now().toString(36).toUpperCase()}`
  const feed = await startResoServer({ prefix, delayMs: 600 })
  try {
    await signInAsStaff(page, 'admin', '/admin/rets')
    await expect(page.getByRole('heading', { level: 1, name: 'RETS Integration' })).toBeVisible()
    await expect(page.getByText('Synced from the listing feed; edit at the source')).toBeVisible()

    await saveFeedSettings(page, feed)
    // The secret is never sent back: only its last four characters.
    await expect(page.getByText('Stored: ••••5678. Leave empty to keep it.')).toBeVisible()
    expect(await page.content()).not.toContain(RESO_CLIENT_SECRET)

    await page.getByRole('button', { name: 'Test connection' }).click()
    await expect(page.getByText('Connected: the feed offers 5 listings.')).toBeVisible()

    await page.getByRole('button', { name: 'Sync now' }).click()
    const progress = page.getByRole('progressbar', { name: 'Sync progress' })
    await expect(progress).toBeVisible()
    await expect(progress).toHaveAttribute('aria-valuenow', /\d+/)
    await expect(progress).toBeHidden({ timeout: 30_000 })

    const history = page.getByRole('table')
    const latest = history.getByRole('row').nth(1)
    await expect(latest.getByRole('cell')).toHaveText(
      ['', '', 'Sync now', '5', '5', '0', '0', '0', 'Succeeded'].map((text) => (text ? text : /.+/)),
    )

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])

    // Newest first: the feed's listings lead the list.
    await page.goto('/properties')
    await page
      .getByRole('link', { name: /2-bedroom house in Sandy Bay/ })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1, name: /2-bedroom house in Sandy Bay/ })).toBeVisible()
    await expect(page.getByText(`Listing courtesy of ${RESO_OFFICE}.`)).toBeVisible()

    // Staff edits: the feed's fields are locked, featured stays ours.
    await page.goto(`/admin/properties?search=${prefix}MLS-5001`)
    await page.getByRole('link', { name: '2-bedroom house in Sandy Bay', exact: true }).click()
    await expect(page.getByText('Synced from the listing feed; edit at the source.')).toBeVisible()
    await expect(page.getByLabel('Price (US dollars)')).toHaveAttribute('readonly', '')
    await expect(page.getByLabel('Status')).toBeDisabled()
    await page.getByLabel('Featured on the home page').check()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText(/^Saved\./)).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Featured on the home page')).toBeChecked()
    await expect(page.getByLabel('Price (US dollars)')).toHaveValue('250000')
  } finally {
    await feed.close()
  }
})

test('an editor cannot open the RETS screen and the server refuses their posts', async ({ page }) => {
  await signInAsStaff(page, 'editor', '/admin')
  await page.goto('/admin/rets')
  await expect(page).toHaveURL(/\/admin$/)
  expect((await page.request.post('/admin/rets', { form: { intent: 'sync' } })).status()).toBe(403)
})
