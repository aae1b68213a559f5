// A render thread reads the embedded database through the main thread (app/db/remote-pglite.server.ts): the same
// queries must give the same values as on the database's own handle, across the structured clone of a thread's
// messages. PostgreSQL needs none of this: each render thread has its own pool.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/setup/test-database'
import type { DatabaseHandle, RemoteQuery } from './client.server'
import { openRemotePglite } from './remote-pglite.server'
import { agents, areas } from './schema'

describe.skipIf(process.env.TEST_DATABASE === 'postgres')('the embedded database from a render thread', () => {
  let owner: DatabaseHandle
  let remote: DatabaseHandle
  const sent: RemoteQuery[] = []

  beforeAll(async () => {
    owner = await createTestDatabase()
    // what crossing to another thread and back does to a query and its answer
    remote = openRemotePglite(async (query) => {
      sent.push(query)
      try {
        return structuredClone(await owner.answerRemote!(structuredClone(query)))
      } catch (error) {
        const { message, code } = error as { message: string; code?: string }
        throw Object.assign(new Error(message), structuredClone({ code }))
      }
    })
    await owner.db.insert(areas).values([
      {
        slug: 'west-bay',
        name: 'West Bay',
        latitude: 16.27,
        beachPoints: [{ name: 'West Bay Beach', lat: 16.27, lng: -86.6 }],
      },
      { slug: 'west-end', name: 'West End', sortOrder: 2 },
    ])
    await owner.db.insert(agents).values({ slug: 'ana', name: 'Ana', languages: ['en', 'es'], active: true })
  })
  afterAll(() => owner.close())

  it('gives what the database handle gives: rows, dates as the driver maps them, JSON, numbers', async () => {
    const query = () => owner.db.select().from(areas).orderBy(areas.slug)
    const fromRemote = await remote.db.select().from(areas).orderBy(areas.slug)
    expect(fromRemote).toEqual(await query())
    expect(fromRemote[0]!.createdAt).toBeInstanceOf(Date)
    expect(fromRemote[0]!.beachPoints).toEqual([{ name: 'West Bay Beach', lat: 16.27, lng: -86.6 }])
    expect(sent.at(-1)?.rowMode).toBe('array')
  })

  it('answers relational queries, partial selects and raw SQL the same way', async () => {
    expect(await remote.db.query.agents.findFirst({ where: eq(agents.slug, 'ana') })).toEqual(
      await owner.db.query.agents.findFirst({ where: eq(agents.slug, 'ana') }),
    )
    expect(await remote.db.select({ name: areas.name }).from(areas).where(eq(areas.sortOrder, 2))).toEqual([
      { name: 'West End' },
    ])
    const raw = sql`select count(*)::int as n, max(created_at) as latest from areas`
    const { rows } = (await owner.db.execute(raw)) as unknown as { rows: unknown[] }
    expect(rows).toHaveLength(1)
    expect(await remote.db.execute(raw)).toMatchObject({ rows })
    expect(await remote.ping()).toBe(true)
  })

  it('passes a database error on with its code, and refuses a transaction rather than half-running one', async () => {
    await expect(remote.db.insert(areas).values({ slug: 'west-bay', name: 'Again' })).rejects.toMatchObject({
      cause: { code: '23505' },
    })
    await expect(
      remote.db.transaction(async (tx) => {
        await tx.insert(areas).values({ slug: 'sandy-bay', name: 'Sandy Bay' })
      }),
    ).rejects.toThrow('a render thread cannot open a transaction')
    expect(await owner.db.select().from(areas).where(eq(areas.slug, 'sandy-bay'))).toEqual([])
  })
})
