// `npm test`: typecheck, lint and the production build side by side, then unit and integration tests (PGlite and a
// real PostgreSQL), then e2e in Chromium against that build.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { projectPath } from '../app/project-path.server'
import { exitOnUnsupportedRuntime } from '../app/runtime.server'
import { findPostgresBin } from '../tests/setup/postgres-binaries'

exitOnUnsupportedRuntime()
console.log(`Node ${process.versions.node} (${process.execPath})`)

const reports = projectPath('.tmp/test-reports')
fs.rmSync(reports, { recursive: true, force: true })
fs.mkdirSync(reports, { recursive: true })

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: projectPath(), env: { ...process.env, ...env } })
  return result.status === 0
}

/** Runs a command with its output kept, printed as one block when it ends (several run at once). */
function quietStep(title: string, command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectPath(), stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      console.log(`\n▶ ${title}${code === 0 ? '' : ` (failed, exit code ${code})`}`)
      process.stdout.write(Buffer.concat(output))
      resolve(code === 0)
    })
  })
}

// Three single-threaded jobs on however many cores there are: about a minute instead of two and a half.
const checks = await Promise.all([
  quietStep('Typecheck', 'npm', ['run', '--silent', 'typecheck']),
  quietStep('Lint', 'npm', ['run', '--silent', 'lint']),
  quietStep('Production build (for the end-to-end tests)', process.execPath, [
    '--import',
    'tsx',
    'scripts/ensure-build.ts',
  ]),
])
let ok = checks.every(Boolean)

const projects = ['--project', 'unit', '--project', 'pglite']
if (findPostgresBin()) projects.push('--project', 'postgres')
else
  console.warn(
    '\n⚠ PostgreSQL server binaries not found: skipping the PostgreSQL integration leg (apt-get install postgresql).',
  )

if (ok) {
  ok = step('Unit and integration tests', 'npx', [
    'vitest',
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ])
  ok =
    step('End-to-end tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
    }) && ok
}

// One closing line that CI can read: 'tests: N passed, N failed, N skipped'.
const totals = { passed: 0, failed: 0, skipped: 0 }
const vitest = readJson(`${reports}/vitest.json`) as {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
} | null
if (vitest) {
  totals.passed += vitest.numPassedTests
  totals.failed += vitest.numFailedTests
  totals.skipped += vitest.numPendingTests
}
const playwright = readJson(`${reports}/playwright.json`) as {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
} | null
if (playwright) {
  totals.passed += playwright.stats.expected + playwright.stats.flaky
  totals.failed += playwright.stats.unexpected
  totals.skipped += playwright.stats.skipped
}
if (!ok && totals.failed === 0) totals.failed = 1 // a failed typecheck, lint or start-up counts too
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(ok ? 0 : 1)

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
