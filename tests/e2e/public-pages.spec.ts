// Public screens of SPEC §2 as a buyer uses them: listing detail, agents, blog, FAQ, areas, TV displays.
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'

// This file's visitors come from an address of their own: inquiries are limited per address (10 an hour), and the
// whole suite, retries included, sends more than that.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.16' } })

const LISTING = '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay'

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
}

test('every public path of SPEC §2 answers with a server-rendered page', async ({ request }) => {
  const paths = [
    '/',
    '/properties',
    LISTING,
    '/blog',
    '/areas',
    '/agents',
    '/testimonials',
    '/reviews',
    '/faq',
    '/buying-guide',
    '/selling-guide',
    '/property-search-guide',
    '/investor-information',
    '/privacy-policy',
    '/terms-of-service',
    '/cookies-policy',
    '/contact',
    '/about',
    '/thank-you',
    '/brand',
    '/preferences',
    '/unsubscribe',
    '/marketing-test',
    '/esp-test',
    '/phase5-summary',
    '/guide-download',
    '/the-ultimate-guide-to-buying-property-in-roatan',
    '/tv-1',
    '/tv-2',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
  ]
  for (const path of paths) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html.match(/<h1[\s>]/g)?.length, `${path} has one h1`).toBe(1)
    expect(html, `${path} has a title`).toMatch(/<title>[^<]{5,}<\/title>/)
  }
})

test.describe('listing page', () => {
  test('shows the facts, the agent and similar listings, with structured data for search engines', async ({ page }) => {
    await page.goto(LISTING)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Oceanfront 4-Bedroom Villa with Private Dock in West Bay',
    )
    const facts = page.getByRole('region', { name: 'Key facts' })
    await expect(facts).toContainText('$2,450,000')
    await expect(facts).toContainText('RR-1001')
    await expect(page.getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    )
    await expect(page.getByRole('region', { name: 'Similar properties' }).getByRole('article')).toHaveCount(3)
    await expect(page.getByRole('region', { name: /^Map showing Oceanfront 4-Bedroom Villa/ })).toBeVisible()

    const listing = (await jsonLd(page)).find((block) => block['@type'] === 'RealEstateListing')
    expect(listing).toMatchObject({ offers: { '@type': 'Offer', price: 2450000, priceCurrency: 'USD' } })
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/127\.0\.0\.1:\d+\/storage\/property-images\/properties\//,
    )
  })

  test('both addresses serve it and name /property/{slug} as canonical', async ({ page }) => {
    await page.goto(LISTING.replace('/property/', '/properties/'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${LISTING}$`))
  })

  test('the gallery is usable with the keyboard and the first photo loads first', async ({ page }) => {
    await page.goto(LISTING)
    const gallery = page.getByRole('region', { name: 'Photos' })
    const main = gallery.getByRole('img').first()
    await expect(main).toHaveAttribute('fetchpriority', 'high')
    await expect(main).toHaveAccessibleName(/photo 1 of 4/)
    await gallery.getByRole('button', { name: 'Next photo' }).focus()
    await page.keyboard.press('Enter')
    await expect(gallery.getByRole('img').first()).toHaveAccessibleName(/photo 2 of 4/)
    await gallery.getByRole('button', { name: 'Show photo 4 of 4' }).click()
    await expect(gallery.getByRole('button', { name: 'Show photo 4 of 4' })).toHaveAttribute('aria-current', 'true')
    await gallery.getByRole('button', { name: 'Previous photo' }).click()
    await expect(gallery.getByRole('img').first()).toHaveAccessibleName(/photo 3 of 4/)
  })

  test('the inquiry form explains what is missing before anything is sent', async ({ page }) => {
    await page.goto(LISTING)
    const form = page.getByRole('region', { name: 'Ask about this property' })
    await form.getByLabel('E-mail').fill('not-an-address')
    await form.getByLabel('Message').fill('')
    await form.getByRole('button', { name: 'Send inquiry' }).click()
    await expect(form.getByText('Please enter your name.')).toBeVisible()
    await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible()
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')
  })

  test('the server refuses a bad inquiry with field errors', async ({ request }) => {
    const response = await request.post(`${LISTING}.data`, {
      form: {
        intent: 'inquiry',
        name: '',
        email: 'x',
        message: 'hi',
        propertyId: '1',
        propertyTitle: 't',
        listingId: 'RR-1001',
        slug: 's',
      },
    })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('Please enter a valid e-mail address.')
  })
})

test('an agent profile lists their listings and describes them for search engines', async ({ page }) => {
  await page.goto('/agents')
  await page.getByRole('link', { name: 'Maria Bodden' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maria Bodden')
  await expect(
    page
      .getByRole('region', { name: /Listings by Maria Bodden/ })
      .getByRole('article')
      .first(),
  ).toBeVisible()
  expect((await jsonLd(page)).some((block) => block['@type'] === 'RealEstateAgent')).toBe(true)
})

test('a blog post renders its Markdown and is marked up as a BlogPosting', async ({ page }) => {
  await page.goto('/blog')
  // SPEC §1: dates show short month, day, year, hour and minute.
  const dateTime = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/
  await expect(page.getByRole('article').first()).toContainText(dateTime)
  const first = page.getByRole('article').first().getByRole('link').first()
  const title = (await first.textContent()) ?? ''
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('main')).toContainText(dateTime)
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  const post = (await jsonLd(page)).find((block) => block['@type'] === 'BlogPosting')
  expect(post).toMatchObject({ headline: title })
})

test('the FAQ opens an answer on request and is marked up as an FAQPage', async ({ page }) => {
  await page.goto('/faq')
  const answer = page.getByRole('main').locator('details').first()
  await answer.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(answer).toHaveJSProperty('open', true)
  const faq = (await jsonLd(page)).find((block) => block['@type'] === 'FAQPage') as
    { mainEntity: unknown[] } | undefined
  expect(faq?.mainEntity.length).toBeGreaterThan(5)
})

test('the areas page counts listings per area and links to them', async ({ page }) => {
  await page.goto('/areas')
  const westBay = page.getByRole('region', { name: 'West Bay' })
  await expect(westBay.getByRole('link', { name: /See \d+ listings in West Bay/ })).toHaveAttribute(
    'href',
    '/properties?area=west-bay',
  )
})

test('the TV display fills the screen without header or footer and rotates on its own', async ({ page }) => {
  await page.clock.install()
  await page.goto('/tv-1')
  await expect(page.getByRole('banner')).toHaveCount(0)
  const first = await page.getByRole('article').first().getByRole('heading').textContent()
  await page.clock.runFor(10_500)
  await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(first ?? '')
  await page.goto('/tv-2')
  await expect(page.getByRole('article')).toHaveCount(4)
})

test('the contact form says what is missing, and the server checks it again', async ({ page, request }) => {
  await page.goto('/contact')
  const form = page.getByRole('region', { name: 'Send us a message' })
  await form.getByLabel('Your name').fill('Ana Smith')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible()
  await expect(form.getByText('Please choose a topic.')).toBeVisible()
  await expect(form.getByLabel('Topic')).toHaveAttribute('aria-invalid', 'true')

  const response = await request.post('/contact.data', {
    form: { name: 'Ana', email: 'ana@', topic: 'buying', message: 'short' },
  })
  expect(response.status()).toBe(400)
  expect(await response.text()).toContain('Please write a short message (at least 10 characters).')
})
