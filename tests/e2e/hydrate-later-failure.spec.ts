// Parts of a page that hydrate later (decision 024) whose code fails to load show the Loading Issue card in their
// place (SPEC §8), and its Retry loads the code again (issue 39: the failure was swallowed).
import { test, type Page } from '@playwright/test'
import { collectConsoleErrors, expect } from './fixtures'

// The search filters' chunk (the filters and the sort select), whatever its query: a retry asks under a fresh URL.
const FILTERS_CODE = /\/assets\/property-search-filters-[^/]+\.js(\?.*)?$/


const filterForm = (page: Page) => page.getByRole('search', { name: 'Filter properties' })
const failureCards = (page: Page) => page.getByRole('heading', { level: 2, name: 'Loading Issue' })

test.describe('a part of the page whose code fails to load', () => {
  test('keeps its server HTML, shows the card above it, and Retry hydrates it', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page)
    await page.route(FILTERS_CODE, (route) => route.abort())
    await page.goto('/properties')
    await page.locator('html[data-live]').waitFor({ state: 'attached' })

    // The filters and the sort select share the chunk: one card, in the first one's place.
    await expect(failureCards(page)).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Retry (0/3)' })).toBeVisible()
    // The server HTML stays meanwhile: the filter form is there, as a plain GET form.
    await expect(filterForm(page).getByLabel('Property type')).toBeVisible()
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

    await page.unroute(FILTERS_CODE)
    const asked = page.waitForRequest(FILTERS_CODE)
    await page.getByRole('button', { name: 'Retry (0/3)' }).click()
    expect((await asked).url()).toMatch(/\?retry=\d+$/)
    // One Retry mends both parts: the code is back.
    await expect(failureCards(page)).toHaveCount(0)

    // Hydrated: a change applies at once, in the page (no submit button, no reload).
    await filterForm(page).getByLabel('Property type').selectOption({ label: 'Condo' })
    await expect(page).toHaveURL(/[?&]type=condo/)
    expect(await page.evaluate(() => '__sameDocument' in window), 'applied without a page load').toBe(true)
    for (const error of consoleErrors) expect(error).toBe('Failed to load resource: net::ERR_FAILED')
  })

  test('on a page reached in the browser, shows the card in its place and Retry renders it', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page)
    await page.goto('/')
    await page.locator('html[data-live]').waitFor({ state: 'attached' })
    await page.route(FILTERS_CODE, (route) => route.abort())
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties', exact: true }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Properties for sale in Roatan' })).toBeVisible()
    await expect(failureCards(page)).toHaveCount(1)
    await expect(filterForm(page)).toHaveCount(0)

    await page.unroute(FILTERS_CODE)
    await page.getByRole('button', { name: 'Retry (0/3)' }).click()
    await expect(filterForm(page).getByLabel('Property type')).toBeVisible()
    await expect(page.getByLabel('Sort by')).toBeVisible()
    await expect(failureCards(page)).toHaveCount(0)
    for (const error of consoleErrors) expect(error).toBe('Failed to load resource: net::ERR_FAILED')
  })

  test('shows the card once the code has not come in 15 s, and the part goes live when it comes', async ({ page }) => {
    await page.clock.install()
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(FILTERS_CODE, async (route) => {
      await released
      await route.continue()
    })
    const asked = page.waitForRequest(FILTERS_CODE)
    await page.goto('/properties')
    await expect(filterForm(page).getByLabel('Property type')).toBeVisible()
    // The 15 s pass on the page's clock (Playwright's), from when the code was asked for.
    await asked
    await page.clock.fastForward(14_000)
    await expect(failureCards(page)).toHaveCount(0)
    await page.clock.fastForward(1_100)
    await expect(failureCards(page)).toHaveCount(1)

    release()
    await expect(failureCards(page)).toHaveCount(0)
    await filterForm(page).getByLabel('Property type').selectOption({ label: 'Condo' })
    await expect(page).toHaveURL(/[?&]type=condo/)
  })
})
