// Tours, the buyer's side (issue 44 item 1): a buyer in Toronto books a video tour of a listing, sees the times in
// their own zone with Roatan time beside them, receives the invitation (.ics) in their zone, and the staff see the
// booking live; the link in the e-mail cancels it once. Two buyers racing for one slot: exactly one booking. (The same
// race through two connection pools on PostgreSQL: app/models/tours.integration.test.ts.)
import type { Browser, Page } from '@playwright/test'
import { expect, test, untilLive } from './fixtures'
import { waitForMail } from './mailbox'
import { signInAsStaff, uniqueEmail } from './staff'

const LISTING = '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay'
const TORONTO = 'America/Toronto'
const clock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(instant)

async function buyerPage(browser: Browser, baseURL: string | undefined, address: string) {
  const context = await browser.newContext({
    baseURL,
    timezoneId: TORONTO,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  })
  return context.newPage()
}

/** Opens the booking page from the listing, shows day `dayIndex` and returns its first free time's radio. */
async function chooseFirstTime(page: Page, dayIndex: number) {
  await page.goto(LISTING)
  await untilLive(page)
  await page.getByRole('link', { name: 'Book a tour' }).click()
  // the booking page's code and free times load on demand: a loaded machine takes its time
  await expect(page.getByRole('heading', { level: 1, name: 'Book a tour' })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('group', { name: 'Days with free times' }).getByRole('button').nth(dayIndex).click()
  const time = page.locator('[role=group]:not([hidden]) input[name=slot]').first()
  const slot = new Date((await time.getAttribute('value'))!)
  return { time, slot }
}

async function fillBuyer(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('E-mail').fill(email)
}

test('a buyer in Toronto books a video tour: times in their zone, the invitation, staff told live, cancelled once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await signInAsStaff(page, 'admin')
  const buyer = await buyerPage(browser, baseURL, '203.0.113.71')
  const { time, slot } = await chooseFirstTime(buyer, 1)
  await expect(
    buyer.getByText('Times are in your time zone (Eastern Standard Time), with Roatan time beside them.'),
  ).toBeVisible()
  // the buyer's clock first, Roatan's beside it (an hour earlier in winter)
  const label = `${clock(slot, TORONTO)} ${clock(slot, 'America/Tegucigalpa')} Roatan time`
  await expect(buyer.getByRole('radio', { name: label })).toHaveCount(1)

  await buyer.getByRole('radio', { name: 'Video call' }).check()
  await time.check({ force: true })
  const name = `Tess Toronto ${Date.now().toString(36)}`
  const email = uniqueEmail('tess')
  await fillBuyer(buyer, name, email)
  await buyer.getByRole('button', { name: 'Book the tour' }).click()
  await expect(buyer).toHaveURL(/\/tour\?token=.+&booked=1$/)
  await expect(buyer.getByRole('status')).toHaveText(
    `Your tour is booked. We have sent the details and a calendar invitation to ${email}.`,
  )
  await expect(buyer.getByText('Video-call tour with Maria Bodden')).toBeVisible()
  await expect(buyer.getByRole('link', { name: 'Join the video call' })).toHaveAttribute('href', /^https:\/\//)

  // the staff's open tab hears of it
  const toast = page
    .getByRole('log', { name: 'New notifications' })
    .locator('> div')
    .filter({ has: page.getByText(`Tour booked by ${name}`, { exact: true }) })
  await expect(toast).toBeVisible({ timeout: 10_000 })

  const mail = await waitForMail((message) => message.to.includes(email) && message.subject.startsWith('Your tour of'))
  expect(mail.text).toContain(
    `${clock(slot, TORONTO)} Eastern Standard Time (${clock(slot, 'America/Tegucigalpa')} Roatan time)`,
  )
  const invitation = mail.attachments.find((part) => part.mimeType === 'text/calendar')
  expect(invitation?.text).toContain('METHOD:REQUEST')
  expect(invitation?.text).toContain(`DTSTART:${slot.toISOString().replace(/[-:]/g, '').replace('.000', '')}`)
  await waitForMail((message) => message.subject.startsWith('Tour booked: Oceanfront') && message.text.includes(name))

  // the e-mail's link cancels the tour, once
  const link = mail.text.match(/https?:\/\/\S+\/tour\?token=\S+/)![0]
  const own = new URL(link)
  await buyer.goto(`${own.pathname}${own.search}`)
  await buyer.getByRole('button', { name: 'Yes, cancel the tour' }).click()
  await expect(buyer.getByRole('heading', { level: 1, name: 'Your tour is cancelled' })).toBeVisible()
  const cancelled = await waitForMail(
    (message) => message.to.includes(email) && message.subject.endsWith('is cancelled'),
  )
  expect(cancelled.attachments.find((part) => part.mimeType === 'text/calendar')?.text).toContain('METHOD:CANCEL')
  await buyer.goto(`${own.pathname}${own.search}`)
  await expect(buyer.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()
  await buyer.context().close()
})

test('two buyers racing for one slot: one booking, and the other is asked to choose again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const [first, second] = await Promise.all([
    buyerPage(browser, baseURL, '203.0.113.72'),
    buyerPage(browser, baseURL, '203.0.113.73'),
  ])
  const [a, b] = [await chooseFirstTime(first, 2), await chooseFirstTime(second, 2)]
  expect(a.slot).toEqual(b.slot)
  for (const [page, { time }, who] of [
    [first, a, 'One'],
    [second, b, 'Two'],
  ] as const) {
    await time.check({ force: true })
    await fillBuyer(page, `Racer ${who}`, uniqueEmail(`racer-${who.toLowerCase()}`))
  }
  await Promise.all([first, second].map((page) => page.getByRole('button', { name: 'Book the tour' }).click()))
  const outcomes = await Promise.all(
    [first, second].map(async (page) => {
      const booked = page.waitForURL(/\/tour\?token=/).then(() => 'booked' as const)
      const refused = page
        .getByRole('alert')
        .filter({ hasText: 'Someone has just booked that time. Please choose another.' })
        .waitFor()
        .then(() => 'refused' as const)
      return Promise.race([booked, refused])
    }),
  )
  expect([...outcomes].sort()).toEqual(['booked', 'refused'])
  // the loser's page no longer offers the taken time
  const loser = outcomes[0] === 'refused' ? first : second
  await expect(loser.locator(`input[name=slot][value="${a.slot.toISOString()}"]`)).toHaveCount(0)
  await Promise.all([first.context().close(), second.context().close()])
})
