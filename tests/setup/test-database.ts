// Every test file that touches the database gets its own: an in-memory PGlite copy of the migrated template, or a
// fresh PostgreSQL database cloned from the migrated template (TEST_DATABASE chooses, set per Vitest project).
import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { openPglite, openPostgres, type DatabaseHandle } from '~/db/client.server'

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE === 'postgres') return clonePostgres()
  const template = fs.readFileSync(inject('pgliteTemplatePath'))
  return openPglite(undefined, new Blob([template]))
}

/**
 * Two handles on one new database, as two server processes would have: on PostgreSQL two connection pools; the
 * embedded database belongs to one process, so there both are the same handle.
 */
export async function createTestDatabasePair(): Promise<[DatabaseHandle, DatabaseHandle]> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const handle = await createTestDatabase()
    return [handle, { ...handle, close: async () => undefined }]
  }
  const first = await clonePostgres()
  const second = await openPostgres(first.url)
  const closeBoth = async () => {
    await second.close()
    await first.close()
  }
  // Close through the first handle only.
  return [
    { ...first, close: closeBoth },
    { ...second, close: async () => undefined },
  ]
}

async function clonePostgres(): Promise<DatabaseHandle & { url: string }> {
  const url = inject('postgresUrl')
  const name = `test_${randomUUID().replaceAll('-', '')}`
  await adminQuery(url, `create database ${name} template app_template`)
  const handle = await openPostgres(`${url}/${name}`)
  return {
    ...handle,
    url: `${url}/${name}`,
    async close() {
      await handle.close()
      await adminQuery(url, `drop database if exists ${name}`)
    },
  }
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: `${url}/postgres` })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
