import { describe, expect, it } from 'vitest'
import { QUERY_RETRY_COUNT, queryRetryDelayMs, withQueryRetry } from './query-retry'

const ORIGIN = 'https://www.example.test'

/** A fetch that answers from `outcomes` in turn (an Error is thrown), and the waits asked for. */
function scripted(...outcomes: (number | Error)[]) {
  const calls: string[] = []
  const waits: number[] = []
  const fetchImpl = (async (input: RequestInfo | URL) => {
    calls.push(String(input))
    const outcome = outcomes.shift() ?? 200
    if (outcome instanceof Error) throw outcome
    return new Response('{}', { status: outcome })
  }) as typeof fetch
  const retrying = withQueryRetry(fetchImpl, ORIGIN, async (ms) => void waits.push(ms))
  return { retrying, calls, waits }
}

const offline = () => new TypeError('Failed to fetch')

describe('the query retry (SPEC §9: 3)', () => {
  it('asks a page’s data again after a network failure, 1 s, 2 s and 4 s apart', async () => {
    const { retrying, calls, waits } = scripted(offline(), offline(), offline(), 200)
    const response = await retrying(new URL('/properties.data?page=2', ORIGIN), {
      signal: new AbortController().signal,
    })
    expect(response.status).toBe(200)
    expect(calls).toHaveLength(4)
    expect(waits).toEqual([1000, 2000, 4000])
  })

  it('gives up after 3 retries with the last failure', async () => {
    const { retrying, calls } = scripted(offline(), offline(), offline(), offline(), 200)
    await expect(retrying('/api/favourites')).rejects.toThrow('Failed to fetch')
    expect(calls).toHaveLength(1 + QUERY_RETRY_COUNT)
  })

  it('asks again when a proxy found no server, and hands on the last answer', async () => {
    const { retrying, calls } = scripted(503, 502, 504, 503)
    expect((await retrying(`${ORIGIN}/my-account.data`)).status).toBe(503)
    expect(calls).toHaveLength(4)
  })

  it('leaves answers of the app alone, errors included', async () => {
    for (const status of [200, 404, 500]) {
      const { retrying, calls } = scripted(status)
      expect((await retrying('/properties.data')).status).toBe(status)
      expect(calls).toHaveLength(1)
    }
  })

  it('never repeats a POST, a request elsewhere, or a page or asset', async () => {
    for (const [input, init] of [
      ['/properties.data', { method: 'POST' }],
      [new Request(`${ORIGIN}/api/events`, { method: 'POST', body: '{}' }), undefined],
      ['https://tiles.example.org/1/2/3.data', undefined],
      ['/assets/properties-abc.js', undefined],
    ] as const) {
      const { retrying, calls } = scripted(offline(), 200)
      await expect(retrying(input, init)).rejects.toThrow('Failed to fetch')
      expect(calls).toHaveLength(1)
    }
  })

  it('stops when the request is aborted (the visitor moved on)', async () => {
    const controller = new AbortController()
    const { retrying, calls } = scripted(offline(), 200)
    controller.abort()
    await expect(retrying('/properties.data', { signal: controller.signal })).rejects.toThrow('Failed to fetch')
    expect(calls).toHaveLength(1)
  })

  it('stops waiting for the next retry once the request is aborted', async () => {
    const controller = new AbortController()
    const retrying = withQueryRetry((async () => Promise.reject(offline())) as typeof fetch, ORIGIN)
    const started = Date.now()
    setTimeout(() => controller.abort(new DOMException('moved on', 'AbortError')), 50)
    await expect(retrying('/properties.data', { signal: controller.signal })).rejects.toThrow('moved on')
    expect(Date.now() - started).toBeLessThan(900)
  })

  it('waits longer before each retry, never more than 30 s', () => {
    expect([1, 2, 3, 4, 10].map(queryRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 30_000])
  })
})
