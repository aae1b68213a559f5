import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { floorsPlugin } from './floors.js'

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })
const messages = async (file: string, code: string, rule = 'floors/no-upward-import') =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages
    .filter((message) => message.ruleId === rule)
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

  it('fails a type-only import from a floor above too', async () => {
    expect(
      await messages(
        'app/components/example.tsx',
        "import type { SaveSearchAnswer } from '~/http/save-search-action.server'\n",
      ),
    ).toHaveLength(1)
  })

  it('keeps server modules out of lib/, tests aside', async () => {
    const rule = 'floors/lib-without-server'
    expect(await messages('app/lib/example.server.ts', 'export const a = 1\n', rule)).toEqual([
      expect.stringContaining('lib/example.server.ts is server code in lib/'),
    ])
    expect(await messages('app/lib/example.ts', 'export const a = 1\n', rule)).toEqual([])
    expect(await messages('app/lib/example.server.test.ts', 'export const a = 1\n', rule)).toEqual([])
    expect(await messages('app/http/example.server.ts', 'export const a = 1\n', rule)).toEqual([])
  })
})

describe('the import cycle lint', () => {
  // A folder of its own: a cycle a → b → c → a (b's import of c type-only, c's a re-export), a chain x → y → z, and
  // a test that imports a.
  let root: string
  let cycles: ESLint
  const files: Record<string, string> = {
    'a.ts': "import { b } from './b'\nexport const a = () => b\n",
    'b.ts': "import type { C } from './c'\nexport const b: C = 1\n",
    'c.ts': "export { a } from '~/a'\nexport type C = number\n",
    'x.ts': "import { y } from './y'\nexport const x = y\n",
    'y.ts': "import { z } from './deeper/z'\nexport const y = z\n",
    'deeper/z.ts': 'export const z = 1\n',
    'a.test.ts': "import { a } from './a'\nexport const t = a\n",
  }
  const report = async (file: string, code = files[file]!) =>
    (await cycles.lintText(code, { filePath: path.join(root, file) }))[0]!.messages.map((message) => message.message)

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'floors-cycles-'))
    for (const [file, code] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), code)
    }
    cycles = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { floors: floorsPlugin },
          rules: { 'floors/no-import-cycle': ['error', { root }] },
        },
      ],
    })
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('fails each import of a cycle, type-only imports and re-exports included, and names the way round', async () => {
    expect(await report('a.ts')).toEqual([
      'a.ts imports ./b, which imports it back: a.ts → b.ts → c.ts → a.ts. ' + MOVE,
    ])
    expect(await report('b.ts')).toEqual([
      'b.ts imports ./c, which imports it back: b.ts → c.ts → a.ts → b.ts. ' + MOVE,
    ])
    expect(await report('c.ts')).toEqual([
      'c.ts imports ~/a, which imports it back: c.ts → a.ts → b.ts → c.ts. ' + MOVE,
    ])
  })

  it('fails an import() that closes a cycle, and a module that imports itself', async () => {
    expect(await report('deeper/z.ts', "export const z = 1\nexport const load = () => import('../x')\n")).toEqual([
      expect.stringContaining('deeper/z.ts → x.ts → y.ts → deeper/z.ts'),
    ])
    expect(await report('x.ts', "import { x as again } from './x'\nexport const x = again\n")).toEqual([
      expect.stringContaining('x.ts → x.ts'),
    ])
  })

  it('passes a chain without a way back, and leaves tests alone', async () => {
    expect(await report('x.ts')).toEqual([])
    expect(await report('y.ts')).toEqual([])
    expect(await report('deeper/z.ts')).toEqual([])
    expect(await report('a.test.ts')).toEqual([])
  })
})

const MOVE =
  'Move what both need into a module of its own, or to the one lower down (README, "How the code is laid out").'
