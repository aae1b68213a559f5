import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from './client.server'
import { emptyDatabaseTemplate, templateFile } from './pglite-template.server'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-test-'))
const made: string[] = []
afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true })
  for (const file of made) fs.rmSync(file, { force: true })
})

describe('the kept empty database', () => {
  it('is made once for a set of migrations, and again when one changes', async () => {
    const migrations = path.join(folder, 'migrations')
    fs.mkdirSync(path.join(migrations, 'meta'), { recursive: true })
    fs.writeFileSync(path.join(migrations, '0000_first.sql'), 'create table a (x int);')
    fs.writeFileSync(path.join(migrations, 'meta', '_journal.json'), '{}')
    let builds = 0
    const build = async () => new Blob([`tarball ${++builds}`])
    made.push(templateFile(migrations)!)
    expect(await (await emptyDatabaseTemplate(migrations, build))!.text()).toBe('tarball 1')
    expect(await (await emptyDatabaseTemplate(migrations, build))!.text()).toBe('tarball 1')
    fs.writeFileSync(path.join(migrations, '0001_second.sql'), 'create table b (y int);')
    made.push(templateFile(migrations)!)
    expect(await (await emptyDatabaseTemplate(migrations, build))!.text()).toBe('tarball 2')
    expect(builds).toBe(2)
  })

  it('removes copies a day old when it makes a new one, and leaves younger ones', async () => {
    const migrations = path.join(folder, 'cleaning')
    fs.mkdirSync(migrations)
    fs.writeFileSync(path.join(migrations, '0000.sql'), `select ${Date.now()};`)
    const current = templateFile(migrations)!
    made.push(current)
    const old = path.join(path.dirname(current), `old-${Date.now()}.tar`)
    const young = path.join(path.dirname(current), `young-${Date.now()}.tar`)
    made.push(old, young)
    fs.mkdirSync(path.dirname(current), { recursive: true })
    for (const file of [old, young]) fs.writeFileSync(file, 'tarball')
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo)
    await emptyDatabaseTemplate(migrations, async () => new Blob(['tarball']))
    expect([fs.existsSync(current), fs.existsSync(old), fs.existsSync(young)]).toEqual([true, false, true])
  })

  it('is passed by when it cannot be made', async () => {
    const migrations = path.join(folder, 'failing')
    fs.mkdirSync(migrations)
    fs.writeFileSync(path.join(migrations, '0000.sql'), `select ${Date.now()};`)
    const result = await emptyDatabaseTemplate(migrations, () => Promise.reject(new Error('no PGlite today')))
    expect(result).toBeUndefined()
  })

  it('gives a new data directory every migration, and the directory opens again as it was left', async () => {
    const directory = path.join(folder, 'data')
    const first = await openPglite(directory)
    // the tables are there before any migration runs here
    await first.db.execute(sql`insert into areas (slug, name) values ('reef-point', 'Reef Point')`)
    await first.migrate()
    await first.close()
    const again = await openPglite(directory)
    const { rows } = (await again.db.execute(sql`select name from areas`)) as unknown as { rows: { name: string }[] }
    expect(rows).toEqual([{ name: 'Reef Point' }])
    await again.close()
  }, 60_000)
})
