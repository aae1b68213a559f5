// Vitest has its own config: the React Router plugin does not belong in tests.
import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'

const unit = [
  'app/**/*.test.{ts,tsx}',
  'vite-plugins/**/*.test.ts',
  'server/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'tests/setup/**/*.test.ts',
  'tests/support/**/*.test.ts',
  'eslint/**/*.test.ts',
]
const integration = [
  'app/**/*.integration.test.ts',
  'server/**/*.integration.test.ts',
  'scripts/**/*.integration.test.ts',
]

export default defineConfig({
  // compiles the message catalogs (lingui.config.ts) as the site build does
  plugins: [lingui()],
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    // Test files share their worker's modules: importing the app's graph once per file cost ~4 minutes of a CI run.
    // Safe because every file opens its own database and services; the one module-level switch a test turns on
    // (content memos, via watchContentChanges) is turned off again by its stop() (docs/decisions/028-test-speed.md).
    isolate: false,
    // Half of a file's time is spent waiting on a database, a timer or a child process: more workers than cores.
    maxWorkers: 4,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: unit, exclude: integration } },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: integration,
          env: { TEST_DATABASE: 'pglite' },
          globalSetup: ['tests/setup/pglite-template.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: integration,
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/setup/postgres-cluster.ts'],
        },
      },
    ],
  },
})
