import { describe, expect, it } from 'vitest'
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from './heap-growth'

describe('heapGrowthFlag', () => {
  it('sets the growth factor when the command line does not', () => {
    expect(heapGrowthFlag(['--import', 'tsx'])).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
  })

  it('leaves an operator’s own setting alone', () => {
    expect(heapGrowthFlag(['--heap-growing-percent=300'])).toBeNull()
    expect(heapGrowthFlag(['--heap-growing-percent', '300'])).toBeNull()
    expect(heapGrowthFlag(['--heap_growing_percent=300'])).toBeNull()
  })
})
