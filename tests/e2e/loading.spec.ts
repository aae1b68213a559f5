// SPEC §2 cross-cutting screens: Loading, Stalled loading, Load failure card (docs/decisions/004-load-failures.md).
import { test as plainTest, type Page } from '@playwright/test'
import { collectConsoleErrors, expect, test, untilLive } from './fixtures'

// Whatever its query: a retry asks for the chunk under a fresh URL (app/components/loading/fresh-import.ts).
const PROPERTIES_CODE = /\/assets\/properties-[^/]+\.js(\?.*)?$/
const PROPERTIES_DATA = '**/properties.data**'
const LOADING_TEXT = 'Loading… (this can take a few seconds)'

/** The home page once hydrated and React Router has discovered the routes its links lead to. */
async function openHomePage(page: Page) {
  const discovered = page.waitForResponse((response) => response.url().includes('/__manifest'))
  await page.goto('/')
  await discovered
  // Survives client-side navigations only: tells a React Router reload apart from our card.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
}

const propertiesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties', exact: true })
const propertiesHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Properties for sale in Roatan' })

plainTest.describe('a page whose code fails to load', () => {
  plainTest('shows the load failure card instead of reloading, and Retry recovers', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page)
    await page.route(PROPERTIES_CODE, (route) => route.abort())
    await openHomePage(page)

    await propertiesLink(page).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Loading Issue' })).toBeVisible()
    await expect(
      page.getByText('There was a problem loading this section. This usually happens due to cached content.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible()
    await expect(page).toHaveURL(/\/properties$/)
    expect(await page.evaluate(() => '__sameDocument' in window), 'no page reload').toBe(true)

    await page.unroute(PROPERTIES_CODE)
    await page.getByRole('button', { name: 'Retry (0/3)' }).click()

    await expect(propertiesHeading(page)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Loading Issue' })).toHaveCount(0)
    await expect(page).toHaveTitle(/^Properties for sale in Roatan/)
    expect(await page.evaluate(() => '__sameDocument' in window), 'recovered without a reload').toBe(true)
    expect(consoleErrors.length).toBeGreaterThan(0)
    for (const error of consoleErrors) expect(error).toBe('Failed to load resource: net::ERR_FAILED')
  })

  // A browser keeps a module that arrived broken (cut off by a flaky connection) for the life of the page, as some
  // browsers keep a failed fetch: only a fresh URL loads it again (issue 39).
  plainTest('Retry loads a chunk that arrived broken afresh', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page)
    let broken = true
    await page.route(PROPERTIES_CODE, async (route) => {
      if (!broken) return route.continue()
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export const cutOff = (' })
    })
    await openHomePage(page)
    await propertiesLink(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Loading Issue' })).toBeVisible()

    broken = false
    const asked = page.waitForRequest(PROPERTIES_CODE)
    await page.getByRole('button', { name: 'Retry (0/3)' }).click()
    expect((await asked).url()).toMatch(/\?retry=\d+$/)
    await expect(propertiesHeading(page)).toBeVisible()
    expect(await page.evaluate(() => '__sameDocument' in window), 'recovered without a reload').toBe(true)
    for (const error of consoleErrors) expect(error).toMatch(/SyntaxError|Unexpected end of input/)
  })

  plainTest('does not reload the page when hovering its link prefetches the code', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page)
    await page.route(PROPERTIES_CODE, (route) => route.abort())
    await openHomePage(page)

    const prefetchFailed = page.waitForEvent('requestfailed', (request) =>
      /\/properties-[^/]+\.js$/.test(request.url()),
    )
    let loads = 0
    page.on('load', () => loads++)
    await propertiesLink(page).hover()
    await prefetchFailed
    // A reload on the failed prefetch would come before the click's own failed load shows its page.
    await propertiesLink(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Loading Issue' })).toBeVisible()
    expect(loads, 'no page load since the home page').toBe(0)
    expect(await page.evaluate(() => '__sameDocument' in window), 'no page reload').toBe(true)
    for (const error of consoleErrors) expect(error).toBe('Failed to load resource: net::ERR_FAILED')
  })

  plainTest('counts retries up to 3, then the next retry reloads the page', async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page)
    await page.route(PROPERTIES_CODE, (route) => route.abort())
    await openHomePage(page)
    await propertiesLink(page).click()

    for (const attempts of [0, 1, 2]) {
      await page.getByRole('button', { name: `Retry (${attempts}/3)` }).click()
      await expect(page.getByRole('button', { name: `Retry (${attempts + 1}/3)` })).toBeEnabled()
    }
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)

    const reload = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Retry (3/3)' }).click()
    await reload
    // The server renders the page; it stays usable even though its code is still blocked.
    await expect(propertiesHeading(page)).toBeVisible()
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false)
    for (const error of consoleErrors) expect(error).toBe('Failed to load resource: net::ERR_FAILED')
  })
})

