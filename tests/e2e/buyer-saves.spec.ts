// Buyers come back (issue 15), as a buyer uses it: listings saved before signing in join the account at the
// magic-link sign-in; a search saved from /properties is listed, renamed, re-timed and deleted on the account page;
// staff see both on the lead.
import type { Page } from '@playwright/test'
import { demoProperties } from '../../app/db/seed/data/properties'
import { expect, test } from './fixtures'
import { signInAsStaff, signInByLink, signInWithOperatorLink, uniqueEmail } from './staff'

const savedListings = (page: Page) => page.getByRole('region', { name: 'Saved listings' })
const savedSearches = (page: Page) => page.getByRole('region', { name: 'Saved searches' })

/** The first two demo listings among the page's cards (with a place on the map), not ones other tests add meanwhile. */
async function twoDemoTitles(page: Page): Promise<[string, string]> {
  const demo = new Set(demoProperties.map((listing) => listing.title))
  const titles = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()
  return titles.filter((title) => demo.has(title)) as [string, string]
}

test('listings saved before signing in are in the account after the magic-link sign-in, once each', async ({
  page,
}) => {
  await page.goto('/properties')
  const [first, second] = await twoDemoTitles(page)
  for (const title of [first, second]) {
    const heart = page.getByRole('button', { name: `Save ${title}` })
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
  }
  // kept in this browser: still saved on another page and after a reload
  await page.getByRole('link', { name: first }).click()
  await expect(page.getByRole('button', { name: `Save ${first}` })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/properties')
  await expect(page.getByRole('button', { name: `Save ${second}` })).toHaveAttribute('aria-pressed', 'true')
  // and in the map's popup
  await page.goto('/properties?view=map')
  await page.getByRole('button', { name: new RegExp(`^\\$[\\d,]+, ${second}$`) }).press('Enter')
  const popup = page.locator('.leaflet-popup')
  await expect(popup.getByRole('button', { name: `Save ${second}` })).toHaveAttribute('aria-pressed', 'true')

  const email = uniqueEmail('saver')
  await signInByLink(page, email, `/login?redirectTo=${encodeURIComponent('/my-account')}`)
  await expect(page).toHaveURL(/\/my-account$/)
  for (const title of [first, second])
    await expect(savedListings(page).getByRole('link', { name: title })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('saved-listings'))).toBeNull()
  // saved listings side by side
  for (const title of [first, second]) await savedListings(page).getByLabel(`Compare ${title}`).check()
  await savedListings(page).getByRole('button', { name: 'Compare ticked listings' }).click()
  await expect(page).toHaveURL(/\/compare\?listings=/)
  for (const title of [first, second]) await expect(page.getByRole('columnheader', { name: title })).toBeVisible()

  // From now on the hearts are the account's; taking one away is kept across a reload.
  await page.goto('/properties')
  const heart = page.getByRole('button', { name: `Save ${second}` })
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  // the heart shows the change at once; the page is left only once the server has it (a full load would cut it off)
  const stored = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/favourites'))
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await stored
  await page.goto('/my-account')
  await expect(savedListings(page).getByRole('listitem')).toHaveCount(1)
  await expect(savedListings(page).getByRole('link', { name: first })).toBeVisible()
})

