// Issue 40 item 12: a broker adds an open house to one of our own listings (a mistake first: told in words), the
// listing page shows it in Roatan time in English and Spanish, and "Open house this week" on /properties finds that
// listing and not another of the same search.
import type { Page } from '@playwright/test'
import { REFUSED_FORM_POST, expect, test } from './fixtures'
import { signInAsStaff } from './staff'

test.use({ expectedConsoleError: REFUSED_FORM_POST })

/** A word no demo listing has, so a search finds only this test's listings (letters only: search words are words). */
const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

/** A published listing of our own; its edit page's address. */
async function createListing(page: Page, title: string, areaId: string) {
  const created = await page.request.post('/admin/properties/add', {
    form: {
      intent: 'save',
      title,
      slugFollowsTitle: 'true',
      propertyType: 'house',
      status: 'active',
      priceUsd: '420000',
      areaId,
      description: 'Two bedrooms a short walk from the beach.',
    },
    maxRedirects: 0,
  })
  expect(created.status()).toBe(302)
  return new URL(created.headers()['location']!, page.url()).pathname
}

test('a broker adds an open house; the listing page shows it and "Open house this week" finds it', async ({ page }) => {
  test.setTimeout(120_000)
  const word = uniqueWord()
  await signInAsStaff(page, 'broker', '/admin/properties/add')
  const areaId = await page.getByLabel('Area', { exact: true }).locator('option').nth(1).getAttribute('value')
  const edit = await createListing(page, `Open House Villa ${word}`, areaId!)
  await createListing(page, `Quiet Villa ${word}`, areaId!)

  // Two days from now on Roatan's calendar (UTC−6 all year).
  const day = new Date(Date.now() + 2 * 86_400_000 - 6 * 3_600_000)
  const date = day.toISOString().slice(0, 10)
  const dayName = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(day)

  await page.goto(edit)
  const openHouses = page.getByRole('region', { name: 'Open houses' })
  await openHouses.getByLabel('Date').fill(date)
  await openHouses.getByLabel('Starts').fill('10:00')
  await openHouses.getByLabel('Ends').fill('09:30')
  await openHouses.getByRole('button', { name: 'Add open house' }).click()
  await expect(openHouses.getByText('The open house must end after it starts.')).toBeVisible()
  await openHouses.getByLabel('Ends').fill('13:00')
  await openHouses.getByLabel('Note for visitors (optional)').fill('Park by the blue gate.')
  await openHouses.getByRole('button', { name: 'Add open house' }).click()
  await expect(openHouses.getByText('Open house added.')).toBeVisible()
  const when = `${dayName('en-US')}, 10:00 a.m.–1:00 p.m.`
  // (the times' spaces are no-break ones; text is matched with spaces normalised)
  await expect(openHouses.getByRole('listitem').getByText(`${when} (Roatan time)`)).toBeVisible()

  const slug = `open-house-villa-${word}`
  await page.goto(`/property/${slug}`)
  const section = page.getByRole('region', { name: 'Open houses' })
  await expect(section.getByText(`${when} (Roatan time)`)).toBeVisible()
  await expect(section.getByText('Park by the blue gate.')).toBeVisible()
  await page.goto(`/es/property/${slug}`)
  await expect(
    page
      .getByRole('region', { name: 'Casa abierta' })
      .getByText(`${dayName('es-HN')}, 10:00 a. m.–1:00 p. m. (hora de Roatán)`),
  ).toBeVisible()

  await page.goto(`/properties?search=${word}`)
  await expect(page.getByRole('article')).toHaveCount(2)
  await page.getByRole('checkbox', { name: 'Open house this week' }).check()
  await expect(page).toHaveURL(/[?&]openHouse=week/)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article').getByText(`Open House Villa ${word}`)).toBeVisible()
})
