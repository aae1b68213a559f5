// What a public page's first load brings (issue 13): never admin code, and the texts rendered on the server still
// behave like the app around them. The figures themselves (KB) are in `npm run bench`.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const PUBLIC_PAGES = [
  '/',
  '/properties',
  '/properties?view=map',
  '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay',
  '/blog/buying-property-in-roatan-as-a-foreigner',
  '/buying-guide',
  '/contact',
  '/agents',
]

interface ManifestRoute {
  id: string
  module: string
}

/** Admin screens' route ids (app/routes.ts: 'admin', 'admin/…' from the screens table, 'routes/admin/…'). */
const ADMIN_ROUTE = /^(routes\/)?admin(\/|$)/

/**
 * The admin routes' own modules, from React Router's manifest of every route. (That no public page imports admin
 * components at all is checked at build time: vite.config.ts.)
 */
async function adminRouteModules(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text()
  const manifestUrl = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0]
  expect(manifestUrl, 'the page names its route manifest').toBeTruthy()
  const source = await (await page.request.get(manifestUrl!)).text()
  const manifest = JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as {
    routes: Record<string, ManifestRoute>
  }
  return new Set(
    Object.values(manifest.routes)
      .filter((route) => ADMIN_ROUTE.test(route.id))
      .map((route) => route.module),
  )
}

test('public pages never load admin code', async ({ page }) => {
  const adminModules = await adminRouteModules(page)
  expect(adminModules.size, 'the admin screens are in the manifest').toBeGreaterThan(10)
  const loaded = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.add(new URL(request.url()).pathname)
  })
  for (const path of PUBLIC_PAGES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle') // the page's script and what it loads after hydration
  }
  expect(loaded.size).toBeGreaterThan(5)
  expect([...loaded].filter((script) => adminModules.has(script))).toEqual([])
})

test('a link in a guide opens the page within the app, without a full page load', async ({ page }) => {
  await page.goto('/buying-guide')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true))
  await page.getByRole('main').getByRole('link', { name: 'property search guide' }).click()
  await expect(page).toHaveURL(/\/property-search-guide$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
})

test('the inquiry form checks its fields in the browser even when sent before its checks have loaded', async ({
  page,
}) => {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  // The checks arrive late: the first submission waits for them instead of going to the server unchecked.
  await page.route('**/assets/inquiry-schema-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  await page.goto('/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay')
  await page.waitForLoadState('networkidle')
  const form = page.getByRole('region', { name: 'Ask about this property' })
  await form.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(form.getByText('Please enter your name.')).toBeVisible()
  expect(posts).toEqual([])
})

test('a listing’s map loads its code only when the visitor scrolls near it, and then shows the map', async ({
  page,
}) => {
  // docs/decisions/024-hydrate-later.md: the part's HTML is there at once, its code comes when it is near the screen
  await page.setViewportSize({ width: 412, height: 600 })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay')
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((script) => script.includes('/property-map-'))).toEqual([])
  await expect(page.getByRole('heading', { name: 'Location' })).toBeAttached()
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded()
  await expect(page.locator('.leaflet-container')).toBeVisible()
  expect(scripts.some((script) => script.includes('/property-map-'))).toBe(true)
})

test('a page asks for its code only after its first paint, then comes to life', async ({ page }) => {
  // docs/decisions/029-code-after-first-paint.md: the stylesheet and the largest image have the line to themselves
  await page.goto('/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay')
  await page.waitForLoadState('networkidle')
  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(scripts.length).toBeGreaterThan(3)
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(firstPaint)
  const html = await (await page.request.get('/')).text()
  expect(html).not.toContain('<link rel="modulepreload"')
  // hydrated: the currency switch converts the prices in the browser
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
  await expect(page.getByText(/€/).first()).toBeVisible()
})

test('public pages start without building an Intl number or date format', async ({ page }) => {
  // decision 030: the first one costs a page 30–60 ms of ICU set-up in one task; texts come formatted from the server
  // or through app/lib/format.ts, plural counts through the patched Lingui (vite-plugins/lingui-numbers.ts)
  await page.addInitScript(() => {
    const built: string[] = ((window as { intlBuilt?: string[] }).intlBuilt = [])
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator'] as const) {
      const original = Intl[name]
      Intl[name] = new Proxy(original, {
        construct(target, args) {
          built.push(name)
          return Reflect.construct(target, args) as object
        },
      }) as never
    }
  })
  for (const path of [...PUBLIC_PAGES, '/blog', '/areas', '/es/properties']) {
    await page.goto(path)
    await expect(page.locator('html[data-live]')).toBeAttached()
    const built = await page.evaluate(() => (window as { intlBuilt?: string[] }).intlBuilt)
    expect(built, path).toEqual([])
  }
})
