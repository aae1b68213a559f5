// SPEC §9 "Query retry count: 3": a page's data that fails on the way is asked again up to 3 times
// (app/lib/query-retry.ts), so a dropped connection during a navigation does not end on an error screen.
import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'

test.use({ expectedConsoleError: /Failed to load resource: net::ERR_FAILED/ })

const PROPERTIES_DATA = '**/properties.data**'

/** Fails the page's first `failures` data requests (React Router's fetches; a hover's prefetch fails uncounted). */
async function failData(page: Page, failures: number) {
  const asked: string[] = []
  await page.route(PROPERTIES_DATA, (route: Route) => {
    if (route.request().resourceType() !== 'fetch') return route.abort()
    asked.push(route.request().url())
    return asked.length <= failures ? route.abort() : route.continue()
  })
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties', exact: true }).click()
  return asked
}

test('a navigation whose data fails three times in a row still arrives', async ({ page }) => {
  const asked = await failData(page, 3)
  await expect(page.getByRole('heading', { level: 1, name: 'Properties for sale in Roatan' })).toBeVisible({
    timeout: 15_000,
  })
  expect(asked).toHaveLength(4)
})

test('after the third retry the failure stands: four requests, no more', async ({ page }) => {
  const asked = await failData(page, Infinity)
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible({
    timeout: 15_000,
  })
  await page.waitForTimeout(1_500)
  expect(asked).toHaveLength(4)
})
