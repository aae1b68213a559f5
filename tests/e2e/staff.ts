// Signing in in end-to-end tests. Tests of signing in itself ask for the link on the sign-in page and open it from
// the inbox (signInByLink); the others are handed the same link by the operator command (`npm run cli --
// sign-in-link`), through the server's control socket as the CLI does: no form, no e-mail, no process started.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { E2E_DATA_DIR } from '../../playwright.config'
import { controlSocketPath } from '../../server/cli-protocol'
import { sendToRunningServer } from '../../server/control-client'
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

/** An operator command run by the e2e server, as `npm run cli` hands it over while the server runs; its output. */
export async function control(...args: string[]): Promise<string> {
  const result = await sendToRunningServer(controlSocketPath(E2E_DATA_DIR), args)
  if (result?.exitCode !== 0) throw new Error(`${args.join(' ')}: ${result?.output ?? 'the server is not running'}`)
  return result.output
}

/** Signs `email` in (a new account if need be) with a link from the operator, landing on `path`. */
export async function signInWithOperatorLink(page: Page, email: string, path = '/my-account') {
  const link = (await control('sign-in-link', email, path)).split('\n').at(-1)!
  await page.goto(link)
}

/** A new staff member with `role`, signed in and landed on /admin (or `path`). Returns their e-mail. */
export async function signInAsStaff(page: Page, role: string, path = '/admin'): Promise<string> {
  const email = uniqueEmail(role.replace('_', '-'))
  await control('roles', 'grant', email, role)
  await signInWithOperatorLink(page, email, path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`))
  return email
}
