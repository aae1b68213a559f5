// The closing-cost estimate (issue 16): every listing for sale shows a table that adds up; the buying guide has a
// calculator with the same items; staff change the items on Admin → Closing Costs and the estimate follows.
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAsStaff } from './staff'

const LISTING = '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay' // $2,450,000
const dollars = (text: string) => Number(text.replace(/[^\d]/g, ''))

async function amounts(table: Locator) {
  const lines = await table.locator('tbody tr td:last-child').allTextContents()
  const total = await table.locator('tfoot td').first().textContent()
  return { lines: lines.map(dollars), total: dollars(total!.split('≈')[0]!) }
}

test('a listing’s closing costs add up, the guide’s calculator agrees, and staff changes reach both', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  await page.goto(LISTING)
  const table = page.getByRole('table', { name: 'Estimated closing costs for the buyer' })
  const shown = await amounts(table)
  expect(shown.lines).toEqual([36_750, 36_750, 12_250, 750]) // 1.5 %, 1.5 %, 0.5 % of $2,450,000 and $750
  expect(shown.total).toBe(shown.lines.reduce((sum, amount) => sum + amount, 0))
  await expect(page.getByText(/An estimate for planning, not a quote/)).toBeVisible()

  await page.goto('/buying-guide')
  await page.getByLabel('Purchase price (US dollars)').fill('$500,000')
  const calculator = page.getByRole('table', { name: 'Estimated closing costs for $500,000' })
  expect((await amounts(calculator)).total).toBe(18_250)

  const staff = await browser.newPage()
  await signInAsStaff(staff, 'editor', '/admin/closing-costs')
  await staff.getByLabel('Amount of cost 4').fill('a lot')
  await staff.getByRole('button', { name: 'Save closing costs' }).click()
  await expect(staff.getByText('Enter a share of the price like 1.5% or an amount like $750.')).toBeVisible()
  await staff.getByLabel('Amount of cost 4').fill('$1,000')
  await staff.getByRole('button', { name: 'Save closing costs' }).click()
  await expect(staff.getByRole('status')).toHaveText('Closing costs saved. Listings show them on their next visit.')
  await page.goto(LISTING)
  expect((await amounts(table)).lines.at(-1)).toBe(1_000)
  await staff.getByLabel('Amount of cost 4').fill('$750') // as it was, for whoever comes next
  await staff.getByRole('button', { name: 'Save closing costs' }).click()
  await expect(staff.getByRole('status')).toBeVisible()
  await staff.close()
})
