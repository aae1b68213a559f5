// Admin → RETS as an admin uses it: settings pointing at a RESO Web API (a test server on this machine), Test
// connection, Sync now with the progress bar, the run history, and the synced listing on the site with its office.
// It adds public listings, so it runs in the site-wide project, after the tests that count search results.
import AxeBuilder from '@axe-core/playwright'
import { RESO_CLIENT_SECRET, RESO_OFFICE, startResoServer } from '../../support/reso-server'
import { saveFeedSettings } from '../feed-settings'
import { expect, test } from '../fixtures'
import { signInAsStaff } from '../staff'

const TOUR = 'https://tours.example/roatan/feed-5001'
const OFFICE_PHONE = '+504 2445-1234'
const AS_OF = {
  en: /^Listing information as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Roatan time\)\.$/,
  es: /^Información del anuncio al \d{1,2} [a-z]{3}\.? \d{4}, \d{1,2}:\d{2} [ap]\. m\. \(hora de Roatán\)\.$/,
}

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

    // Issue 40: the MLS's virtual tour reaches the listing page.
    feed.update(`${prefix}KEY-101`, { VirtualTourURLUnbranded: TOUR })
    // Issue 40 (IDX): the office's phone, and a listing whose MLS withholds its street address and pin.
    feed.update(`${prefix}KEY-101`, { ListOfficePhone: OFFICE_PHONE })
    feed.update(`${prefix}KEY-102`, { InternetAddressDisplayYN: false })
    // Issue 44: the MLS states the power and the sewer (not the internet).
    feed.update(`${prefix}KEY-101`, { Electric: ['Generator'], Sewer: ['Septic Tank'] })
    await page.getByRole('button', { name: 'Sync now' }).click()
    const progress = page.getByRole('progressbar', { name: 'Sync progress' })
    await expect(progress).toBeVisible()
    await expect(progress).toHaveAttribute('aria-valuenow', /\d+/)
    await expect(progress).toBeHidden({ timeout: 30_000 })

    // the run history's table (the health panel above it has one of its own)
    const history = page.getByRole('region', { name: 'Run history' }).getByRole('table')
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
    // IDX display rules: the office with its phone, when the feed confirmed the listing, the MLS's disclaimer
    await expect(page.getByText(`Listing courtesy of ${RESO_OFFICE} · ${OFFICE_PHONE}`)).toBeVisible()
    await expect(page.getByText(AS_OF.en)).toBeVisible()
    await expect(page.getByText('Deemed reliable but not guaranteed.')).toBeVisible()
    await expect(page.getByText('11 Feed Road, Roatan').first()).toBeVisible()
    await page.goto(page.url().replace('/property/', '/es/property/'))
    await expect(page.getByText(`Anuncio por cortesía de ${RESO_OFFICE} · ${OFFICE_PHONE}`)).toBeVisible()
    await expect(page.getByText(AS_OF.es)).toBeVisible()
    await expect(page.getByText('Información considerada confiable, pero no garantizada.')).toBeVisible()

    // The withheld address: the area alone, no map, in the card and on the page.
    await page.goto(`/properties?search=${prefix}MLS-5002`)
    const card = page.getByRole('article').filter({ hasText: '3-bedroom condo in West Bay' })
    await expect(card.getByText(`Listing courtesy of ${RESO_OFFICE}`)).toBeVisible()
    await card.getByRole('link', { name: /3-bedroom condo in West Bay/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: '3-bedroom condo in West Bay' })).toBeVisible()
    await expect(
      page.getByText('In West Bay. The MLS does not publish this listing’s street address or exact position.'),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: /^Map showing/ })).toHaveCount(0)
    expect(await page.content()).not.toContain('Feed Road')

    // Staff edits: the feed's fields are locked, featured stays ours.
    await page.goto(`/admin/properties?search=${prefix}MLS-5001`)
    await page.getByRole('link', { name: '2-bedroom house in Sandy Bay', exact: true }).click()
    await expect(page.getByText('Synced from the listing feed; edit at the source.')).toBeVisible()
    await expect(page.getByLabel('Price (US dollars)')).toHaveAttribute('readonly', '')
    await expect(page.getByLabel('Status')).toBeDisabled()
    // … and so are the utilities the MLS states; the internet, which it does not, is staff's to fill in.
    const power = page.getByRole('group', { name: 'Power' })
    await expect(power.getByRole('checkbox', { name: 'Generator' })).toBeChecked()
    await expect(power.getByRole('checkbox', { name: 'Generator' })).toBeDisabled()
    await expect(page.getByLabel('Sewer')).toBeDisabled()
    await expect(page.getByLabel('Sewer')).toHaveValue('septic')
    await page.getByRole('group', { name: 'Internet' }).getByRole('checkbox', { name: 'Fibre' }).check()
    await page.getByLabel('Featured on the home page').check()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText(/^Saved\./)).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Featured on the home page')).toBeChecked()
    await expect(page.getByLabel('Price (US dollars)')).toHaveValue('250000')
    await expect(power.getByRole('checkbox', { name: 'Generator' })).toBeChecked()
    await expect(page.getByRole('group', { name: 'Internet' }).getByRole('checkbox', { name: 'Fibre' })).toBeChecked()

    // The virtual tour opens beside the listing, which stays where the buyer was.
    await page.goto(`/admin/properties?search=${prefix}MLS-5001`)
    await page.goto((await page.getByRole('link', { name: /^View on site/ }).getAttribute('href'))!)
    const tour = page.getByRole('link', { name: 'Virtual tour (opens in a new tab)' })
    await expect(tour).toHaveAttribute('href', TOUR)
    await expect(tour).toHaveAttribute('target', '_blank')
    await expect(tour).toHaveAttribute('rel', 'noopener noreferrer')
    const utilities = page.getByRole('region', { name: 'Utilities and resilience' })
    await expect(utilities).toContainText('PowerGenerator')
    await expect(utilities).toContainText('SewerSeptic tank')
    await expect(utilities).toContainText('InternetFibre')
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
