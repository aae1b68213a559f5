// SPEC §3 New Property Listings end to end: a subscriber (who confirmed by e-mail, issue 39), a listing published by
// staff, and the new-listings e-mail sent from /esp-test arriving with its one-click unsubscribe headers.
// It adds a public listing, so it runs in the site-wide project, after the tests that count search results.
import sharp from 'sharp'
import { CONSENT_API } from '../../../app/lib/consent'
import { expect, test } from '../fixtures'
import { linkIn, waitForMail } from '../mailbox'
import { signInAsStaff, uniqueEmail } from '../staff'

const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

test('staff send the new-listings e-mail; a subscriber gets the new listing with List-Unsubscribe', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('new-listings')
  const grant = await request.post(CONSENT_API.marketingConsent, {
    data: { email, consent_types: ['property_updates'], source: 'preferences' },
  })
  expect(await grant.json()).toMatchObject({ status: 'pending', requires_double_optin: true })
  const confirmation = await waitForMail((message) => message.to.includes(email) && /confirm/i.test(message.subject))
  await page.goto(linkIn(confirmation))
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByText('Your marketing preferences have been saved and are active.')).toBeVisible()

  const word = uniqueWord()
  const title = `Reef House ${word}`
  await signInAsStaff(page, 'broker', '/admin/properties/add')
  await page.waitForLoadState('networkidle') // the page's script runs the slug rule
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Type').selectOption('House')
  await page.getByRole('button', { name: 'Save and add photos' }).click()
  await expect(page).toHaveURL(/\/admin\/properties\/edit\/\d+\?created=1$/)
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#01a7a3' } })
    .jpeg()
    .toBuffer()
  await page
    .getByLabel('Choose photos to upload')
    .setInputFiles({ name: 'reef.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(page.getByRole('list', { name: 'Photos in order' }).getByRole('listitem')).toHaveCount(1)
  await page.getByLabel('Status').selectOption('active')
  await page.getByLabel('Price (US dollars)').fill('$612,000')
  await page.getByLabel('Area', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Description', { exact: true }).fill('Two bedrooms a short walk from the reef.')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`The listing is on the site at /property/reef-house-${word}.`)).toBeVisible()

  await page.goto('/esp-test')
  await page.getByRole('button', { name: 'Send the new-listings e-mail now' }).click()
  // The daily run may have taken the listing a moment earlier (it starts a minute after the server); either way the
  // subscriber gets it once.
  await expect(page.getByRole('status')).toHaveText(
    /^(\d+ e-mails? queued, with \d+ new listings?\.|No new listings since the last e-mail: nothing was sent\.)$/,
  )

  const mail = await waitForMail(
    (message) => message.to.includes(email) && message.subject.startsWith('New on Roatan:'),
  )
  expect(mail.text).toContain(`${title}\n$612,000`)
  expect(mail.text).toMatch(new RegExp(`http\\S+/property/reef-house-${word}`))
  expect(mail.text).toMatch(/Unsubscribe: http\S+\/unsubscribe\?token=unsubscribe\./)
  expect(mail.html).toContain(`>${title}</a>`)
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  expect(mail.headers['list-unsubscribe']).toContain(`${CONSENT_API.oneClickUnsubscribe}?token=unsubscribe.`)
})