test('a saved search is listed, renamed, re-timed and deleted; staff see it and the saved listing on the lead', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  const email = uniqueEmail('searcher')
  await signInWithOperatorLink(page, email, '/properties?type=condo')
  await expect(page).toHaveURL(/\/properties\?type=condo$/)
  const firstCondo = (await page.getByRole('article').getByRole('heading', { level: 3 }).first().textContent())!
  await page.getByRole('button', { name: `Save ${firstCondo}` }).click()
  await expect(page.getByRole('button', { name: `Save ${firstCondo}` })).toHaveAttribute('aria-pressed', 'true')

  await page.getByText('Save this search').click()
  await expect(page.getByLabel('Name of the search')).toHaveValue('Condos for sale in Roatan')
  await page.getByLabel('Name of the search').fill('Condos near the water')
  await page.getByLabel('E-mail me new matches').selectOption({ label: 'As soon as they are listed' })
  await page.getByLabel(/Yes, e-mail me New Property Listings/).check()
  await page.getByRole('button', { name: 'Save search' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toContainText(
    'We will e-mail you new listings that match.',
  )
  await page.getByRole('link', { name: 'Manage saved searches' }).click()
  const searches = savedSearches(page)
  await expect(searches.getByRole('link', { name: 'Condos near the water' })).toHaveAttribute(
    'href',
    '/properties?type=condo',
  )
  await expect(searches.getByLabel('E-mails for “Condos near the water”')).toHaveValue('instant')
  await searches.getByLabel('Name of “Condos near the water”').fill('Beach condos')
  await searches.getByRole('button', { name: 'Rename' }).click()
  await expect(searches.getByRole('status')).toHaveText('Name saved.')
  await searches.getByLabel('E-mails for “Beach condos”').selectOption({ label: 'Once a week' })
  await searches.getByRole('button', { name: 'Save frequency' }).click()
  await expect(searches.getByRole('status')).toHaveText('E-mail frequency saved.')
  await page.reload()
  await expect(savedSearches(page).getByLabel('E-mails for “Beach condos”')).toHaveValue('weekly')

  // Staff see the buying signals on the lead.
  const staff = await browser.newPage()
  await signInAsStaff(staff, 'broker', `/admin/contacts?search=${encodeURIComponent(email)}`)
  await staff.getByRole('link', { name: email }).click()
  const signals = staff.getByRole('region', { name: 'Buying signals' })
  await expect(signals.getByRole('link', { name: 'Beach condos' })).toBeVisible()
  await expect(signals.getByRole('link', { name: firstCondo })).toBeVisible()
  const timeline = staff.getByRole('region', { name: 'Activity' })
  await expect(timeline.getByText('Saved a search: Condos near the water')).toBeVisible()
  await expect(timeline.getByText('Saved a listing')).toBeVisible()
  await staff.close()

  await savedSearches(page).getByRole('button', { name: 'Delete “Beach condos”' }).click()
  await expect(savedSearches(page).getByRole('status')).toHaveText('Saved search deleted.')
  await expect(savedSearches(page).getByRole('link', { name: 'Beach condos' })).toHaveCount(0)
})

test('listings a visitor opened come back on the home page; two put aside are compared on a shareable page', async ({
  page,
  browser,
}) => {
  await page.goto('/properties')
  const [first, second] = await twoDemoTitles(page)
  for (const title of [first, second]) {
    await page.goto('/properties')
    await page.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await page.getByRole('button', { name: `Compare ${title}` }).click()
    await expect(page.getByRole('button', { name: `Compare ${title}` })).toHaveAttribute('aria-pressed', 'true')
    // the visit is kept once the page is up and its deferred code has run (a loaded machine takes its time)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('recently-viewed') ?? ''))
      .toContain(`"title":"${title}"`)
  }
  await page.getByRole('link', { name: 'Compare 2 listings' }).click()
  await expect(page).toHaveURL(/\/compare\?listings=[a-z0-9-]+,[a-z0-9-]+$/)
  const table = page.getByRole('table', { name: 'The listings side by side' })
  for (const title of [first, second]) await expect(table.getByRole('columnheader', { name: title })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Price per sq ft' })).toBeVisible()

  // The address alone shows the same comparison to someone else.
  const shared = await browser.newPage()
  await shared.goto(page.url())
  for (const title of [first, second]) await expect(shared.getByRole('columnheader', { name: title })).toBeVisible()
  const one = await shared.goto(page.url().replace(/,.*$/, ''))
  expect(one?.status()).toBe(400)
  await expect(shared.getByRole('alert')).toHaveText('Choose between 2 and 4 listings to compare.')
  const unknown = await shared.goto(`${page.url()},no-such-listing`)
  expect(unknown?.status()).toBe(404)
  await expect(shared.getByRole('alert')).toContainText('We could not find “no-such-listing”')
  await shared.close()

  // Recently viewed, newest first, on the home page of this browser only.
  await page.goto('/')
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  await expect(recent.getByRole('link')).toHaveText([new RegExp(second), new RegExp(first)])
  await recent.getByRole('button', { name: 'Clear this list' }).click()
  await expect(recent).toHaveCount(0)

  // A visitor who declined tracking: nothing is kept.
  await page.evaluate(() => localStorage.setItem('rr_tracking_consent', 'denied'))
  await page.goto('/properties')
  await page.getByRole('link', { name: first }).click()
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)
})
