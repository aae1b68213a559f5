// CONTRACT.md: the roles CLI works while the server holds the embedded database (through the server).
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { E2E_DATA_DIR } from '../../playwright.config'
import { expect, test } from './fixtures'

const run = promisify(execFile)
const cli = (...args: string[]) =>
  run('npx', ['tsx', 'scripts/cli.ts', ...args], { env: { ...process.env, DATA_DIR: E2E_DATA_DIR } })

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
