// Public pages look right at every width, in English and Spanish (issue 43): the account page never scrolls sideways,
// a saved search's controls sit together under a full-width name field, the footer's columns never collide, listing
// titles show whole, the features' two columns keep apart, blog tags speak the page's language, and "Recently viewed"
// shows current prices and titles in the page's language.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInWithOperatorLink, uniqueEmail } from './staff'

const WIDTHS = [390, 768, 1024, 1366, 1920]

interface Card {
  id: number
  slug: string
  title: string
  titleLang: string
  priceUsd: number
  cover: string
}

/** The current cards of the first demo listings, as /api/listing-cards answers them. */
async function currentCards(page: Page, lang: 'en' | 'es', ids = [1, 2, 3, 4]): Promise<Card[]> {
  const answer = await page.request.get(`/api/listing-cards?ids=${ids.join(',')}&lang=${lang}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { listings: Card[] }).listings
}

/** Puts listings in this browser's "Recently viewed" as kept when they were opened (a stale price and title). */
async function keepViewed(page: Page, cards: Card[]) {
  const kept = cards.map((card) => ({ ...card, title: `Old title of ${card.slug}`, priceUsd: 1, titleLang: undefined }))
  await page.evaluate((items) => localStorage.setItem('recently-viewed', JSON.stringify(items)), kept)
}

test('recently viewed shows each listing’s current price and its title in the page’s language', async ({ page }) => {
  await page.goto('/')
  const english = await currentCards(page, 'en')
  await keepViewed(page, english)
  await page.goto('/')
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  await expect(recent.getByRole('link')).toHaveCount(english.length)
  for (const card of english) {
    const link = recent.getByRole('link', { name: new RegExp(card.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    await expect(link).toContainText(`$${card.priceUsd.toLocaleString('en-US')}`)
  }
  await expect(recent).not.toContainText('Old title')

  await page.goto('/es')
  const spanish = await currentCards(page, 'es')
  const reciente = page.getByRole('region', { name: 'Vistos recientemente' })
  await expect(reciente.getByRole('heading', { level: 2 })).toHaveText('Vistos recientemente')
  for (const card of spanish) {
    const title = reciente.getByText(card.title, { exact: true })
    await expect(title).toBeVisible()
    // a title staff have not translated is marked English
    expect(await title.getAttribute('lang')).toBe(card.titleLang === 'es' ? null : 'en')
  }
  // whole titles: nothing is clipped
  for (const title of await reciente.locator('li p.text-sm').all()) {
    expect(await title.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true)
  }
})

test('the account page never scrolls sideways, and a saved search’s controls sit together', async ({ page }) => {
  test.setTimeout(90_000)
  await signInWithOperatorLink(page, uniqueEmail('fit'), '/properties?area=west-bay')
  await expect(page).toHaveURL(/\/properties\?area=west-bay$/)
  await page.getByText('Save this search').click()
  const name = 'West Bay houses with a long descriptive name for the family'
  await page.getByLabel('Name of the search').fill(name)
  await page.getByRole('button', { name: 'Save search' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible()
  await keepViewed(page, await currentCards(page, 'en'))

  const problems: string[] = []
  for (const [path, rename, frequency, remove] of [
    ['/my-account', `Name of “${name}”`, `E-mails for “${name}”`, `Delete “${name}”`],
    ['/es/my-account', `Nombre de “${name}”`, `Correos de “${name}”`, `Eliminar “${name}”`],
  ] as const) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await expect(page.locator('#recently-viewed-heading')).toBeVisible()
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      if (scrollWidth > width) problems.push(`${path} at ${width} px is ${scrollWidth} px wide`)
      if (width < 768) continue
      // the name field fills the card's row (its button beside it), and shows the whole name
      const card = page.getByRole('region', { name: /^(Saved searches|Búsquedas guardadas)$/ }).getByRole('listitem')
      const cardBox = (await card.boundingBox())!
      const field = card.getByRole('textbox', { name: rename })
      const fieldBox = (await field.boundingBox())!
      if (fieldBox.width < cardBox.width * 0.6) problems.push(`${path} at ${width} px: the name field is narrow`)
      if (await field.evaluate((input: HTMLInputElement) => input.scrollWidth > input.clientWidth))
        problems.push(`${path} at ${width} px: the name field cuts the name`)
      // "Save frequency" and "Delete" are neighbours, not at the card's two ends
      const save = (await card.getByRole('button', { name: /^(Save frequency|Guardar frecuencia)$/ }).boundingBox())!
      const deleteBox = (await card.getByRole('button', { name: remove }).boundingBox())!
      if (deleteBox.x - (save.x + save.width) > 80)
        problems.push(`${path} at ${width} px: Delete is ${deleteBox.x - (save.x + save.width)} px from the others`)
      await expect(card.getByRole('combobox', { name: frequency })).toBeVisible()
    }
  }
  expect(problems).toEqual([])
})

test('the footer’s columns never collide, and its links line up, in English and Spanish', async ({ page }) => {
  test.setTimeout(90_000)
  const problems: string[] = []
  for (const path of ['/about', '/es/about']) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      await footer.scrollIntoViewIfNeeded()
      const columns = footer.locator(':scope > div > *')
      const boxes = []
      for (const column of await columns.all()) {
        // what the column holds, its overflowing text included
        boxes.push(
          await column.evaluate((element) => {
            const box = element.getBoundingClientRect()
            return { x: box.x, y: box.y, right: box.x + element.scrollWidth, bottom: box.bottom }
          }),
        )
      }
      for (let a = 0; a < boxes.length; a++)
        for (let b = a + 1; b < boxes.length; b++) {
          const [one, two] = [boxes[a]!, boxes[b]!]
          if (one.x < two.right && two.x < one.right && one.y < two.bottom && two.y < one.bottom)
            problems.push(`${path} at ${width} px: footer columns ${a + 1} and ${b + 1} overlap`)
        }
      const legal = footer.getByRole('navigation', { name: /^Legal$/ })
      const link = (await legal.getByRole('link').first().boundingBox())!
      const choices = legal.getByRole('button', { name: /^(Privacy choices|Opciones de privacidad)$/ })
      const start = await choices.evaluate((button) => {
        const range = document.createRange()
        range.selectNodeContents(button)
        return range.getBoundingClientRect().x
      })
      if (Math.abs(start - link.x) > 1) problems.push(`${path} at ${width} px: "privacy choices" is not in line`)
    }
  }
  expect(problems).toEqual([])
})

test('listing cards show whole titles, in Spanish and on phones', async ({ page }) => {
  test.setTimeout(90_000)
  const problems: string[] = []
  for (const [path, width] of [
    ['/es/properties', 1024],
    ['/es/properties', 768],
    ['/properties', 390],
    ['/property/hillside-3-bedroom-home-with-sunset-views-above-west-bay-beach', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    const titles = page.getByRole('article').getByRole('heading', { level: 3 })
    await expect(titles.first()).toBeVisible()
    for (const title of await titles.all()) {
      await title.scrollIntoViewIfNeeded()
      if (await title.evaluate((element) => element.scrollHeight > element.clientHeight + 1))
        problems.push(`${path} at ${width} px: “${await title.textContent()}” is cut`)
    }
  }
  expect(problems).toEqual([])
})

test('a listing’s features keep their two columns apart, in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/es/property/two-bedroom-waterfront-home-with-dock-on-brick-bay')
  const items = page.getByRole('region', { name: 'Características' }).getByRole('listitem')
  await items.first().scrollIntoViewIfNeeded()
  const [first, second] = [(await items.nth(0).boundingBox())!, (await items.nth(1).boundingBox())!]
  expect(second.y).toBe(first.y) // two columns
  // the second column's bullet (outside its item, about 1 rem to the left) stays clear of the first column's text
  expect(second.x - (first.x + first.width)).toBeGreaterThanOrEqual(32)
})

test('a Spanish blog post shows its tags in Spanish', async ({ page }) => {
  await page.goto('/es/blog/closing-costs-in-roatan-what-you-will-pay')
  await expect(page.getByRole('list', { name: 'Etiquetas' }).getByRole('listitem')).toHaveText([
    'Costos',
    'Cierre',
    'Compra',
  ])
})
