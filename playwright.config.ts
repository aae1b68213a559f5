// End-to-end tests against the production build (`npm start` on a fresh DATA_DIR), in Debian's Chromium.
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `roatan-e2e-${port}`)
/** The SMTP sink the site sends through (its HTTP inbox view listens on the next port). */
export const SMTP_SINK_PORT = port + 1000
/** Staff addresses of the e2e install (CONTRACT.md ADMIN_EMAILS). */
export const E2E_ADMIN_EMAIL = 'owner@roatanrealty.example'
/**
 * A public-looking host name that the browser resolves to this machine: the privacy banner and tracking only work on
 * hosts that are not local (CONTRACT.md). Tracking is on there without ?debug=1 (PRODUCTION_HOST).
 */
export const E2E_PUBLIC_ORIGIN = `http://www.roatan.test:${port}`

const OWN_PROCESSES = /(several-processes|lifecycle|postgres-restart)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  projects: [
    // Specs that start processes and databases of their own and run their tests one after another (minutes): first,
    // so the short tests of the shared server fill in around them instead of one worker finishing them alone.
    { name: 'own-processes', testMatch: OWN_PROCESSES },
    { name: 'site', testIgnore: [/site-wide\//, OWN_PROCESSES] },
    // Tests that change what every visitor sees (feature flags, imported and synced listings) run after the rest,
    // one at a time: the feed specs share the one feed configuration and each other's listings.
    { name: 'site-wide', testMatch: /site-wide\/.*\.spec\.ts/, dependencies: ['site'], workers: 1 },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test costs about a quarter of the run's time: CI records the retry of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--host-resolver-rules=MAP *.roatan.test 127.0.0.1',
      ],
    },
  },
  webServer: [
    {
      command: `npx tsx tests/setup/smtp-sink-server.ts`,
      url: `http://127.0.0.1:${SMTP_SINK_PORT + 1}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(SMTP_SINK_PORT) },
    },
    {
      // A fresh data directory every run: the demo content is loaded as on a new install.
      command: `rm -rf '${E2E_DATA_DIR}' && npm start`,
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        APP_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        // Every test signs in from 127.0.0.1: the per-address limit still applies.
        SIGN_IN_LINKS_PER_IP: '100000',
        CONSENT_REQUESTS_PER_NETWORK: '100000',
        LOG_LEVEL: 'warn',
        // Pages the cache does not hold render on threads, as on a production server with two cores (decision 034).
        RENDER_THREADS: '2',
        // Alerts go when a test presses "Send listing alerts now", never half-way through its steps.
        LISTING_ALERTS_EVERY_S: '86400',
        PRODUCTION_HOST: new URL(E2E_PUBLIC_ORIGIN).hostname,
      },
    },
  ],
})
