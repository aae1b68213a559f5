// A new embedded database starts as a copy of an empty, migrated one, kept once per checkout in node_modules/.cache.
// PGlite's initdb takes 5–7 s on a quiet machine (half a minute on a busy one), and every fresh data directory paid
// it: a first start, a restore, each test server and test file. The key is PGlite's version and every migration file,
// so a new migration or a PGlite upgrade makes a new copy; a cache that cannot be read or written is passed by
// (docs/decisions/028-test-speed.md).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { projectPath } from '~/project-path.server'

const CACHE_DIR = projectPath('node_modules/.cache/pglite-template')

/** The cache file for these migrations and this PGlite, or null when PGlite's version cannot be read. */
export function templateFile(migrationsDir: string): string | null {
  const hash = createHash('sha256')
  try {
    hash.update(fs.readFileSync(projectPath('node_modules/@electric-sql/pglite/package.json')))
    for (const name of fs.readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
      const file = path.join(migrationsDir, name)
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file))
    }
  } catch {
    return null
  }
  return path.join(CACHE_DIR, `${hash.digest('hex')}.tar`)
}

/**
 * The tarball of an empty database with every migration applied: read from the cache, or made by `build` and kept.
 * Undefined when neither works; the caller then lets PGlite run initdb.
 */
export async function emptyDatabaseTemplate(
  migrationsDir: string,
  build: () => Promise<Blob>,
): Promise<Blob | undefined> {
  const file = templateFile(migrationsDir)
  if (!file) return undefined
  try {
    return new Blob([fs.readFileSync(file)])
  } catch {
    // not made yet
  }
  let made: Blob
  try {
    made = await build()
  } catch {
    return undefined
  }
  try {
    fs.mkdirSync(CACHE_DIR, { recursive: true })
    // Whole or not at all: several processes may make it at once.
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, Buffer.from(await made.arrayBuffer()))
    fs.renameSync(partial, file)
    removeOlderTemplates(file)
  } catch {
    // read-only install: used this once
  }
  return made
}

/** A copy not written for this long belongs to migrations (or a PGlite) of the past. */
const STALE_MS = 24 * 60 * 60 * 1000

/**
 * Issue 42: copies for older migrations or PGlite versions are never read again (44 MB each): once a day old they go.
 * Younger ones stay — another checkout or test run on this install may be using them right now.
 */
function removeOlderTemplates(current: string) {
  for (const name of fs.readdirSync(CACHE_DIR)) {
    const other = path.join(CACHE_DIR, name)
    if (other === current || !name.endsWith('.tar')) continue
    if (Date.now() - fs.statSync(other).mtimeMs > STALE_MS) fs.rmSync(other, { force: true })
  }
}
