// Purchases (issue 44 items 2 and 3), as the people use them: staff open a purchase for a buyer's contact, the buyer
// finds it on their account page and uploads a signed PDF to its room, staff mark steps done and the buyer gets an
// e-mail for each; staff download the file; another buyer reaches neither the purchase nor its file by any address.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForMail } from './mailbox'
import { signInAsStaff, signInWithOperatorLink, uniqueEmail } from './staff'

const TITLE = 'Oceanfront 4-Bedroom Villa with Private Dock in West Bay'
const SIGNED_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

async function buyer(browser: Browser, baseURL: string | undefined, email: string) {
  const page = await (await browser.newContext({ baseURL })).newPage()
  await signInWithOperatorLink(page, email)
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  return page
}

/** No serious or critical axe violations (as tests/e2e/accessibility.spec.ts asks of public pages). */
async function accessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((v) => v.id),
  ).toEqual([])
}

test('staff open a purchase, the buyer uploads a signed PDF, each step done e-mails them; nobody else gets in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow() // three people, several pages each
  const email = uniqueEmail('ana-buyer')
  const ana = await buyer(browser, baseURL, email)

  await signInAsStaff(page, 'admin', `/admin/contacts?search=${encodeURIComponent(email)}`)
  await page.getByRole('link', { name: email }).first().click()
  const open = page.getByRole('region', { name: 'Purchases' })
  await open.getByLabel('Listing ID').fill('RR-1001')
  await open.getByLabel('Agreed price (US$, optional)').fill('1,150,000')
  await open.getByRole('button', { name: 'Open purchase' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Purchase of ${TITLE} by `))
  const purchasePath = new URL(page.url()).pathname
  await waitForMail(
    (mail) => mail.to.includes(email) && mail.subject === `Your purchase of ${TITLE}: the steps to the keys`,
  )

  // the buyer: their account page says what is due from them, the purchase page has the steps and the room
  await ana.reload()
  const mine = ana.getByRole('region', { name: 'Your purchase' })
  await expect(mine.getByText('Next from you: Earnest money (10 %) received in escrow')).toBeVisible()
  await mine.getByRole('link', { name: 'See the steps and documents' }).click()
  await expect(ana.getByRole('heading', { level: 1, name: 'Your purchase' })).toBeVisible()
  await expect(ana.getByRole('list').filter({ hasText: 'Registration at the Property Institute' })).toBeVisible()
  await ana
    .getByLabel('Add a document')
    .setInputFiles({ name: 'signed-offer.pdf', mimeType: 'application/pdf', buffer: SIGNED_PDF })
  await ana.getByRole('button', { name: 'Upload' }).click()
  await expect(ana.getByRole('status')).toHaveText('signed-offer.pdf is uploaded.')
  await expect(ana.getByRole('link', { name: 'Download signed-offer.pdf' })).toBeVisible()
  const buyerPurchasePath = new URL(ana.url()).pathname
  const buyerDownload = await ana.getByRole('link', { name: 'Download signed-offer.pdf' }).getAttribute('href')

  // staff see who uploaded it, download it, and move the purchase along: each step done is an e-mail to the buyer
  await page.reload()
  const room = page.getByRole('region', { name: 'Document room' })
  await expect(room.getByRole('row', { name: new RegExp(`signed-offer.pdf ${email} \\(buyer\\)`) })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    room.getByRole('link', { name: 'Download signed-offer.pdf' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('signed-offer.pdf')
  const staffDownload = await room.getByRole('link', { name: 'Download signed-offer.pdf' }).getAttribute('href')
  for (const [number, title] of [
    [1, 'Offer accepted'],
    [2, 'Earnest money (10 %) received in escrow'],
  ] as const) {
    const step = page.getByRole('group', { name: `Step ${number}: ${title}` })
    await step.getByLabel('State').selectOption({ label: 'Done' })
    await step.getByRole('button', { name: `Save step ${number}` }).click()
    await expect(page.getByRole('group', { name: `Step ${number}: ${title}` }).getByRole('status')).toHaveText(
      'Saved: the buyer is e-mailed.',
    )
    const mail = await waitForMail(
      (message) => message.to.includes(email) && message.subject === `Your purchase of ${TITLE}: ${title} — done`,
    )
    expect(mail.text).toContain(`${baseURL}${buyerPurchasePath}`)
  }
  await ana.reload()
  await expect(ana.getByText('2 of 9 steps done')).toBeVisible()
  await accessible(ana)
  await ana.goto(`/es${buyerPurchasePath}`)
  await expect(ana.getByRole('heading', { level: 1, name: 'Su compra' })).toBeVisible()
  await expect(ana.getByText('2 de 9 pasos hechos')).toBeVisible()
  await accessible(ana)

  // another buyer: the purchase, its room and both download links are closed to them
  const mallory = await buyer(browser, baseURL, uniqueEmail('mallory'))
  expect((await mallory.goto(buyerPurchasePath))!.status()).toBe(404)
  expect((await mallory.goto(purchasePath))!.url()).not.toContain(purchasePath)
  for (const href of [buyerDownload!, staffDownload!]) {
    const response = await mallory.request.get(href)
    expect(response.status()).toBe(410)
    expect(await response.text()).not.toContain('%PDF')
  }
})
