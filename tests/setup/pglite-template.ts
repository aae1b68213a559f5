// Migrates one embedded database per run; each test file then loads its own in-memory copy (PGlite's first
// open runs initdb, ~4 s).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_DIR } from '../../app/db/client.server'

export default async function setup(project: TestProject) {
  const client = await PGlite.create()
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR })
  const dump = await client.dumpDataDir('none')
  await client.close()
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'))
  const file = path.join(directory, 'template.tar')
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplatePath', file)
  return () => fs.rmSync(directory, { recursive: true, force: true })
}
