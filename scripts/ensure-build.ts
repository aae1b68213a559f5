// The production build, made only when it is missing or its sources changed (`npm start`, and `npm test` while the
// other checks run). Run directly, it builds and exits with the build's code.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectPath } from '../app/project-path.server'
import { BUILD_DIR } from '../build-dir'

// Everything the build is made from.
const BUILD_INPUTS = [
  'app',
  'server',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'vite-plugins',
  'patches',
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

/** Builds when the build is missing or its sources changed; returns the exit code (0: ready). */
export function ensureBuild(): number {
  const expected = sourceHash()
  const current =
    fs.existsSync(path.join(BUILD_DIR, 'server/index.js')) && fs.readFileSync(STAMP, { encoding: 'utf8', flag: 'a+' })
  if (current === expected) return 0
  console.log('Building the site (first start or sources changed)…')
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: projectPath(),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) return result.status ?? 1
  fs.writeFileSync(STAMP, expected)
  return 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(ensureBuild())
