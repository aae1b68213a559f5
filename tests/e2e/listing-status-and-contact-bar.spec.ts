// A listing says beside its price when it is no longer simply for sale, in the words and colours of its card, and a
// sold one offers similar properties instead of contact as if it were for sale. On a phone the key facts and the
// agent come before the long sections, and a contact bar at the foot of the screen leads to the form or WhatsApp.
import { expect, test } from './fixtures'

const SOLD = '/property/two-bedroom-waterfront-home-with-dock-on-brick-bay'
const UNDER_CONTRACT = '/property/four-bedroom-family-home-with-garden-near-carambola-gardens'
const FOR_SALE = '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay'

test('a sold listing shows Sold beside its price and offers similar properties, in English and Spanish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(SOLD)
  await expect(page.getByRole('paragraph').filter({ hasText: '$475,000' })).toHaveText(/^\$475,000\s*Sold/)
  await expect(
    page.getByText('This property has sold. Ask us and we will send you similar ones for sale.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact agent' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Ask about similar properties' }).click()
  const form = page.getByRole('region', { name: 'Ask about similar properties' })
  await expect(form.getByLabel('Your name')).toBeInViewport()
  await expect(form.getByLabel('Message')).toHaveValue(
    'Two-Bedroom Waterfront Home with Dock on Brick Bay (RR-1011) has sold. Please send me similar properties for sale.',
  )
  // nothing left to tour
  await expect(form.getByRole('button', { name: 'Request a tour' })).toHaveCount(0)

  await page.goto(`/es${SOLD}`)
  await expect(page.getByRole('paragraph').filter({ hasText: '$475,000' })).toHaveText(/^\$475,000\s*Vendida/)
  await expect(
    page.getByText('Esta propiedad ya se vendió. Pregúntenos y le enviaremos otras similares en venta.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pregunte por propiedades similares' })).toBeVisible()
})

test('a listing under contract says so beside its price and still offers the agent', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(UNDER_CONTRACT)
  await expect(page.getByRole('paragraph').filter({ hasText: '$465,000' })).toHaveText(/^\$465,000\s*Under contract/)
  await expect(page.getByText(/^The seller has accepted an offer\./)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact agent' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ask about this property' })).toBeVisible()

  await page.goto(`/es${UNDER_CONTRACT}`)
  await expect(page.getByRole('paragraph').filter({ hasText: '$465,000' })).toHaveText(/^\$465,000\s*Bajo contrato/)
  await expect(page.getByText(/^El vendedor aceptó una oferta\./)).toBeVisible()
})

test('on a phone the facts and agent come first and a contact bar leads to the form; not on a desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(FOR_SALE)
  const bar = page.getByRole('region', { name: 'Quick contact' })
  await expect(bar).toBeInViewport()
  await expect(bar.getByRole('link', { name: 'Message Maria Bodden on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=Hello%20Maria%20Bodden%2C%20I%20have%20a%20question/,
  )
  // the key facts and the agent before the description
  const factsTop = (await page.getByRole('region', { name: 'Key facts' }).boundingBox())!.y
  const agentTop = (await page.getByRole('region', { name: 'Maria Bodden' }).boundingBox())!.y
  const aboutTop = (await page.getByRole('heading', { name: 'About this property', exact: true }).boundingBox())!.y
  expect(factsTop).toBeLessThan(agentTop)
  expect(agentTop).toBeLessThan(aboutTop)

  await bar.getByRole('link', { name: 'Contact agent' }).click()
  const form = page.getByRole('region', { name: 'Ask about this property' })
  await expect(form.getByLabel('Your name')).toBeInViewport()
  // the bar steps aside while the form is on screen
  await expect(bar).toBeHidden()

  // at the end of the page the bar takes its own place: it covers neither the last listing nor the footer
  await page.mouse.wheel(0, 30_000)
  await expect(page.getByRole('contentinfo')).toBeInViewport()
  await expect(bar).toBeVisible()
  const barBox = (await bar.boundingBox())!
  const lastCard = (await page
    .getByRole('region', { name: 'Similar properties' })
    .getByRole('article')
    .last()
    .boundingBox())!
  const footer = (await page.getByRole('contentinfo').boundingBox())!
  expect(barBox.y).toBeGreaterThanOrEqual(lastCard.y + lastCard.height)
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(footer.y)

  // not printed
  await page.emulateMedia({ media: 'print' })
  await expect(bar).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  await page.goto(`/es${FOR_SALE}`)
  const barEs = page.getByRole('region', { name: 'Contacto rápido' })
  await expect(barEs.getByRole('link', { name: 'Contactar al agente' })).toBeInViewport()
  await expect(barEs.getByRole('link', { name: 'Escribir a Maria Bodden por WhatsApp' })).toBeVisible()

  // on a desktop the form is beside the description: no bar, and the header's button instead
  await page.setViewportSize({ width: 1366, height: 900 })
  await expect(barEs).toBeHidden()
  await page.goto(FOR_SALE)
  await expect(page.getByRole('region', { name: 'Quick contact' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Contact agent' })).toBeVisible()
})
