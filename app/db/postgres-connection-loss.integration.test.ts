// A PostgreSQL connection that drops while the app holds it (a transaction between two statements, a server
// restart) fails that work only: it must not crash the process (CI saw one in the PostgreSQL restart test).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { createTestDatabase } from '../../tests/setup/test-database'

type Rows<T> = { rows: T[] }

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('a dropped connection', () => {
  it('fails the transaction that held it, and the next query gets a working connection', async () => {
    const { db } = database
    const held = db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as Rows<{ pid: number }>
      // from another connection of the pool, while this one sits between two statements
      await db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`)
      await new Promise((resolve) => setTimeout(resolve, 300))
      await tx.execute(sql`select 1`)
    })
    await expect(held).rejects.toThrow()
    const { rows } = (await db.execute(sql`select 1 as ok`)) as unknown as Rows<{ ok: number }>
    expect(rows[0]!.ok).toBe(1)
  })
})
