import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type EventBatch, EventQueue, FLUSH_INTERVAL_MS } from './event-queue'

const consented = {
  sessionId: '5f0c1e7e-56a4-4d3b-9b55-1f7a4e0f1c01',
  visitorId: '0d8e2c1b-3a4f-4e5d-8c6b-7a9f0e1d2c3b',
}
const view = (path: string) => ({ type: 'page_view' as const, path })

let sent: { batch: EventBatch; beacon: boolean; at: number }[]
let queue: EventQueue

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
  sent = []
  queue = new EventQueue((batch, { beacon }) => sent.push({ batch, beacon, at: Date.now() }))
})
afterEach(() => vi.useRealTimers())

describe('batching events in the browser', () => {
  it('sends what waits after a few seconds, in one request', () => {
    queue.push(view('/'), consented)
    queue.push(view('/properties'), consented)
    expect(sent).toHaveLength(0)
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS)
    expect(sent).toEqual([
      { batch: { ...consented, events: [view('/'), view('/properties')] }, beacon: false, at: FLUSH_INTERVAL_MS },
    ])
    expect(queue.size).toBe(0)
  })

  it('sends at once when a second’s worth (10) waits, and never more than 10 events in a second (SPEC §9)', () => {
    for (let index = 0; index < 25; index++) queue.push(view(`/p/${index}`), consented)
    vi.advanceTimersByTime(0)
    expect(sent.map((entry) => [entry.at, entry.batch.events.length])).toEqual([[0, 10]])
    vi.advanceTimersByTime(999)
    expect(sent).toHaveLength(1)
    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(1000)
    expect(sent.map((entry) => [entry.at, entry.batch.events.length])).toEqual([
      [0, 10],
      [1000, 10],
      [2000, 5],
    ])
    expect(sent.flatMap((entry) => entry.batch.events.map((event) => event.path))).toEqual(
      Array.from({ length: 25 }, (_, index) => `/p/${index}`),
    )
  })

  it('keeps anonymous events apart from consented ones: they carry no ids', () => {
    queue.push(view('/'), null)
    queue.push(view('/about'), consented)
    queue.push(view('/faq'), null)
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS)
    expect(sent.map((entry) => entry.batch)).toEqual([
      { events: [view('/')] },
      { ...consented, events: [view('/about')] },
      { events: [view('/faq')] },
    ])
  })

  it('sends everything by beacon when the page goes away, 50 events at most a request', () => {
    for (let index = 0; index < 60; index++) queue.push(view(`/p/${index}`), consented)
    vi.advanceTimersByTime(0)
    queue.flushAll()
    expect(sent.map((entry) => [entry.beacon, entry.batch.events.length])).toEqual([
      [false, 10],
      [true, 50],
    ])
    vi.advanceTimersByTime(10_000)
    expect(sent).toHaveLength(2)
  })
})
