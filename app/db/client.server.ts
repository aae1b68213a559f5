// One database type for both backends: PGlite under DATA_DIR by default, a PostgreSQL server with DATABASE_URL.
import fs from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import * as schema from './schema'
import { projectPath } from '~/project-path.server'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  ping(): Promise<boolean>
  migrate(): Promise<void>
  close(): Promise<void>
}

export const MIGRATIONS_DIR = projectPath('app/db/migrations')
const MIGRATION_LOCK_ID = 7_310_001

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pglite'))
}

/** A directory holds the database on disk; without one it lives in memory (tests load a migrated copy). */
export async function openPglite(directory: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (directory) fs.mkdirSync(directory, { recursive: true })
  const client = directory ? await PGlite.create(directory) : await PGlite.create({ loadDataDir })
  const db = drizzle({ client, schema })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () => pingDatabase(db as unknown as Database),
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  }
}

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 })
  // A dropped idle connection must not crash the process.
  pool.on('error', () => undefined)
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
