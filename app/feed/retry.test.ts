import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchWithRetry, retryAfterMs } from './retry.server'

let answers: { status: number; headers?: Record<string, string> }[] = []
let origin = ''
const server = http.createServer((_request, response) => {
  const answer = answers.shift() ?? { status: 200 }
  response.writeHead(answer.status, answer.headers).end('ok')
})
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
beforeAll(() => {
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('fetch with retries', () => {
  it('waits as Retry-After says on a 429 and backs off on 5xx, within the cap', async () => {
    answers = [{ status: 429, headers: { 'Retry-After': '3' } }, { status: 503 }, { status: 500 }]
    const delays: number[] = []
    const response = await fetchWithRetry(origin, {}, { sleep: async (ms) => void delays.push(ms), baseDelayMs: 100 })
    expect(response.status).toBe(200)
    expect(delays).toEqual([3000, 200, 400])
  })

  it('gives up after the attempts and returns the last answer; 4xx is not retried', async () => {
    answers = [{ status: 500 }, { status: 500 }, { status: 502 }]
    const sleep = async () => undefined
    expect((await fetchWithRetry(origin, {}, { sleep, attempts: 3 })).status).toBe(502)
    answers = [{ status: 404 }]
    expect((await fetchWithRetry(origin, {}, { sleep })).status).toBe(404)
  })

  it('retries a network error, then throws it', async () => {
    const delays: number[] = []
    await expect(
      fetchWithRetry('http://127.0.0.1:1/', {}, { sleep: async (ms) => void delays.push(ms), attempts: 2 }),
    ).rejects.toThrow()
    expect(delays).toHaveLength(1)
  })

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('5')).toBe(5000)
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000)
    expect(retryAfterMs(null)).toBeNull()
  })
})
describe('requests to outside servers', () => {
  it('accept gzip and deflate, never brotli, whatever the caller set', async () => {
    const seen: (string | null)[] = []
    const fetchStub = async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('accept-encoding'))
      return new Response('ok')
    }
    await fetchWithRetry('http://mls.example/odata', { headers: { 'accept-encoding': 'br' } }, { fetch: fetchStub })
    await fetchWithRetry('http://mls.example/photo.jpg', {}, { fetch: fetchStub })
    expect(seen).toEqual(['gzip, deflate', 'gzip, deflate'])
  })
})
