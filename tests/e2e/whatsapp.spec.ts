// WhatsApp first (issue 16): the agent's WhatsApp link on a listing starts the message with the listing's title and
// ID, and a signed-in buyer who agreed to tracking finds the conversation on their lead's timeline for staff.
import { expect, test } from './fixtures'
import { signInAsStaff, signInWithOperatorLink, uniqueEmail } from './staff'

// A headless browser calls itself HeadlessChrome, which the events endpoint takes for a crawler and does not count.
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
})

const LISTING = '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay'
const TITLE = 'Oceanfront 4-Bedroom Villa with Private Dock in West Bay'

test('the WhatsApp link carries the listing; staff see the click on the buyer’s timeline', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  await page.addInitScript(() => window.localStorage.setItem('rr_tracking_consent', 'granted'))
  // WhatsApp itself is not part of the test
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
  const email = uniqueEmail('whatsapp')
  await signInWithOperatorLink(page, email, `${LISTING}?debug=1`)
  const link = page.getByRole('link', { name: 'Message on WhatsApp' })
  const href = new URL((await link.getAttribute('href'))!)
  expect(href.searchParams.get('text')).toBe(
    `Hello Maria Bodden, I have a question about “${TITLE}” (listing RR-1001).`,
  )
  const sent = page.waitForRequest((request) => request.postData()?.includes('"channel":"whatsapp"') ?? false)
  const opened = page.context().waitForEvent('page')
  await link.click()
  await (await opened).close()
  await sent

  const staff = await browser.newPage()
  await signInAsStaff(staff, 'broker', `/admin/contacts?search=${encodeURIComponent(email)}`)
  await staff.getByRole('link', { name: email }).click()
  const timeline = staff.getByRole('region', { name: 'Activity' })
  await expect(timeline.getByText('Opened WhatsApp to message the agent')).toBeVisible()
  await expect(timeline.getByRole('link', { name: TITLE })).toBeVisible()
  await staff.close()
})
