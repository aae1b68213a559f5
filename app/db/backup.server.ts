// `npm run cli -- backup FILE` and `restore FILE` (CONTRACT.md; docs/decisions/018-backup-and-restore.md).
// A backup is gzip-compressed JSON lines: a header, then each table of the public schema with its rows as PostgreSQL
// writes them with to_jsonb. It is read in one REPEATABLE READ transaction, so it is consistent while the site keeps
// writing; PostgreSQL reads the rows back with jsonb_populate_recordset, so every type comes back exactly. The same
// file restores into the embedded database or a PostgreSQL server. Stored files are not in it: they are in
// STORAGE_DIR or the S3 bucket, which the command's answer names.
import fs from 'node:fs'
import readline from 'node:readline'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from './client.server'

export const BACKUP_FORMAT = 'roatan-realty-backup'
const BACKUP_VERSION = 1
const BATCH = 1000

interface Header {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  tables: { name: string; rows: number }[]
  /**
   * Secrets the site generated in DATA_DIR (not those set in the environment): sessions, signed e-mail links and the
   * feed's stored client secret depend on them, so a restore puts them back.
   */
  secrets: Record<string, string>
}

type Line = Header | { table: string } | { row: Record<string, unknown> }

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/** The tables of the public schema, each after the tables it refers to (so a restore meets no missing parent). */
async function tablesInOrder(db: Database): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name)
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  )
  const unquote = (name: string) => name.replace(/^"|"$/g, '')
  const ordered: string[] = []
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return
    path.add(table)
    for (const { child, parent } of references) {
      if (unquote(child) === table && unquote(parent) !== table) visit(unquote(parent), path)
    }
    ordered.push(table)
  }
  for (const table of tables) visit(table, new Set())
  return ordered
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`)

/** Writes a consistent backup of every table to `file`; returns what it holds. */
export async function writeBackup(
  db: Database,
  file: string,
  secrets: Record<string, string> = {},
): Promise<Header['tables']> {
  const partial = `${file}.partial`
  const summary = await db.transaction(
    async (tx) => {
      const inner = tx as unknown as Database
      const tables = await tablesInOrder(inner)
      const counts: Header['tables'] = []
      for (const name of tables) {
        const [row] = await rowsOf<{ count: number }>(inner, sql`select count(*)::int as count from ${ident(name)}`)
        counts.push({ name, rows: row!.count })
      }
      const header: Header = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        tables: counts,
        secrets,
      }
      async function* lines(): AsyncGenerator<string> {
        yield `${JSON.stringify(header)}\n`
        for (const name of tables) {
          yield `${JSON.stringify({ table: name })}\n`
          // Pages by physical position: cheap on any table, and the snapshot keeps it stable.
          let last = '(0,0)'
          for (;;) {
            const batch = await rowsOf<{ position: string; row: Record<string, unknown> }>(
              inner,
              sql`select ctid::text as position, to_jsonb(t) as row from ${ident(name)} t
                  where ctid > ${last}::tid order by ctid limit ${BATCH}`,
            )
            for (const { row } of batch) yield `${JSON.stringify({ row })}\n`
            if (batch.length < BATCH) break
            last = batch[batch.length - 1]!.position
          }
        }
      }
      await pipeline(Readable.from(lines()), zlib.createGzip(), fs.createWriteStream(partial))
      return counts
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  fs.renameSync(partial, file) // never a half-written backup under the name asked for
  return summary
}

export class RestoreRefused extends Error {}

/** Tables a new database already has rows in, from the migrations (defaults staff may change). */
const SEEDED_BY_MIGRATIONS = new Set(['closing_cost_items', 'purchase_templates'])

/**
 * Restores `file` into `database`, which must be empty (migrations are run first). Returns the rows per table and
 * the generated secrets the backup carried, for the caller to put back in DATA_DIR.
 */
export async function restoreBackup(
  database: DatabaseHandle,
  file: string,
): Promise<{ tables: Header['tables']; secrets: Record<string, string> }> {
  if (!fs.existsSync(file)) throw new RestoreRefused(`There is no file ${file}.`)
  await database.migrate()
  const { db } = database
  for (const name of await tablesInOrder(db)) {
    if (SEEDED_BY_MIGRATIONS.has(name)) continue
    const [row] = await rowsOf<{ any: boolean }>(db, sql`select exists (select 1 from ${ident(name)}) as any`)
    if (row!.any)
      throw new RestoreRefused(`The database is not empty (table ${name} has rows): restore needs an empty one.`)
  }
  let header: Header | null = null
  const tables = await tablesInOrder(db)
  return db.transaction(async (tx) => {
    const inner = tx as unknown as Database
    // Rows come back exactly as they were: the tables' own triggers (listing events, role versions, first lead
    // sources, content notifications) would add or change rows while loading them.
    for (const name of tables) await inner.execute(sql`alter table ${ident(name)} disable trigger user`)
    // The backup carries its own rows for what migrations fill in on a new database.
    for (const name of SEEDED_BY_MIGRATIONS) await inner.execute(sql`delete from ${ident(name)}`)
    // Opened right before it is read: lines a reader emits before the loop below listens would be lost.
    const input = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()) })
    let table: string | null = null
    let columns: ReturnType<typeof sql.raw> | null = null
    let pending: Record<string, unknown>[] = []
    const flush = async () => {
      if (!table || pending.length === 0) return
      await inner.execute(
        sql`insert into ${ident(table)} (${columns}) select ${columns}
            from jsonb_populate_recordset(null::${ident(table)}, ${JSON.stringify(pending)}::jsonb)`,
      )
      pending = []
    }
    for await (const text of input) {
      if (!text) continue
      const line = JSON.parse(text) as Line
      if (!header) {
        if (!('format' in line) || line.format !== BACKUP_FORMAT || line.version !== BACKUP_VERSION) {
          throw new RestoreRefused(`${file} is not a backup of this site.`)
        }
        header = line
      } else if ('table' in line) {
        await flush()
        table = line.table
        // Generated columns (the search words) are computed again.
        const names = await rowsOf<{ name: string }>(
          inner,
          sql`select attname as name from pg_attribute where attrelid = ${`"${table}"`}::regclass
              and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        )
        columns = sql.raw(names.map((column) => `"${column.name.replaceAll('"', '""')}"`).join(', '))
      } else if ('row' in line) {
        pending.push(line.row)
        if (pending.length >= BATCH) await flush()
      }
    }
    await flush()
    for (const name of tables) await inner.execute(sql`alter table ${ident(name)} enable trigger user`)
    if (!header) throw new RestoreRefused(`${file} is empty.`)
    // Serial ids go on from the highest restored one.
    const serials = await rowsOf<{ table: string; column: string }>(
      inner,
      sql`select table_name as table, column_name as column from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval(%'`,
    )
    for (const { table: name, column } of serials) {
      await inner.execute(
        sql`select setval(pg_get_serial_sequence(${`"${name}"`}, ${column}), coalesce(max(${ident(column)}), 0) + 1, false)
            from ${ident(name)}`,
      )
    }
    return { tables: header.tables, secrets: header.secrets ?? {} }
  })
}
