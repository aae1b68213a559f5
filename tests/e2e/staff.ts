// Signing in as staff in end-to-end tests: a role granted with the CLI, then a real magic link from the inbox.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { E2E_DATA_DIR } from '../../playwright.config'
import { type ReceivedMail, linkIn, receivedMail, waitForMail } from './mailbox'

const run = promisify(execFile)

/** The operator CLI on another database: `{ DATA_DIR }` (a restore, say) or `{ DATABASE_URL }`. */
export const cliWith = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], { env: { ...process.env, ...env } })

/** The operator CLI on the e2e server's data directory. */
export const cli = (...args: string[]) => cliWith({ DATA_DIR: E2E_DATA_DIR }, ...args)

export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 10_000)}@example.com`

/** Asks for a sign-in link on `from` (optionally filling more fields first) and opens the newest one. */
export async function signInByLink(page: Page, email: string, from = '/login', fillMore?: () => Promise<void>) {
  const isLink = (message: ReceivedMail) =>
    message.to.includes(email) && message.subject === 'Your sign-in link for Roatan Realty'
  const before = (await receivedMail()).filter(isLink).length
  await page.goto(from)
  await fillMore?.()
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: /Send sign-in link|Create account/ }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  // The newest link: earlier ones for the same address may already be used.
  const link = await waitForMail(isLink, { count: before + 1 })
  await page.goto(linkIn(link))
}

/** A new staff member with `role`, signed in and landed on /admin (or `path`). Returns their e-mail. */
export async function signInAsStaff(page: Page, role: string, path = '/admin'): Promise<string> {
  const email = uniqueEmail(role.replace('_', '-'))
  await cli('roles', 'grant', email, role)
  await signInByLink(page, email, `/login?redirectTo=${encodeURIComponent(path)}`)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`))
  return email
}
