import { expect, test } from './fixtures'

test.describe('server-rendered pages', () => {
  test('the home page HTML already lists featured properties with dollar prices', async ({ request }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<h1[^>]*>Find your place on Roatan<\/h1>/)
    expect(html).toMatch(/\$\d{1,3}(,\d{3})+/)
    expect(html).toContain('href="/property/')
  })

  test('the properties page HTML lists listings with titles and prices before any script runs', async ({ request }) => {
    const html = await (await request.get('/properties')).text()
    const cards = html.match(/<article/g) ?? []
    expect(cards.length).toBe(24)
    expect(html).toMatch(/\$\d{1,3}(,\d{3})+/)
  })

  test('a visitor opens a listing from the properties page', async ({ page }) => {
    await page.goto('/properties')
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for sale in Roatan' })).toBeVisible()
    const firstCard = page.getByRole('article').first()
    const title = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? ''
    await firstCard.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('region', { name: 'Key facts' })).toContainText('Listing ID')
    await expect(page.locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /-480\.webp 480w/)
  })

  test('listing images are served from the property-images bucket with long-lived caching', async ({ request }) => {
    const html = await (await request.get('/properties')).text()
    const src = html.match(/src="(\/storage\/property-images\/properties\/[^"]+\.jpg)"/)?.[1]
    expect(src).toBeTruthy()
    const image = await request.get(src!)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/jpeg')
    expect(image.headers()['cache-control']).toContain('max-age=2592000')
  })
})

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached()
  })

  test('an unknown listing answers 404', async ({ request }) => {
    expect((await request.get('/property/no-such-listing')).status()).toBe(404)
  })

  test('an address with a NUL character is refused with 400 before any lookup', async ({ request }) => {
    for (const path of ['/property/a%00b', '/blog/%00', '/agent/x%00', '/properties?search=%00'])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(400)
  })
})

test.describe('HTTP surfaces of CONTRACT.md', () => {
  test('healthz reports the database', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' })
  })

  for (const [from, to] of [
    ['/blogs', '/blog'],
    ['/ultimate-guide', '/the-ultimate-guide-to-buying-property-in-roatan'],
    ['/dashboard', '/admin'],
  ]) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from!, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(to)
    })
  }

  test('sitemap.xml lists live listings and robots.txt points to it', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toContain('application/xml')
    const xml = await sitemap.text()
    expect(xml).toContain(`<loc>${baseURL}/property/`)
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('the admin area sends anonymous visitors to sign in', async ({ request }) => {
    const response = await request.get('/admin/properties', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/login?redirectTo=%2Fadmin%2Fproperties')
  })
})
