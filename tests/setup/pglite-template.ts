// Each test file loads its own in-memory copy of one empty, migrated embedded database: the one a new data
// directory starts from, kept once per checkout (app/db/pglite-template.server.ts; PGlite's initdb takes ~5 s).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedEmptyDatabase } from '../../app/db/client.server'

export default async function setup(project: TestProject) {
  const dump = await migratedEmptyDatabase()
  if (!dump) throw new Error('could not make the empty embedded database the tests start from')
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'))
  const file = path.join(directory, 'template.tar')
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplatePath', file)
  return () => fs.rmSync(directory, { recursive: true, force: true })
}
