// CONTRACT.md: the roles CLI works while the server holds the embedded database (through the server); so do backups
// and the operator's sign-in links (README, "Operating").
import { expect, test } from './fixtures'
import { receivedMail } from './mailbox'
import { cli, cliWith, signInAsStaff } from './staff'

test('roles granted with the CLI reach the running server and are listed', async () => {
  const email = `broker-${Date.now()}@example.com`
  const granted = await cli('roles', 'grant', email, 'broker')
  expect(granted.stdout).toContain(`Granted broker to ${email} (new user created).`)
  expect((await cli('roles', 'list')).stdout).toContain(`${email}\tbroker`)
  const revoked = await cli('roles', 'revoke', email, 'broker')
  expect(revoked.stdout).toContain(`Revoked broker from ${email}.`)
})

test('the CLI refuses an unknown role with exit code 2', async () => {
  const failure = await cli('roles', 'grant', 'someone@example.com', 'owner').catch(
    (error: { code: number; stderr: string }) => error,
  )
  expect(failure).toMatchObject({ code: 2 })
  expect((failure as { stderr: string }).stderr).toContain('"owner" is not a role')
})

test('a role granted with the CLI applies to the signed-in user’s very next request', async ({ page }) => {
  const email = await signInAsStaff(page, 'editor', '/admin/blog')
  await page.goto('/admin/rets')
  await expect(page).toHaveURL(/\/admin$/) // an editor may not open the feed screen (SPEC §6)
  await cli('roles', 'grant', email, 'admin')
  await page.goto('/admin/rets')
  await expect(page).toHaveURL(/\/admin\/rets$/)
  await cli('roles', 'revoke', email, 'admin')
  await page.goto('/admin/rets')
  await expect(page).toHaveURL(/\/admin$/)
})

test('a backup taken while the server runs restores into an empty data directory, and nowhere else', async () => {
  // Six CLI processes, four of which open a database of their own: ~15 s on a quiet machine, 80–90 s beside a CPU hog.
  test.setTimeout(180_000)
  const fs = await import('node:fs')
  const os = await import('node:os')
  const path = await import('node:path')
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-backup-'))
  const restoredDir = path.join(folder, 'restored')
  const file = path.join(folder, 'site.backup')
  const email = `kept-${Date.now()}@example.com`
  await cli('roles', 'grant', email, 'broker')

  const backup = await cli('backup', file)
  expect(backup.stdout).toMatch(/^Backed up \d+ rows of \d+ tables to /)
  expect(backup.stdout).toContain('Stored files (photos) are not in it')

  const restored = await cliWith({ DATA_DIR: restoredDir }, 'restore', file)
  expect(restored.stdout).toMatch(/^Restored \d+ rows of \d+ tables from /)
  expect((await cliWith({ DATA_DIR: restoredDir }, 'roles', 'list')).stdout).toContain(`${email}\tbroker`)

  const again = await cliWith({ DATA_DIR: restoredDir }, 'restore', file).catch(
    (error: { code: number; stderr: string }) => error,
  )
  expect(again).toMatchObject({ code: 1 })
  expect((again as { stderr: string }).stderr).toContain('The database is not empty')
  const running = await cli('restore', file).catch((error: { code: number; stderr: string }) => error)
  expect(running).toMatchObject({ code: 1 })
  expect((running as { stderr: string }).stderr).toContain('The server is running on this DATA_DIR')
  fs.rmSync(folder, { recursive: true, force: true })
})

test('a sign-in link from the operator signs the person in once, and no link is e-mailed', async ({
  page,
  context,
}) => {
  const email = `handed-${Date.now()}@example.com`
  const made = await cli('sign-in-link', email, '/my-account')
  expect(made.stdout).toContain(`A sign-in link for ${email} (it works once, for 15 minutes):`)
  const link = made.stdout.trim().split('\n').at(-1)!
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/auth\/magic-link\/verify\?token=\w+&/)
  await page.goto(link)
  await expect(page).toHaveURL(/\/my-account$/)
  await context.clearCookies()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible()
  const links = (await receivedMail()).filter(
    (message) => message.to.includes(email) && message.subject === 'Your sign-in link for Roatan Realty',
  )
  expect(links).toEqual([])

  for (const [args, message] of [
    [['sign-in-link', 'not-an-address'], '"not-an-address" is not a valid e-mail address.'],
    [['sign-in-link', email, '//elsewhere.example/'], '"//elsewhere.example/" is not a path on this site.'],
  ] as const) {
    const refused = await cli(...args).catch((error: { code: number; stderr: string }) => error)
    expect(refused).toMatchObject({ code: 2 })
    expect((refused as { stderr: string }).stderr).toContain(message)
  }
})
