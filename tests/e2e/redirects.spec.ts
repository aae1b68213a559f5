// SPEC §9 legacy redirects, §2 slug variants, and database redirects: real 301s from the server.
import { expect, test } from './fixtures'

async function expectRedirect(
  request: import('@playwright/test').APIRequestContext,
  from: string,
  to: string,
  status = 301,
) {
  const response = await request.get(from, { maxRedirects: 0 })
  expect(response.status(), from).toBe(status)
  expect(response.headers().location, from).toBe(to)
}

test('old site paths go to their new pages', async ({ request }) => {
  await expectRedirect(request, '/about-us', '/about')
  await expectRedirect(request, '/contact-us/', '/contact')
  await expectRedirect(request, '/investors', '/investor-information')
  await expectRedirect(request, '/roatan-buying-guide', '/the-ultimate-guide-to-buying-property-in-roatan')
  await expectRedirect(request, '/index.php', '/')
})

test('old sections go to their new homes', async ({ request }) => {
  await expectRedirect(request, '/faq/can-foreigners-buy', '/faq')
  await expectRedirect(request, '/listings/west-bay/condos', '/properties')
  await expectRedirect(request, '/flex-mls/search?x=1', '/properties')
  await expectRedirect(request, '/?page_id=12', '/')
  await expectRedirect(request, '/dashboard', '/admin')
})

test('an old IDX address of an unknown listing falls back to a search for its id', async ({ request }) => {
  await expectRedirect(request, '/idx/listing/mls_12-999999-west-bay', '/properties?search=12-999999')
})

test('a slug with the roatan-honduras suffix goes to the listing, which then opens', async ({ page, request }) => {
  const html = await (await request.get('/properties')).text()
  const slug = html.match(/href="\/property\/([^"]+)"/)![1]!
  await expectRedirect(request, `/property/${slug}-roatan-honduras`, `/property/${slug}`)
  await expectRedirect(request, `/properties/${slug}-roatan-honduras`, `/property/${slug}`)
  const response = await page.goto(`/properties/${slug}-roatan-honduras`)
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(`/property/${slug}`)
})

test('the seeded property slug redirects lead to live listings', async ({ request }) => {
  await expectRedirect(
    request,
    '/property/west-bay-oceanfront-villa-private-dock',
    '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay',
  )
  await expectRedirect(
    request,
    '/property/half-moon-bay-cottage-west-end/',
    '/property/two-bedroom-cottage-a-short-walk-from-half-moon-bay-in-west-end',
  )
  const target = await request.get('/property/west-bay-hillside-home-sunset-views')
  expect(target.status()).toBe(200)
  expect(target.url()).toContain('/property/hillside-3-bedroom-home-with-sunset-views-above-west-bay-beach')
})
