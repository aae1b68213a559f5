import { describe, expect, test } from 'vitest'
import { paginationItems } from './pagination'

describe('paginationItems', () => {
  test('lists every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1])
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  test('keeps the first, last and neighbouring pages with gaps between', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(paginationItems(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 19, 20])
  })

  test('shows a single hidden page instead of a gap', () => {
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
  })

  test('copes with a page past the end', () => {
    expect(paginationItems(9, 3)).toEqual([1, 2, 3])
  })
})
