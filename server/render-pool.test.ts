// The render threads' pool (server/render-pool.ts) with a stand-in bundle: dispatch, the database questions a thread
// asks, content changes reaching a thread before its next render, and a thread that fails or stops.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppConfig } from '~/config.server'
import type { DatabaseHandle, RemoteQuery } from '~/db/client.server'
import { createLogger } from '~/logger.server'
import { RenderPool } from './render-pool'

const BUNDLE = new URL('./fixtures/fake-render-bundle.mjs', import.meta.url).href
const pools: RenderPool[] = []
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close()
})

function start(size: number, answerRemote?: (query: RemoteQuery) => Promise<unknown>) {
  const database = { kind: 'pglite', answerRemote } as unknown as DatabaseHandle
  const pool = new RenderPool({
    size,
    bundleUrl: BUNDLE,
    config: { logLevel: 'silent' } as AppConfig,
    database,
    logger: createLogger('silent'),
  })
  pools.push(pool)
  return pool
}

async function ready(pool: RenderPool, count = pool.stats().threads) {
  await vi.waitFor(() => expect(pool.stats().ready).toBe(count), { timeout: 10_000 })
}

async function render(pool: RenderPool, path: string) {
  const rendering = pool.render(`http://localhost${path}`, [['accept', 'text/html']], '203.0.113.9')
  if (!rendering) throw new Error('no render thread was ready')
  const page = await rendering
  return { ...page, json: JSON.parse(page.body.toString()) as Record<string, unknown> }
}

describe('render threads', () => {
  it('leave the render to the caller until a thread is ready, then render there with every header kept', async () => {
    const pool = start(2)
    expect(pool.render('http://localhost/', [], '203.0.113.9')).toBeNull()
    await ready(pool)
    const page = await render(pool, '/properties')
    expect(page.status).toBe(200)
    expect(page.json).toEqual({ clears: 0, clientIp: '203.0.113.9' })
    expect(page.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(pool.stats()).toEqual({ threads: 2, ready: 2, onThreads: 1 })
  })

  it('hear of a content change before any render asked for after it, on every thread', async () => {
    const pool = start(2)
    await ready(pool)
    pool.clear()
    const pages = await Promise.all([render(pool, '/a'), render(pool, '/b')])
    expect(pages.map((page) => page.json.clears)).toEqual([1, 1])
  })

  it('ask the main thread their database questions, and get its errors back', async () => {
    const asked: RemoteQuery[] = []
    let fail = false
    const pool = start(1, async (query) => {
      asked.push(query)
      if (fail) throw Object.assign(new Error('duplicate key'), { code: '23505' })
      return { rows: [[7]] }
    })
    await ready(pool)
    expect((await render(pool, '/query')).json).toEqual({ result: { rows: [[7]] } })
    expect(asked).toEqual([{ sql: 'select $1', params: [7], rowMode: 'array' }])
    fail = true
    expect((await render(pool, '/query')).json).toEqual({ error: { message: 'duplicate key', code: '23505' } })
  })

  it('pass a failed page on as an error, and start a thread again after it stops', async () => {
    const pool = start(1)
    await ready(pool)
    await expect(render(pool, '/fail')).rejects.toThrow('the page failed')
    await expect(render(pool, '/exit')).rejects.toThrow('render thread exited (3)')
    expect(pool.stats().ready).toBe(0)
    await ready(pool, 1)
    expect((await render(pool, '/after')).status).toBe(200)
  })
})
