import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserList } from './browser-list'

const isSlug = (value: unknown): value is string => typeof value === 'string'

function withStorage(value: string | null) {
  vi.stubGlobal('localStorage', { getItem: () => value, setItem() {}, removeItem() {} })
}

describe('browserList', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads an empty or missing list as the server snapshot itself, so hydration renders once', () => {
    for (const stored of [null, '[]', '[1, 2]', 'not json']) {
      withStorage(stored)
      const list = browserList('compare', 4, isSlug)
      expect(list.get()).toBe(list.serverSnapshot())
    }
  })

  it('keeps the stored items, at most the maximum, as one array until they change', () => {
    withStorage(JSON.stringify(['a', 2, 'b', 'c']))
    const list = browserList('compare', 2, isSlug)
    expect(list.get()).toEqual(['a', 'b'])
    expect(list.get()).toBe(list.get())
  })
})
