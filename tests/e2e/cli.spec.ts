// CONTRACT.md: the roles CLI works while the server holds the embedded database (through the server).
import { expect, test } from './fixtures'
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
  test.setTimeout(90_000)
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
