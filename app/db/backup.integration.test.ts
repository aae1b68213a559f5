// CONTRACT.md backup and restore: a backup taken while the site writes is consistent, and restoring it into an empty
// database gives back every row it holds, with exact types and working id sequences.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createListing } from '../../tests/setup/factories'
import { createTestDatabase, createTestDatabasePair } from '../../tests/setup/test-database'
import { RestoreRefused, restoreBackup, writeBackup } from './backup.server'
import type { DatabaseHandle } from './client.server'
import { consentLedger, contacts, properties, urlRedirects } from './schema'

let source: DatabaseHandle
let writer: DatabaseHandle
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
const file = path.join(folder, 'site.backup')

beforeAll(async () => {
  ;[source, writer] = await createTestDatabasePair()
  await createListing(source.db, {
    slug: 'sunset-villa',
    features: ['Pool', 'Dock'],
    images: ['properties/1/a.jpg'],
    latitude: 16.31,
    longitude: -86.59,
    publishedAt: new Date('2026-03-04T05:06:07.891Z'),
  })
  await source.db.insert(urlRedirects).values({ sourceUrl: '/old', targetUrl: '/properties' })
  await source.db.insert(consentLedger).values({
    email: 'ana@example.com',
    event: 'granted',
    status: 'active',
    region: 'EU',
    source: 'banner',
    consentTypes: ['newsletter'],
  })
})
afterAll(async () => {
  await source.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

const count = async (database: DatabaseHandle, table: string) =>
  (
    (await database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as {
      rows: { n: number }[]
    }
  ).rows[0]!.n

describe('backup and restore', () => {
  it('restores a backup taken under write load: every row it holds, exact, with sequences that go on', async () => {
    // The site keeps taking inquiries while the backup runs.
    let writing = true
    let written = 0
    const load = (async () => {
      while (writing) {
        await writer.db.insert(contacts).values({ email: `lead-${written}@example.com`, leadSource: 'inquiry' })
        written++
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const before = written
    const tables = await writeBackup(source.db, file, { 'auth-secret': 'kept-secret' })
    writing = false
    await load
    // On PostgreSQL writes go on during the backup; the embedded database runs one statement at a time.
    if (process.env.TEST_DATABASE === 'postgres') expect(written).toBeGreaterThan(before)

    const backedUpContacts = tables.find((table) => table.name === 'contacts')!.rows
    expect(backedUpContacts).toBeGreaterThanOrEqual(before)

    const target = await createTestDatabase()
    try {
      const restored = await restoreBackup(target, file)
      expect(restored.secrets).toEqual({ 'auth-secret': 'kept-secret' })
      for (const table of restored.tables) expect(await count(target, table.name), table.name).toBe(table.rows)
      expect(await count(target, 'contacts')).toBe(backedUpContacts)
      // Every inquiry stored before the backup started is there.
      const emails = new Set((await target.db.select({ email: contacts.email }).from(contacts)).map((row) => row.email))
      for (let index = 0; index < before; index++) expect(emails.has(`lead-${index}@example.com`)).toBe(true)

      const [original] = await source.db.select().from(properties).where(eq(properties.slug, 'sunset-villa'))
      const [copy] = await target.db.select().from(properties).where(eq(properties.slug, 'sunset-villa'))
      expect(copy).toEqual(original)
      // Ids go on after the highest restored one.
      const [next] = await target.db
        .insert(urlRedirects)
        .values({ sourceUrl: '/newer', targetUrl: '/about' })
        .returning({ id: urlRedirects.id })
      const [old] = await target.db.select().from(urlRedirects).where(eq(urlRedirects.sourceUrl, '/old'))
      expect(next!.id).toBeGreaterThan(old!.id)

      // A second restore meets a database with rows: refused, nothing changes.
      await expect(restoreBackup(target, file)).rejects.toThrow(RestoreRefused)
      expect(await count(target, 'contacts')).toBe(backedUpContacts)
    } finally {
      await target.close()
    }
  })

  it('refuses a file that is not a backup of this site, writing nothing', async () => {
    const bogus = path.join(folder, 'bogus.backup')
    fs.writeFileSync(bogus, (await import('node:zlib')).gzipSync('{"hello":"world"}\n'))
    const target = await createTestDatabase()
    try {
      await expect(restoreBackup(target, bogus)).rejects.toThrow('is not a backup of this site')
      expect(await count(target, 'properties')).toBe(0)
    } finally {
      await target.close()
    }
  })
})
