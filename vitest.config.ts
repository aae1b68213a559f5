// Vitest has its own config: the React Router plugin does not belong in tests.
import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'

const unit = ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/setup/**/*.test.ts']
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
