// The embedded database seen from a render thread: Drizzle's PGlite driver over a client that sends each query to the
// main thread, which owns the database (server/render-pool.ts). Render threads only read public content; a
// transaction there is a mistake, and fails (the page is then rendered on the main thread).
import { drizzle } from 'drizzle-orm/pglite'
import type { PGlite } from '@electric-sql/pglite'
import type { Database, DatabaseHandle, RemoteQuery } from './client.server'
import * as schema from './schema'

export function openRemotePglite(run: (query: RemoteQuery) => Promise<unknown>): DatabaseHandle {
  const client = {
    query: (sql: string, params: unknown[] = [], options?: { rowMode?: 'array' | 'object' }) =>
      run({ sql, params, rowMode: options?.rowMode ?? 'object' }),
    transaction: () => Promise.reject(new Error('a render thread cannot open a transaction')),
  }
  const db = drizzle({ client: client as unknown as PGlite, schema }) as unknown as Database
  const unavailable = () => Promise.reject(new Error('not available in a render thread'))
  return {
    db,
    kind: 'pglite',
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    migrate: unavailable,
    close: () => Promise.resolve(),
    listen: unavailable,
  }
}
