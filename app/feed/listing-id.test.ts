import { describe, expect, it } from 'vitest'
import { listingIdFromKey, listingIdFromRecord, normaliseListingId } from './listing-id'
import { mapResoProperty } from './mapping'

describe('listing IDs from the feed', () => {
  it('turns spaces and odd characters into dashes', () => {
    expect(normaliseListingId('RX 10 22')).toBe('RX-10-22')
    expect(normaliseListingId(' rx/10#22 ')).toBe('RX-10-22')
    expect(normaliseListingId('Peña 7')).toBe('PENA-7')
    expect(normaliseListingId('--')).toBeNull()
    expect(normaliseListingId('X'.repeat(41))).toBeNull()
  })

  it('derives one from the ListingKey when the ListingId stays unusable', () => {
    expect(listingIdFromKey('3yd-ROATAN-123')).toBe('FEED-3YD-ROATAN-123')
    const long = listingIdFromKey('a'.repeat(80))
    expect(long).toMatch(/^FEED-A{26}-[0-9A-F]{8}$/)
    expect(long).not.toBe(listingIdFromKey(`${'a'.repeat(79)}b`))
    expect(listingIdFromKey('€€€')).toMatch(/^FEED-[0-9A-F]{8}$/)
  })

  it('says what became of a ListingId it changed', () => {
    expect(listingIdFromRecord('mls-42', 'K')).toEqual({ listingId: 'MLS-42', warning: null })
    expect(listingIdFromRecord('RX 10 22', 'K')).toEqual({
      listingId: 'RX-10-22',
      warning: 'ListingId "RX 10 22" has characters a listing ID cannot hold; it is listed as RX-10-22.',
    })
    expect(listingIdFromRecord('###', 'KEY-7')).toEqual({
      listingId: 'FEED-KEY-7',
      warning: 'ListingId "###" is not a usable listing ID; it is listed as FEED-KEY-7.',
    })
    expect(listingIdFromRecord('', 'KEY-7')).toEqual({ listingId: 'KEY-7', warning: null })
  })

  it('keeps the record whatever its ListingId', () => {
    const record = {
      ListingKey: 'KEY-1',
      ListingId: 'RX 10 22',
      StandardStatus: 'Active',
      PropertyType: 'Residential',
      ListPrice: 1,
      ModificationTimestamp: '2026-01-05T12:00:00Z',
    }
    const spaced = mapResoProperty(record)
    expect(spaced.ok && spaced.listing.values.listingId).toBe('RX-10-22')
    const unusable = mapResoProperty({ ...record, ListingId: '!'.repeat(50) })
    expect(unusable.ok && unusable.listing.values.listingId).toBe('FEED-KEY-1')
  })
})
