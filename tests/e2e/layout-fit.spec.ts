// Headers and admin screens fit the screen (issue 42, items 4, 10 and 11): the public header's links never overlap or
// wrap, in the longer Spanish texts and signed in as staff too; every admin screen fits 1,280 px, a wide table
// scrolling in its own box; on a phone the admin menu waits behind a button.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAsStaff, uniqueEmail } from './staff'

// Inquiries are limited per address: this file's visitor comes from one of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.42' } })

const HEADER_WIDTHS = [390, 1024, 1366]

interface Box {
  name: string
  x: number
  y: number
  width: number
  height: number
}

/** The header's visible links (the logo's among them), currency choice and menu button, with their boxes. */
async function headerBoxes(page: Page): Promise<Box[]> {
  const header = page.getByRole('banner')
  const controls: Locator[] = [
    ...(await header.getByRole('link').all()),
    ...(await header.getByRole('combobox').all()),
    ...(await header.getByText(/^(Menu|Menú)$/).all()),
  ]
  const boxes: Box[] = []
  for (const control of controls) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText())
    // the skip link shows only when focused
    if (/^(Skip to content|Saltar al contenido)$/.test(name) || !(await control.isVisible())) continue
    const box = await control.boundingBox()
    if (box) boxes.push({ name, ...box })
  }
  return boxes
}

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Pairs of header controls that overlap, controls that wrap to two lines or stick out of the screen. */
async function headerProblems(page: Page, width: number): Promise<string[]> {
  const boxes = await headerBoxes(page)
  expect(boxes.length).toBeGreaterThanOrEqual(2)
  const problems: string[] = []
  boxes.forEach((box, index) => {
    // one line of 16 px text with its padding is at most 44 px high; two lines are over 48
    if (box.height > 46) problems.push(`"${box.name}" wraps (${box.height} px high)`)
    if (box.x < 0 || box.x + box.width > width) problems.push(`"${box.name}" leaves the screen`)
    for (const other of boxes.slice(index + 1)) {
      if (overlaps(box, other)) problems.push(`"${box.name}" overlaps "${other.name}"`)
    }
  })
  return problems
}

async function checkHeader(page: Page, paths: string[]) {
  test.setTimeout(90_000)
  const problems: string[] = []
  for (const width of HEADER_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of paths) {
      await page.goto(path)
      problems.push(...(await headerProblems(page, width)).map((problem) => `${path} at ${width} px: ${problem}`))
    }
  }
  expect(problems).toEqual([])
}

test('the public header’s links neither overlap nor wrap, in English and Spanish', async ({ page }) => {
  await checkHeader(page, ['/', '/es'])
})

test('signed in as staff, the public header’s links neither overlap nor wrap, in English and Spanish', async ({
  page,
}) => {
  await signInAsStaff(page, 'admin')
  await checkHeader(page, ['/', '/es'])
  // On a phone the account links are in the menu.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/es')
  await page.getByRole('banner').getByText('Menú').click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Administración' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mi cuenta' })).toBeVisible()
})

