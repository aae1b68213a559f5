// A throwaway PostgreSQL cluster of a test's own, on a free loopback port, that the test may stop and start again
// (PostgreSQL restarts, several app processes on one database). Needs the server binaries (Debian: postgresql).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { findPostgresBin } from '../setup/postgres-binaries'

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT (add /DATABASE) */
  url: string
  stop(): void
  start(): void
  /** Stops it and removes its files. */
  close(): void
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL server binaries not found (install the postgresql package)')
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-own-'))
  const dataDir = path.join(directory, 'data')
  const port = await freePort()
  // PostgreSQL refuses to run as root: run it as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['-R', 'postgres', directory])
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, command),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args,
      { stdio: 'pipe' },
    )
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(directory, 'server.log'), '-w', 'start'])
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    start,
    stop,
    close() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // already stopped
      }
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
