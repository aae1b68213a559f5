// Spanish and English (issue 16): every page in each language's sitemap answers in that language, names itself as
// canonical and names the page in both languages (hreflang) exactly as the sitemap does.
import { expect, test } from './fixtures'

interface SitemapUrl {
  loc: string
  alternates: Record<string, string>
}

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry]) => ({
    loc: entry!.match(/<loc>(.*?)<\/loc>/)![1]!.replaceAll('&amp;', '&'),
    alternates: Object.fromEntries(
      [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href!.replaceAll('&amp;', '&')],
      ),
    ),
  }))
}

function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const attribute = (tag: string, name: string) =>
    tag.match(new RegExp(`${name}="([^"]*)"`, 'i'))?.[1]?.replaceAll('&amp;', '&') ?? null
  const links = [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => tag)
  return {
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    canonical: attribute(links.find((tag) => /rel="canonical"/.test(tag)) ?? '', 'href'),
    alternates: Object.fromEntries(
      links
        .filter((tag) => /rel="alternate"/.test(tag) && /hreflang=/i.test(tag))
        .map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')]),
    ),
  }
}

test('every page of both sitemaps has its language, its canonical address and a correct hreflang pair', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const robots = await (await request.get('/robots.txt')).text()
  for (const [locale, sitemap] of [
    ['en', '/sitemap.xml'],
    ['es', '/es/sitemap.xml'],
  ] as const) {
    expect(robots).toContain(`${sitemap}\n`)
    const response = await request.get(sitemap)
    expect(response.headers()['content-type']).toContain('application/xml')
    const urls = parseSitemap(await response.text())
    expect(urls.length).toBeGreaterThan(50)
    for (let start = 0; start < urls.length; start += 6) {
      await Promise.all(
        urls.slice(start, start + 6).map(async (url) => {
          const path = new URL(url.loc).pathname
          expect(path.startsWith('/es'), url.loc).toBe(locale === 'es')
          expect(Object.keys(url.alternates).sort(), url.loc).toEqual(['en', 'es', 'x-default'])
          expect(url.alternates[locale], url.loc).toBe(url.loc)
          expect(url.alternates['x-default'], url.loc).toBe(url.alternates.en)
          const page = await request.get(url.loc)
          expect(page.status(), url.loc).toBe(200)
          const head = headOf(await page.text())
          expect(head.lang, url.loc).toBe(locale)
          expect(head.canonical, url.loc).toBe(url.loc)
          expect(head.alternates, url.loc).toEqual(url.alternates)
        }),
      )
    }
  }
})

test('the language switch keeps the page, its filters and its place', async ({ page }) => {
  await page.goto('/properties?type=condo&sort=price-asc')
  await page.getByRole('link', { name: 'Ver esta página en español' }).click()
  await expect(page).toHaveURL(/\/es\/properties\?type=condo&sort=price-asc$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.getByRole('link', { name: 'View this page in English' }).click()
  await expect(page).toHaveURL(/\/properties\?type=condo&sort=price-asc$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // an address no page has is a Spanish 404 under /es
  const missing = await page.goto('/es/no-such-page')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esa página')
})