test('every admin screen fits 1,280 px, a wide table scrolling in its own box', async ({ page }) => {
  test.setTimeout(60_000)
  // a long title, address and message make the inquiries table wider than the screen's main column
  const email = uniqueEmail('a-visitor-with-a-rather-long-address-at-a-company')
  await page.goto('/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay')
  const form = page.getByRole('region', { name: 'Ask about this property' })
  await form.getByLabel('Your name').fill('Maximiliana Esperanza Montenegro-Villanueva')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Message').fill('Could we see the villa and the dock next week? '.repeat(6))
  await form.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)

  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAsStaff(page, 'admin')
  const widths: Record<string, number> = {}
  for (const path of ['/admin', '/admin/inquiries', '/admin/properties', '/admin/contacts', '/admin/audit']) {
    await page.goto(path)
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport()
    widths[path] = await page.evaluate(() => document.documentElement.scrollWidth)
  }
  expect(widths).toEqual({
    '/admin': 1280,
    '/admin/inquiries': 1280,
    '/admin/properties': 1280,
    '/admin/contacts': 1280,
    '/admin/audit': 1280,
  })

  // the inquiries table scrolls inside a box named after it
  await page.goto('/admin/inquiries')
  const box = page.getByRole('region', { name: 'Inquiries, newest first' })
  await expect(box.getByRole('table', { name: 'Inquiries, newest first' })).toBeVisible()
  await expect(box.getByRole('link', { name: email })).toBeVisible()
  expect(await box.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto')

  // From 1,024 px up the whole table fits, each row's Save button on screen (issue 42 review: it was cut off)
  for (const width of [1024, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    const row = box.getByRole('row').filter({ has: page.getByRole('link', { name: email }) })
    const save = row.getByRole('button', { name: /^Save status of the inquiry/ })
    await save.scrollIntoViewIfNeeded()
    await expect(save, `Save at ${width} px`).toBeInViewport({ ratio: 1 })
    await expect(row.getByRole('combobox', { name: /^Status of the inquiry/ })).toBeInViewport({ ratio: 1 })
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth), `at ${width} px`).toBe(0)
    await expect(page.getByText('Scroll sideways to see more')).toHaveCount(0)
  }
  // On a phone it scrolls, and says so
  await page.setViewportSize({ width: 390, height: 800 })
  await expect(page.getByText('Scroll sideways to see more')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
})

test('the dashboard and Analytics fit a phone; on a wide screen admin content keeps to 1,280 px', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 390, height: 800 })
  await signInAsStaff(page, 'admin')
  const widths: Record<string, number> = {}
  for (const path of ['/admin', '/admin/analytics', '/admin/inquiries', '/admin/contacts', '/admin/audit']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    widths[path] = await page.evaluate(() => document.documentElement.scrollWidth)
  }
  expect(widths).toEqual({
    '/admin': 390,
    '/admin/analytics': 390,
    '/admin/inquiries': 390,
    '/admin/contacts': 390,
    '/admin/audit': 390,
  })
  // the dashboard's tables scroll in boxes of their own
  await page.goto('/admin')
  await expect(page.getByRole('region', { name: 'Answer times by agent' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Newest contacts' })).toBeVisible()

  await page.setViewportSize({ width: 1920, height: 900 })
  for (const path of ['/admin', '/admin/inquiries', '/admin/audit', '/admin/analytics']) {
    await page.goto(path)
    // the widest thing in the main column: its tables and cards stop at the cap rather than run edge to edge
    const content = await page
      .getByRole('main')
      .evaluate((main) =>
        Math.max(...[...main.querySelectorAll('*')].map((child) => child.getBoundingClientRect().width)),
      )
    expect(content, path).toBeGreaterThan(600)
    expect(content, path).toBeLessThanOrEqual(1280)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1920)
  }
})

test('on a phone the admin menu is closed behind a button that opens it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await signInAsStaff(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Admin' })
  const button = page.getByRole('button', { name: 'Admin menu' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInViewport()

  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible()
  await menu.getByRole('link', { name: 'Inquiries' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()

  // at desktop width the same menu is a sidebar, with no button
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(menu.getByRole('link', { name: 'Contacts' })).toBeVisible()
  await expect(button).toBeHidden()
})

test('without JavaScript the menus still open on a phone, and the admin menu is a sidebar on a desktop', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await page.goto('/es')
  await page.getByRole('banner').getByText('Menú').click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Guía del comprador' })).toBeVisible()

  await signInAsStaff(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Admin' })
  await expect(menu).toBeHidden()
  await page.getByText('Admin menu').click()
  await expect(menu.getByRole('link', { name: 'Inquiries' })).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.reload()
  await expect(menu.getByRole('link', { name: 'Inquiries' })).toBeVisible()
  await expect(page.getByText('Admin menu')).toBeHidden()
  await context.close()
})
