// Prices in the buyer's currency (issue 16): a visitor switches to euros and sees converted prices with the date of
// the rate; staff change the rate on Admin → Currency Rates and visitors see it on their next page. The US dollar
// price stays the price of record.
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff'

const LISTING = '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay'

test('a buyer switches to euros and sees converted prices with the date of the rate; staff set a new rate', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  await page.goto('/properties')
  const card = page.getByRole('article').first()
  await expect(card.getByText(/^≈/)).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
  await expect(card.getByText(/^≈ €[\d,]+$/)).toBeVisible()
  await expect(page.getByLabel('Minimum')).toContainText('$250,000 (≈ €')

  // On a phone the choice is in the menu.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByText('Menu').click()
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR')
  await page.setViewportSize({ width: 1280, height: 800 })

  // The choice is kept for the next pages, with the day of the rate on the listing.
  await page.goto(LISTING)
  await expect(page.getByText(/^≈ €[\d,]+ at the rate of [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible()
  await expect(page.getByText('$2,450,000').first()).toBeVisible()

  const staff = await browser.newPage()
  await signInAsStaff(staff, 'editor', '/admin/rates')
  await staff.getByLabel('EUR per US dollar').fill('abc')
  await staff.getByRole('button', { name: 'Save rates' }).click()
  await expect(staff.getByText('Enter how many EUR one US dollar buys, e.g. 0.92.')).toBeVisible()
  await staff.getByLabel('EUR per US dollar').fill('0.5')
  await staff.getByLabel('Date of the EUR rate').fill('2026-11-20')
  await staff.getByRole('button', { name: 'Save rates' }).click()
  await expect(staff.getByRole('status')).toHaveText('Rates saved. Visitors see them on their next page.')
  await staff.close()

  await page.reload()
  await expect(page.getByText('≈ €1,230,000 at the rate of Nov 20, 2026')).toBeVisible()
  // JSON-LD keeps the US dollar price of record
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(ld.join('')).toContain('"priceCurrency":"USD"')
})
