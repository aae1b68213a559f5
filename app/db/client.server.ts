// One database type for both backends: PGlite under DATA_DIR by default, a PostgreSQL server with DATABASE_URL.
import fs from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import * as schema from './schema'
import { projectPath } from '~/project-path.server'
import { emptyDatabaseTemplate } from './pglite-template.server'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  ping(): Promise<boolean>
  migrate(): Promise<void>
  close(): Promise<void>
  /**
   * LISTEN on `channel` (payloads arrive after the sending transaction commits). `onGap` runs after a lost
   * connection is back, when notifications may have been missed. Returns a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>
  /** The embedded database only: runs a query a render thread sent (server/render-pool.ts). */
  answerRemote?(query: RemoteQuery): Promise<unknown>
}

/** A query a render thread sends to the thread that owns the embedded database (app/db/remote-pglite.server.ts). */
export interface RemoteQuery {
  sql: string
  params: unknown[]
  rowMode: 'array' | 'object'
}

export const MIGRATIONS_DIR = projectPath('app/db/migrations')
const MIGRATION_LOCK_ID = 7_310_001

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pglite'))
}

/** A directory holds the database on disk; without one it lives in memory (tests load a migrated copy). */
export async function openPglite(directory: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const { PGlite, types } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (directory) {
    fs.mkdirSync(directory, { recursive: true })
    // A new database starts from the kept empty one rather than initdb (app/db/pglite-template.server.ts).
    if (!fs.existsSync(path.join(directory, 'PG_VERSION'))) loadDataDir ??= await migratedEmptyDatabase()
  }
  const client = directory ? await PGlite.create(directory, { loadDataDir }) : await PGlite.create({ loadDataDir })
  const db = drizzle({ client, schema })
  // Dates, intervals, numeric arrays and date arrays come as text, as Drizzle's own PGlite driver asks for them.
  const asText = Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [
      type,
      (value: string) => value,
    ]),
  )
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () => pingDatabase(db as unknown as Database),
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    // One process owns the embedded database: its notifications are never lost.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    answerRemote: ({ sql: text, params, rowMode }) => client.query(text, params, { rowMode, parsers: asText }),
  }
}

/** An empty database with every migration applied, as a tarball PGlite loads (kept once per checkout). */
export function migratedEmptyDatabase(): Promise<Blob | undefined> {
  return emptyDatabaseTemplate(MIGRATIONS_DIR, async () => {
    const { PGlite } = await import('@electric-sql/pglite')
    const { drizzle } = await import('drizzle-orm/pglite')
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    const client = await PGlite.create()
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR })
      return await client.dumpDataDir('none')
    } finally {
      await client.close()
    }
  })
}

export async function openPostgres(connectionString: string, { max = 10 } = {}): Promise<DatabaseHandle> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({ connectionString, max, connectionTimeoutMillis: 5000 })
  // A dropped connection must not crash the process: an idle one is reported on the pool, one the app holds (a
  // transaction between two statements) on its client. The work that used it fails through its own promise, and the
  // pool never hands out a connection that failed.
  pool.on('error', () => undefined)
  pool.on('connect', (client) => client.on('error', () => undefined))
  const db = drizzle({ client: pool, schema })
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: () => pingDatabase(db as unknown as Database),
    async migrate() {
      // Several processes may start at once: one migrates, the others wait for it.
      const lockClient = await pool.connect()
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined)
        lockClient.release()
      }
    },
    close: () => pool.end(),
    listen: (channel, onNotify, onGap) => listenOnServer(connectionString, channel, onNotify, onGap),
  }
}

const RECONNECT_MS = [500, 1000, 2000, 5000]

/** A dedicated connection that LISTENs, and comes back after the server restarts or the connection drops. */
async function listenOnServer(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  const { Client } = await import('pg')
  let client: InstanceType<typeof Client> | null = null
  let stopped = false
  let failures = 0
  let retry: NodeJS.Timeout | undefined

  const connect = async (afterGap: boolean) => {
    const next = new Client({ connectionString, connectionTimeoutMillis: 5000 })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '')
    })
    next.on('error', () => undefined)
    next.on('end', () => {
      if (stopped || client !== next) return
      client = null
      scheduleReconnect()
    })
    try {
      await next.connect()
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`)
      if (stopped) return void (await next.end().catch(() => undefined))
      client = next
      failures = 0
      if (afterGap) onGap?.()
    } catch (error) {
      await next.end().catch(() => undefined)
      if (!afterGap) throw error
      scheduleReconnect()
    }
  }
  const scheduleReconnect = () => {
    if (stopped) return
    const delay = RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]
    retry = setTimeout(() => void connect(true), delay)
    retry.unref()
  }

  await connect(false)
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