// The 15 s pass on the page's clock (Playwright's), moved on once the code has been asked for: its timer runs from then.
plainTest.describe('code loaded on demand that hangs (SPEC §9 default lazy-import timeout: 15 s)', () => {
  plainTest('the map shows the Loading Issue card once Leaflet has not arrived in 15 s', async ({ page }) => {
    await page.clock.install()
    await page.route('**/assets/*leaflet*', () => undefined) // never answered (Leaflet and the code that drives it)
    const asked = page.waitForRequest('**/assets/*leaflet*')
    await page.goto('/properties?view=map')
    await expect(page.getByText('Loading map…')).toBeVisible()
    await asked
    await page.clock.fastForward(14_000)
    await expect(page.getByRole('heading', { name: 'Loading Issue' })).toHaveCount(0)
    await page.clock.fastForward(1_100)
    await expect(page.getByRole('heading', { level: 2, name: 'Loading Issue' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry (0/3)' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible()
    await expect(page.getByText('Every listing is also in the list.')).toBeVisible()
  })

  plainTest('the privacy choices dialog shows the card in its place, and Escape closes it', async ({ page }) => {
    await page.clock.install()
    await page.route('**/assets/manage-privacy-dialog-*', () => undefined)
    await page.goto('/')
    // the footer button works once the page is live (its code loads after the first paint: decision 029)
    await untilLive(page)
    const asked = page.waitForRequest('**/assets/manage-privacy-dialog-*')
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click()
    const dialog = page.getByRole('dialog', { name: 'Privacy choices' })
    await asked
    await page.clock.fastForward(14_000)
    await expect(dialog.getByRole('heading', { level: 2, name: 'Loading Issue' })).toHaveCount(0)
    await page.clock.fastForward(1_100)
    await expect(dialog.getByRole('heading', { level: 2, name: 'Loading Issue' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Retry (0/3)' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })
})

test.describe('slow navigations', () => {
  test('show the loading spinner until the page arrives', async ({ page }) => {
    await page.route(PROPERTIES_DATA, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await openHomePage(page)

    await propertiesLink(page).click()

    const spinner = page.getByText(LOADING_TEXT)
    await expect(spinner).toBeVisible()
    await expect(propertiesHeading(page)).toBeVisible()
    await expect(spinner).toHaveCount(0)
  })

  test('after 20 s offer "Fix loading", which clears caches and reloads with a flush parameter', async ({ page }) => {
    await page.clock.install()
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(PROPERTIES_DATA, async (route) => {
      await released
      await route.abort().catch(() => {})
    })
    await openHomePage(page)
    await page.evaluate(async () => {
      sessionStorage.setItem('stale', 'yes')
      await (await caches.open('stale-assets')).put('/stale.js', new Response('stale'))
    })

    try {
      await propertiesLink(page).click()
      await expect(page.getByText(LOADING_TEXT)).toBeVisible()
      await page.clock.fastForward(20_000)

      const overlay = page.getByRole('alertdialog', { name: 'Still loading…' })
      await expect(overlay).toBeVisible()
      await expect(overlay).toContainText('If this persists, click "Fix loading" to refresh assets.')
      await overlay.getByRole('button', { name: 'Fix loading' }).click()

      await page.waitForURL(/\/properties\?flush=\d+$/)
      await expect(propertiesHeading(page)).toBeVisible()
      expect(await page.evaluate(() => sessionStorage.getItem('stale'))).toBeNull()
      expect(await page.evaluate(() => caches.keys())).toEqual([])
    } finally {
      release()
    }
  })
})
