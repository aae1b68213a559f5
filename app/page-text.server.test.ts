// app/page-text.server.ts (issue 41, decision 032): pages are rendered with React's text-writing build
// (react-dom/server.bun) into PageText, which encodes the text once a flush. The bytes must be exactly those React's
// Node build sends with its own writer, in a few large writes; and the render leaves Node's async hooks off (the
// Node build runs its work in an AsyncLocalStorage, the text build does not).
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

describe('pages written as text', () => {
  it('are the same bytes as React’s Node build writes, in a few large writes', () => {
    const check = fileURLToPath(new URL('./page-text.check.tsx', import.meta.url))
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
    // one write for the shell and one for the part that came later (React's own writer: one per 4 KB)
    expect(result.writes).toBeLessThan(result.length / 8_000)
    // no AsyncLocalStorage (null: a Node whose internals do not tell)
    expect(result.hooksAfterRender).not.toBe(true)
  })
})
