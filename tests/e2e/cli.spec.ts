// CONTRACT.md: the roles CLI works while the server holds the embedded database (through the server).
import { expect, test } from './fixtures'
import { cli, signInAsStaff } from './staff'

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
