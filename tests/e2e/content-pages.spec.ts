import { CONTENT_PAGES } from '../../app/content/pages/catalog'
import { expect, test } from './fixtures'

const PAGES = [
  ...CONTENT_PAGES.map((page) => ({ path: page.path, title: page.title, noIndex: page.noIndex ?? false })),
  { path: '/brand', title: 'Brand guide', noIndex: false },
]

test.describe('content pages', () => {
  for (const { path, title, noIndex } of PAGES) {
    test(`${path} is served with its title, a canonical link${noIndex ? ' and noindex' : ''}`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
      const robots = page.locator('meta[name="robots"]')
      if (noIndex) await expect(robots).toHaveAttribute('content', 'noindex')
      else await expect(robots).toHaveCount(0)
    })
  }

  test('the page text is in the server-rendered HTML', async ({ request }) => {
    const html = await (await request.get('/buying-guide')).text()
    expect(html).toContain('<h2 id="the-steps-of-a-purchase"')
    expect(html).toContain('Close before a notary')
  })
})

test.describe('buying guide', () => {
  test('each table-of-contents link jumps to its heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/buying-guide')
    const contents = page.getByRole('navigation', { name: 'On this page' })
    const links = contents.getByRole('link')
    expect(await links.count()).toBeGreaterThanOrEqual(5)
    for (const link of await links.all()) {
      const name = (await link.textContent()) ?? ''
      const href = (await link.getAttribute('href')) ?? ''
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      const heading = page.getByRole('heading', { level: 2, name, exact: true })
      await expect(heading).toHaveAttribute('id', href.slice(1))
      await expect(heading).toBeInViewport()
    }
  })
})

test.describe('contact and guide pages', () => {
  test('contact lists phone, WhatsApp and e-mail links', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.locator('a[href^="tel:+"]').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'message us on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    )
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible()
  })

  test('the guide download page leads to the guide online', async ({ page }) => {
    await page.goto('/guide-download')
    await page.getByRole('link', { name: 'Read the guide online' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The ultimate guide to buying property in Roatan')
    await expect(page.getByRole('button', { name: 'Print this guide' })).toBeVisible()
  })

  test('the brand guide shows the logo, colour codes, buttons and a sample listing card', async ({ page }) => {
    await page.goto('/brand')
    await expect(page.getByText('#0B4F6C', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Call to action' }).first()).toBeVisible()
    await expect(page.getByText('$349,000').first()).toBeVisible()
    await expect(page.getByText('Sample: two-bedroom oceanview condo with pool')).toBeVisible()
  })
})
