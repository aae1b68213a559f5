// PostgreSQL stops and starts under traffic: /healthz answers 503 while it is down, no request hangs past 10 s, no
// process exits, and the app serves again by itself within seconds (issue: run it like a business).
import pg from 'pg'
import { expect, test } from './fixtures'
import { findPostgresBin } from '../setup/postgres-binaries'
import { type AppProcess, startAppProcess } from '../support/app-process'
import { type PostgresServer, startPostgresServer } from '../support/postgres-server'

test.skip(!findPostgresBin(), 'PostgreSQL server binaries are not installed')

let postgres: PostgresServer
let app: AppProcess

test.beforeAll(async () => {
  test.setTimeout(120_000)
  postgres = await startPostgresServer()
  const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` })
  await admin.connect()
  await admin.query('create database site')
  await admin.end()
  app = await startAppProcess({ DATABASE_URL: `${postgres.url}/site` })
})
test.afterAll(async () => {
  await app?.stop()
  postgres?.close()
})

test('the site rides out a PostgreSQL restart', async () => {
  test.setTimeout(120_000)
  const slowest = { ms: 0, path: '' }
  let traffic = true
  // Visitors keep coming: pages rendered afresh (they need the database) and the health check.
  const visitors = (async () => {
    for (let index = 0; traffic; index++) {
      const path = index % 2 === 0 ? `/properties?visit=${index}` : '/healthz'
      const started = Date.now()
      await fetch(app.origin + path, { signal: AbortSignal.timeout(15_000) })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined)
      const ms = Date.now() - started
      if (ms > slowest.ms) Object.assign(slowest, { ms, path })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  // A status, or 0 when the request failed (a reused connection closed under it) while the process lives on.
  const health = async () => {
    try {
      return (await fetch(`${app.origin}/healthz`, { signal: AbortSignal.timeout(10_000) })).status
    } catch (error) {
      if (app.process.exitCode === null && app.process.signalCode === null) return 0
      throw new Error(`the process exited (${app.process.exitCode}): ${app.errors()}`, { cause: error })
    }
  }

  expect(await health()).toBe(200)
  postgres.stop()
  await expect.poll(health, { timeout: 10_000, message: '/healthz says the database is down' }).toBe(503)
  await new Promise((resolve) => setTimeout(resolve, 3000)) // a while down, under traffic
  postgres.start()
  const restarted = Date.now()
  await expect.poll(health, { timeout: 15_000, message: 'the site serves again by itself' }).toBe(200)
  await expect.poll(async () => (await fetch(`${app.origin}/properties?after=1`)).status, { timeout: 10_000 }).toBe(200)
  expect(Date.now() - restarted).toBeLessThan(15_000)

  traffic = false
  await visitors
  expect(slowest.ms, `slowest request: ${slowest.path}`).toBeLessThan(10_000)
  expect(app.process.exitCode).toBeNull()
})
