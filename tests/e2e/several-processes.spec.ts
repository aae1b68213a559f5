// Three app processes on one PostgreSQL (issue: run it like a business): traffic spread across them has no errors,
// and what staff change through one process — a listing's price, a redirect, a feature flag, a role — takes effect
// on the others within a second, although each keeps pages, redirects, flags and roles in memory.
import pg from 'pg'
import { SMTP_SINK_PORT } from '../../playwright.config'
import { expect, test } from './fixtures'
import { linkIn, receivedMail, waitForMail } from './mailbox'
import { cliWith } from './staff'
import { findPostgresBin } from '../setup/postgres-binaries'
import { type AppProcess, startAppProcess } from '../support/app-process'
import { type PostgresServer, startPostgresServer } from '../support/postgres-server'

test.skip(!findPostgresBin(), 'PostgreSQL server binaries are not installed')
test.describe.configure({ mode: 'serial' })

const OWNER = `owner-${Date.now()}@several.example`
const SLUG = 'harbour-view-cottage'
let postgres: PostgresServer
let databaseUrl: string
const apps: AppProcess[] = []

test.beforeAll(async () => {
  test.setTimeout(180_000)
  postgres = await startPostgresServer()
  const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` })
  await admin.connect()
  await admin.query('create database site')
  await admin.end()
  databaseUrl = `${postgres.url}/site`
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
    ADMIN_EMAILS: OWNER,
    SIGN_IN_LINKS_PER_IP: '100000',
  }
  // The first migrates; the others start on the migrated database at once.
  apps.push(await startAppProcess(env))
  apps.push(...(await Promise.all([startAppProcess(env), startAppProcess(env)])))
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const area = await client.query(`insert into areas (slug, name) values ('west-end', 'West End') returning id`)
  await client.query(
    `insert into properties (slug, listing_id, title, status, property_type, price_usd, description, area_id)
     values ($1, 'SP-1', 'Harbour View Cottage', 'active', 'house', 385000, 'Two bedrooms over the harbour.', $2)`,
    [SLUG, area.rows[0].id],
  )
  await client.end()
})
test.afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()))
  postgres?.close()
})

const a = () => apps[0]!
const b = () => apps[1]!
const c = () => apps[2]!

/** The page's own price, from its title. */
async function priceOn(app: AppProcess) {
  const html = await (await fetch(`${app.origin}/property/${SLUG}`)).text()
  return /<title>Harbour View Cottage \| (\$[\d,]+) \|/.exec(html)?.[1]
}

test('traffic spread across three processes has no errors', async () => {
  const paths = ['/', '/properties', `/property/${SLUG}`, '/faq', '/agents', '/sitemap.xml', '/healthz']
  const statuses = await Promise.all(
    Array.from({ length: 90 }, (_, index) =>
      fetch(apps[index % 3]!.origin + paths[index % paths.length]).then((response) => response.status),
    ),
  )
  expect(statuses.filter((status) => status !== 200)).toEqual([])
  // Each process serves the page from its own memory now.
  for (const app of apps) expect(await priceOn(app)).toBe('$385,000')
})

test('what staff change through one process takes effect on the others within a second', async ({ page }) => {
  test.setTimeout(90_000)
  await cliWith({ DATABASE_URL: databaseUrl }, 'roles', 'grant', OWNER, 'admin')
  // Signing in on process A, with the link e-mailed by whichever process sent it.
  const isLink = (mail: { to: string[]; subject: string }) =>
    mail.to.includes(OWNER) && mail.subject === 'Your sign-in link for Roatan Realty'
  const before = (await receivedMail()).filter(isLink).length
  await page.goto(`${a().origin}/login?redirectTo=%2Fadmin%2Fproperties`)
  await page.getByLabel('E-mail').fill(OWNER)
  await page.getByRole('button', { name: 'Send sign-in link' }).click()
  await page.goto(linkIn(await waitForMail(isLink, { count: before + 1 })))
  await expect(page).toHaveURL(/\/admin\/properties$/)

  // A listing's price
  await page.getByRole('link', { name: 'Edit Harbour View Cottage' }).click()
  await page.getByLabel('Price (US dollars)').fill('$372,000')
  const saved = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Save changes' }).click()
  expect((await saved).ok()).toBe(true)
  for (const app of [b(), c()]) await expect.poll(() => priceOn(app), { timeout: 1000 }).toBe('$372,000')

  // A redirect
  await page.goto(`${a().origin}/admin/redirects`)
  await page.getByLabel('Old address (source)').fill('/old-harbour')
  await page.getByLabel('New address (target)').fill(`/property/${SLUG}`)
  await page.getByRole('button', { name: 'Create redirect' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved the redirect from /old-harbour.' })).toBeVisible()
  for (const app of [b(), c()]) {
    await expect
      .poll(async () => (await fetch(`${app.origin}/old-harbour`, { redirect: 'manual' })).status, { timeout: 1000 })
      .toBe(301)
  }

  // A feature flag (the TV pages read it on every request)
  for (const app of [b(), c()]) expect((await fetch(`${app.origin}/tv-1`)).status).toBe(200)
  await page.goto(`${a().origin}/admin/feature-flags`)
  await page.getByRole('switch', { name: 'Office TV pages' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'show_tv_pages is now off.' })).toBeVisible()
  for (const app of [b(), c()]) {
    await expect.poll(async () => (await fetch(`${app.origin}/tv-1`)).status, { timeout: 1000 }).toBe(404)
  }
})
