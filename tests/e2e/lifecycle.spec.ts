// Process behaviour of CONTRACT.md: start-up checks, demo content loaded once, graceful shutdown, and the CLI
// reaching the same data whether or not the server runs. Each test starts its own server on its own data.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'

const run = promisify(execFile)
test.describe.configure({ mode: 'serial' })
// Two first starts on an empty data directory, each about 30 s on a quiet machine; CI runs them beside the rest of
// the suite on two cores, where one took over 90 s.
test.setTimeout(360_000)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'))
const port = 3100 + 50 + Math.floor(Math.random() * 500)
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
test.afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

function start(): ChildProcess {
  return spawn('npm', ['start'], { env, stdio: 'ignore', detached: false })
}

/** The fields of the server's 'server listening' log line (JSON, at LOG_LEVEL=info). */
function listeningLine(server: ChildProcess): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = ''
    server.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const line = text.split('\n').find((candidate) => candidate.includes('"server listening"'))
      if (line) resolve(JSON.parse(line) as Record<string, unknown>)
    })
    server.once('exit', () => reject(new Error('the server exited before it listened')))
  })
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server did not become healthy')
}

async function listingCount() {
  const html = await (await fetch(`http://127.0.0.1:${port}/properties`)).text()
  return Number(html.replaceAll('<!-- -->', '').match(/(\d+) properties · page/)?.[1])
}

function stop(server: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now()
  return new Promise((resolve) => {
    server.once('exit', (code) => resolve({ code, ms: Date.now() - started }))
    server.kill('SIGTERM')
  })
}

const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], { env })

test('an invalid PORT stops the start with a clear message and exit code 1', async () => {
  const failure = await run('npm', ['start'], { env: { ...env, PORT: 'abc' } }).catch(
    (error: { code: number; stderr: string }) => error,
  )
  expect(failure).toMatchObject({ code: 1 })
  expect((failure as { stderr: string }).stderr).toContain('PORT="abc": must be a number')
})

test('the demo content is loaded once, SIGTERM stops the server within 5 s, and the CLI sees what the server saw', async () => {
  // The server says which Node it runs on: the one `npm install` put in node_modules/.bin (issue 41), whatever
  // Node the machine has.
  let server: ChildProcess = spawn('npm', ['start'], {
    env: { ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  expect((await listeningLine(server)).node).toMatch(/^24\./)
  await waitForHealth()
  const firstCount = await listingCount()
  expect(firstCount).toBeGreaterThanOrEqual(55)
  // A grant through the running server (control socket) …
  expect((await cli('roles', 'grant', 'owner@example.com', 'super_admin')).stdout).toContain('Granted super_admin')
  const stopped = await stop(server)
  expect(stopped.code).toBe(0)
  expect(stopped.ms).toBeLessThan(5000)

  // … is in the database the CLI opens itself once the server is gone.
  expect((await cli('roles', 'list')).stdout).toContain('owner@example.com\tsuper_admin')

  server = start()
  await waitForHealth()
  expect(await listingCount()).toBe(firstCount)
  expect((await stop(server)).code).toBe(0)
})
