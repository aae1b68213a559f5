import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { KNOWN_UPWARD } from './floors.js'

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })
const messages = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages
    .filter((message) => message.ruleId === 'floors/no-upward-import')
    .map((message) => message.message)

describe('the floors lint', () => {
  it('fails an import from a floor above, by alias or relative path, dynamic or re-exported', async () => {
    expect(await messages('app/models/example.server.ts', "import { loader } from '~/routes/public/home'\n")).toEqual([
      expect.stringContaining('models/example.server.ts (floor models) imports ~/routes/public/home from routes'),
    ])
    expect(await messages('app/lib/example.ts', "export { Button } from '../components/ui/button'\n")).toHaveLength(1)
    expect(
      await messages('app/db/example.ts', "export const load = () => import('~/models/inquiry.server')\n"),
    ).toHaveLength(1)
    expect(
      await messages('app/models/example.server.ts', "import type { AppServices } from '~/context.server'\n"),
    ).toEqual([])
  })

  it('lets a floor import its own and the floors below, and leaves tests and packages alone', async () => {
    expect(
      await messages('app/routes/example.tsx', "import { db } from '~/db/client.server'\nimport 'react'\n"),
    ).toEqual([])
    expect(await messages('app/models/example.test.ts', "import { loader } from '~/routes/public/home'\n")).toEqual([])
  })

  it('lists as known only upward imports that are still there: a move made takes its line out', () => {
    for (const entry of KNOWN_UPWARD) {
      const [file, imported] = entry.split(' → ') as [string, string]
      const source = fs.readFileSync(path.join(import.meta.dirname, '..', 'app', file), 'utf8')
      expect(source, entry).toContain(`'~/${imported}'`)
    }
  })
})
