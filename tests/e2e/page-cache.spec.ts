// Anonymous public pages come from memory (docs/decisions/016-page-cache.md): never for a signed-in visitor, never
// across regions, 304 for a matching ETag, and a staff write shows on the very next request. Other tests write
// content at the same time (and every write clears the cache), so "served from memory" is waited for, not assumed.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAsStaff, signInWithOperatorLink, uniqueEmail } from './staff'

const LISTING = '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay'

/** Requests `path` until an answer comes from memory; returns that answer. */
async function hit(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  let response: Awaited<ReturnType<APIRequestContext['get']>> | undefined
  await expect
    .poll(
      async () => {
        response = await request.get(path, { headers })
        return response.headers()['x-cache']
      },
      { timeout: 10_000, message: `${path} is served from memory` },
    )
    .toBe('HIT')
  return response!
}

test('an anonymous page is kept compressed, with an ETag that answers 304', async ({ request }) => {
  const response = await hit(request, LISTING, { 'accept-encoding': 'br, gzip' })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-encoding']).toBe('br')
  expect(response.headers()['cache-control']).toMatch(/^public, .*s-maxage=/)
  expect(await response.text()).toContain('Oceanfront 4-Bedroom Villa')
  const etag = response.headers().etag!
  expect(etag).toMatch(/^"[\w-]+-br"$/)
  const again = await request.get(LISTING, { headers: { 'if-none-match': etag } })
  expect([200, 304]).toContain(again.status()) // 200 only if another test's write cleared the cache meanwhile
  if (again.headers()['x-cache'] === 'HIT') expect(again.status()).toBe(304)
})

test('a signed-in visitor never gets the shared page, and the shared page never shows them', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cached')
  await hit(request, '/')
  await signInWithOperatorLink(page, email)
  const mine = await page.goto('/')
  expect(mine?.headers()['x-cache']).toBeUndefined()
  expect(mine?.headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByRole('link', { name: /my account/i }).first()).toBeVisible()
  const shared = await hit(request, '/')
  expect(await shared.text()).not.toContain(email)
})

test('each region has its own copy', async ({ request }) => {
  // The region is in the page's serialized loader data (\"region\",\"EU\"): the banner and consent rules use it.
  const eu = await hit(request, '/faq', { 'cf-ipcountry': 'DE' })
  expect(await eu.text()).toContain('\\"region\\",\\"EU\\"')
  const other = await hit(request, '/faq', { 'cf-ipcountry': 'US' })
  expect(await other.text()).toContain('\\"region\\",\\"OTHER\\"')
  expect(await (await hit(request, '/faq', { 'cf-ipcountry': 'FR' })).text()).toContain('\\"region\\",\\"EU\\"')
})

test('a visit from an ad shares the page: campaign parameters change nothing in it', async ({ request }) => {
  // A page rendered afresh for a visit with campaign parameters is the page others are then served: it must be the
  // page rendered without them. A parameter no page reads makes each render new (and differs only in its value).
  const same = (html: string, token: string) => {
    const nonce = html.match(/nonce="([^"]+)"/)?.[1]
    return (nonce ? html.replaceAll(nonce, '') : html).replaceAll(token, 'TOKEN')
  }
  for (const path of ['/', '/properties?type=condo', LISTING, '/contact']) {
    const join = path.includes('?') ? '&' : '?'
    const [one, two] = [`1-${Date.now()}-${Math.random()}`, `2-${Date.now()}-${Math.random()}`]
    const campaign = await request.get(`${path}${join}render=${one}&utm_source=newsletter&gclid=Cj0KCQ-${one}`)
    const plain = await request.get(`${path}${join}render=${two}`)
    for (const response of [campaign, plain]) expect(response.headers()['x-cache']).not.toBe('HIT')
    expect(same(await campaign.text(), one), path).toBe(same(await plain.text(), two))
  }
  // and it is answered from memory whatever the click id
  await hit(request, '/properties?type=land')
  const fromAd = await request.get(`/properties?type=land&gclid=Cj0KCQ-${Date.now()}&utm_medium=cpc`)
  expect(fromAd.headers()['x-cache']).toBe('HIT')
})

test('a staff price change shows on the next anonymous request', async ({ page, request }) => {
  const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
  const title = `Cache Check Cottage ${word}`
  await signInAsStaff(page, 'editor', '/admin/properties')
  await page.goto('/admin/properties/add')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Type').selectOption('House')
  await page.getByRole('button', { name: 'Save and add photos' }).click()
  await expect(page.getByText('Listing created.')).toBeVisible()
  await page.getByLabel('Status').selectOption('active')
  await page.getByLabel('Price (US dollars)').fill('$485,000')
  await page.getByLabel('Area', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Description', { exact: true }).fill('Two bedrooms near the beach.')
  await page.getByRole('button', { name: 'Save changes' }).click()
  const path = `/property/cache-check-cottage-${word}`
  await expect(page.getByText(`The listing is on the site at ${path}.`)).toBeVisible()

  // The title carries the listing's own price (similar listings on the page have theirs).
  expect(await (await hit(request, path)).text()).toContain(`<title>${title} | $485,000 |`)
  await page.getByLabel('Price (US dollars)').fill('$472,500')
  // The message reads as after the first save: wait for this save's answer instead.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/admin/properties/edit/'),
  )
  await page.getByRole('button', { name: 'Save changes' }).click()
  expect((await saved).ok()).toBe(true)
  const next = await request.get(path)
  expect(next.headers()['x-cache']).not.toBe('HIT')
  expect(await next.text()).toContain(`<title>${title} | $472,500 |`)
})

test('Tools clears the page cache and shows its hit rate', async ({ page, request }) => {
  await hit(request, '/agents')
  await signInAsStaff(page, 'editor', '/admin/tools')
  await expect(page.getByText(/% of \d+ requests served from memory/)).toBeVisible()
  await page.getByRole('button', { name: 'Clear caches' }).click()
  await expect(page.getByRole('status')).toContainText('pages')
  expect((await request.get('/agents')).headers()['x-cache']).not.toBe('HIT')
})

test('Tools tells how many pages the render threads rendered', async ({ page, request }) => {
  await signInAsStaff(page, 'editor', '/admin/tools')
  const summary = page.getByText(/^2 render threads: [\d,]+ pages rendered on them, [\d,]+ on the main thread$/)
  const renderedOnThreads = async () =>
    Number((await summary.textContent())!.match(/: ([\d,]+) pages/)![1]!.replace(/,/g, ''))
  const before = await renderedOnThreads()
  // a page the cache cannot hold yet: rendered afresh, on a thread once they have started
  await expect
    .poll(async () => {
      await request.get(`/faq?from=${Date.now()}`)
      await page.reload()
      return renderedOnThreads()
    })
    .toBeGreaterThan(before)
})
