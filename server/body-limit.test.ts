// The request body limit in front of everything (issue 39): a real HTTP server, the limit in its listener, and
// behind it a handler that reads the body as React Router's actions do.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createReadableStreamFromReadable } from '@react-router/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { streamedPost } from '../tests/support/streamed-post'
import { BODY_LIMIT_BYTES, bodyLimitFor, createBodyLimit } from './body-limit'

const MB = 1024 * 1024
let server: Server
let origin: URL
/** What the handler behind the limit read, per request path. */
const read = new Map<string, number | 'failed'>()

beforeAll(async () => {
  const refuse = createBodyLimit({ 'x-content-type-options': 'nosniff' })
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (refuse(req, res)) return
    const body = new Request('http://x/', {
      method: 'POST',
      body: createReadableStreamFromReadable(req),
      duplex: 'half',
    } as RequestInit)
    body.arrayBuffer().then(
      (bytes) => {
        read.set(req.url!, bytes.byteLength)
        res.end(`read ${bytes.byteLength}`)
      },
      () => read.set(req.url!, 'failed'),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const post = (path: string, total: number, options?: { chunked?: boolean }) =>
  streamedPost(new URL(path, origin), total, options)

describe('the request body limit', () => {
  it('refuses a declared body over 1 MB at once, before anything reads it', async () => {
    const answer = await post('/login.data', 2 * MB)
    expect(answer.status).toBe(413)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.text).toMatch(/too large/)
    expect(answer.ms).toBeLessThan(2000)
    expect(read.has('/login.data')).toBe(false)
  })

  it('refuses a chunked body as it passes 1 MB and stops reading it', async () => {
    const total = 256 * MB // never allocated: the same 64 kB piece is written again and again
    const answer = await post('/chunked', total, { chunked: true })
    expect(answer.status).toBe(413)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.ms).toBeLessThan(5000)
    // The client stopped long before the end: the server read the first megabyte and closed the connection.
    expect(answer.sent).toBeLessThan(total / 4)
    // Its reader learns the body was cut once the connection has gone: never a part taken for the whole.
    await expect.poll(() => read.get('/chunked'), { timeout: 5000 }).toBe('failed')
  })

  it('passes bodies within the limit whole, chunked or not', async () => {
    expect(await post('/small', BODY_LIMIT_BYTES)).toMatchObject({ status: 200, text: `read ${BODY_LIMIT_BYTES}` })
    const chunked = await post('/small-chunked', 300 * 1024, { chunked: true })
    expect(chunked).toMatchObject({ status: 200, text: `read ${300 * 1024}` })
  })

  it('lets the upload screens take files of several megabytes, up to their own limit', async () => {
    expect(await post('/admin/import', 5 * MB)).toMatchObject({ status: 200, text: `read ${5 * MB}` })
    expect(await post('/admin/properties/edit/7.data', 5 * MB, { chunked: true })).toMatchObject({ status: 200 })
    expect((await post('/admin/redirects', 3 * MB)).status).toBe(413)
  })

  it('gives each upload screen its own ceiling and every other address the general one', () => {
    for (const path of [
      '/admin/properties/edit/3',
      '/admin/properties/edit/3.data',
      '/admin/blog/new',
      '/admin/blog/edit/12.data?x=1',
      '/admin/team',
      '/admin/import.data',
      '/admin/redirects',
    ])
      expect(bodyLimitFor(path), path).toBeGreaterThan(BODY_LIMIT_BYTES)
    for (const path of ['/login.data', '/admin/properties', '/admin/import/x', '/es/admin/team', '/api/auth/sign-in'])
      expect(bodyLimitFor(path), path).toBe(BODY_LIMIT_BYTES)
  })
})
