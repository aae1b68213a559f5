import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pacedSender } from './paced-sender'

describe('pacedSender', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends at most the limit in any second, in order, and loses nothing', () => {
    const sent: { item: number; at: number }[] = []
    const sender = pacedSender((item: number) => sent.push({ item, at: Date.now() }), 10)
    const start = Date.now()
    for (let item = 0; item < 35; item++) sender.push(item)
    expect(sent).toHaveLength(10)
    expect(sender.waiting).toBe(25)
    vi.advanceTimersByTime(3000)
    expect(sent.map((entry) => entry.item)).toEqual([...Array(35).keys()])
    for (const entry of sent) {
      const window = sent.filter((other) => other.at > entry.at - 1000 && other.at <= entry.at)
      expect(window.length).toBeLessThanOrEqual(10)
    }
    expect(sent.at(-1)!.at - start).toBe(3000)
  })

  it('sends at once when under the limit, and nothing after stop', () => {
    const sent: string[] = []
    const sender = pacedSender((item: string) => sent.push(item), 10)
    sender.push('a')
    expect(sent).toEqual(['a'])
    for (let index = 0; index < 15; index++) sender.push(String(index))
    sender.stop()
    vi.advanceTimersByTime(5000)
    expect(sent).toHaveLength(10)
  })
})
