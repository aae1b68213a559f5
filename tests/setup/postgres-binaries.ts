import fs from 'node:fs'
import path from 'node:path'

/** The PostgreSQL 15 server binaries (Debian layout), or null when they are not installed. */
export function findPostgresBin(): string | null {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'].filter(Boolean) as string[]
  for (const root of ['/usr/lib/postgresql']) {
    if (fs.existsSync(root)) {
      for (const version of fs.readdirSync(root).sort().reverse()) candidates.push(path.join(root, version, 'bin'))
    }
  }
  return (
    candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null
  )
}
