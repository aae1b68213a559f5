// patches/react-dom+19.3.1.patch (docs/decisions/032-react-dom-patch.md): React's Node stream renderer gathers text and
// encodes it once per 16 KB. The bytes must stay exactly those React's own writer sends: they are compared with the
// edge build's stream, which shares the renderer but writes bytes its own way (unpatched). It also renders outside an
// AsyncLocalStorage, so a render leaves Node's async hooks off.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const patchedPath = path.join(
  path.dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-server.node.production.js',
)

describe('the React DOM patch', () => {
  it('is applied to the build Node loads', () => {
    expect(fs.readFileSync(patchedPath, 'utf8')).toContain('pendingText')
  })

  it('writes the same bytes as React’s own writer, in a few large writes', () => {
    const check = fileURLToPath(new URL('./react-dom-patch.check.tsx', import.meta.url))
    const output = execFileSync(process.execPath, ['--expose-internals', '--import', 'tsx', check], {
      env: { ...process.env, NODE_ENV: 'production' },
    })
    const result = JSON.parse(output.toString()) as {
      length: number
      writes: number
      same: boolean
      streamedLater: boolean
      hooksAfterRender: boolean | null
    }
    expect(result.length).toBeGreaterThan(40_000)
    expect(result.streamedLater).toBe(true)
    expect(result.same).toBe(true)
    // about 16 KB a write (React's own writer: 4 KB), the part that came later in writes of its own
    expect(result.writes).toBeLessThan(result.length / 8_000)
    // no AsyncLocalStorage: its first use would turn on Node's async hooks, a cost on every promise after it (null: a
    // Node whose internals do not tell; Node 20, which CI runs, does)
    expect(result.hooksAfterRender).not.toBe(true)
  })
})
