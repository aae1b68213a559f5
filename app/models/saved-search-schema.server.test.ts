import { describe, expect, it } from 'vitest'
import { savedSearchQuery } from './saved-search-schema.server'

describe('savedSearchQuery', () => {
  it('stores the canonical query, without page and view', () => {
    expect(savedSearchQuery('?view=map&type=condo&page=3&area=west-bay')).toBe('area=west-bay&type=condo')
    // issue 16: the foreign-buyer filters are saved like the others
    expect(savedSearchQuery('rentalHistory=on&titled=1')).toBe('titled=1&rentalHistory=1')
  })

  it('refuses a filter it cannot read or does not know', () => {
    expect(savedSearchQuery('titled=maybe')).toBeNull()
    expect(savedSearchQuery('type=castle')).toBeNull()
    expect(savedSearchQuery('colour=blue')).toBeNull()
    expect(savedSearchQuery('status=lost')).toBeNull()
  })
})
