// Undo on the account page (issue 43, item 7), as a buyer uses it in both languages: a saved listing removed by
// mistake and a saved search deleted by mistake come back with one click on "Undo" / "Deshacer".
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInWithOperatorLink, uniqueEmail } from './staff'

const region = (page: Page, name: string) => page.getByRole('region', { name })

test('a removed saved listing and a deleted saved search come back with Undo', async ({ page }) => {
  test.setTimeout(60_000)
  await signInWithOperatorLink(page, uniqueEmail('undoer'), '/properties?type=land')
  await expect(page).toHaveURL(/\/properties\?type=land$/)
  const title = (await page.getByRole('article').getByRole('heading', { level: 3 }).first().textContent())!
  // the heart shows the change at once; the page is left only once the server has it
  const stored = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/favourites'))
  await page.getByRole('button', { name: `Save ${title}` }).click()
  await expect(page.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'true')
  await stored
  await page.getByText('Save this search').click()
  await page.getByLabel('Name of the search').fill('Lots to build on')
  await page.getByRole('button', { name: 'Save search' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible()
  // a search saved already is not offered again
  await page.reload()
  await expect(page.getByText('Saved as “Lots to build on”.')).toBeVisible()
  await expect(page.getByText('Save this search')).toHaveCount(0)

  await page.goto('/my-account')
  const listings = region(page, 'Saved listings')
  await listings.getByRole('button', { name: `Remove ${title}` }).click()
  await expect(listings.getByRole('status')).toHaveText('Removed from your saved listings.')
  await expect(listings.getByRole('link', { name: title })).toHaveCount(0)
  await listings.getByRole('button', { name: 'Undo' }).click()
  await expect(listings.getByRole('status')).toHaveText('Back in your saved listings.')
  await expect(listings.getByRole('link', { name: title })).toBeVisible()
  await expect(listings.getByRole('button', { name: 'Undo' })).toHaveCount(0)

  const searches = region(page, 'Saved searches')
  await searches.getByRole('button', { name: 'Delete “Lots to build on”' }).click()
  await expect(searches.getByRole('status')).toHaveText('Saved search deleted.')
  await expect(searches.getByRole('link', { name: 'Lots to build on' })).toHaveCount(0)
  // the notice with its button, and the saved-search cards, pass axe
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])
  await searches.getByRole('button', { name: 'Undo' }).click()
  await expect(searches.getByRole('status')).toHaveText('Saved search restored.')
  await expect(searches.getByRole('link', { name: 'Lots to build on' })).toBeVisible()

  // the same in Spanish
  await page.goto('/es/my-account')
  const guardadas = region(page, 'Propiedades guardadas')
  await guardadas
    .getByRole('button', { name: new RegExp(`^Quitar `) })
    .first()
    .click()
  await expect(guardadas.getByRole('status')).toHaveText('Se quitó de sus propiedades guardadas.')
  await guardadas.getByRole('button', { name: 'Deshacer' }).click()
  await expect(guardadas.getByRole('status')).toHaveText('De nuevo en sus propiedades guardadas.')
  await expect(guardadas.getByRole('listitem')).toHaveCount(1)
})
