// `npm start` (CONTRACT.md): production build if missing or stale, then the server (migrations and demo content
// run at its start).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ConfigError, parseConfig } from '../app/config.server'
import { projectPath } from '../app/project-path.server'
import { BUILD_DIR } from '../build-dir'

// Everything the build is made from.
const BUILD_INPUTS = [
  'app',
  'server',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
]
const STAMP = path.join(BUILD_DIR, '.source-hash')

function sourceHash(): string {
  const hash = createHash('sha256')
  const visit = (entry: string) => {
    const stat = fs.statSync(entry, { throwIfNoEntry: false })
    if (!stat) return
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry).sort()) visit(path.join(entry, child))
    } else if (!/\.test\.tsx?$/.test(entry)) {
      hash.update(path.relative(projectPath(), entry)).update('\0').update(fs.readFileSync(entry))
    }
  }
  for (const input of BUILD_INPUTS) visit(projectPath(input))
  return hash.digest('hex')
}

function ensureBuild() {
  const expected = sourceHash()
  const current =
    fs.existsSync(path.join(BUILD_DIR, 'server/index.js')) && fs.readFileSync(STAMP, { encoding: 'utf8', flag: 'a+' })
  if (current === expected) return
  console.log('Building the site (first start or sources changed)…')
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: projectPath(),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  fs.writeFileSync(STAMP, expected)
}

try {
  // Fail fast on bad configuration, before any build work.
  parseConfig({ ...process.env, NODE_ENV: 'production' })
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
ensureBuild()
process.env.NODE_ENV = 'production'
await import('../server/main')
