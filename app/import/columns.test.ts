import { describe, expect, it } from 'vitest'
import { AGENT_FIELDS } from './agents'
import { cleanMapping, mapRow, matchColumns, normalizeColumnName } from './columns'
import { PROPERTY_FIELDS } from './property-fields'
import { REDIRECT_FIELDS } from './redirects'

describe('matchColumns', () => {
  it('ignores case, spaces, underscores and punctuation', () => {
    expect(normalizeColumnName(' MLS #')).toBe('mls')
    expect(matchColumns(PROPERTY_FIELDS, ['LISTING ID', 'Price_USD', 'year-built'])).toEqual({
      listing_id: 'LISTING ID',
      price_usd: 'Price_USD',
      year_built: 'year-built',
    })
  })

  it('knows the usual names other systems use', () => {
    const mapping = matchColumns(PROPERTY_FIELDS, [
      'MLS #',
      'List Price',
      'Beds',
      'Baths',
      'Sq Ft',
      'Lat',
      'Lng',
      'Photos',
    ])
    expect(mapping).toEqual({
      listing_id: 'MLS #',
      price_usd: 'List Price',
      bedrooms: 'Beds',
      bathrooms: 'Baths',
      living_area_sqft: 'Sq Ft',
      latitude: 'Lat',
      longitude: 'Lng',
      images: 'Photos',
    })
    expect(matchColumns(PROPERTY_FIELDS, ['price'])).toEqual({ price_usd: 'price' })
    expect(matchColumns(REDIRECT_FIELDS, ['From', 'To', 'Code'])).toEqual({
      source_url: 'From',
      target_url: 'To',
      status_code: 'Code',
    })
  })

  it('leaves unknown columns alone and uses each column once, exact names first', () => {
    expect(matchColumns(PROPERTY_FIELDS, ['Asking (USD)', 'Notes'])).toEqual({})
    // 'name' is the agent field's own name, so the synonym 'agent name' of nothing else takes it
    expect(matchColumns(AGENT_FIELDS, ['Name', 'Agent Name'])).toEqual({ name: 'Name' })
  })

  it('cleanMapping keeps only known fields and columns in the file', () => {
    expect(cleanMapping(PROPERTY_FIELDS, ['A', 'B'], { title: 'A', price_usd: 'C', nope: 'B', bedrooms: 3 })).toEqual({
      title: 'A',
    })
  })

  it('mapRow reads the cells through the mapping', () => {
    expect(mapRow({ A: 'Villa', B: '3' }, { title: 'A', bedrooms: 'B', slug: 'Z' })).toEqual({
      title: 'Villa',
      bedrooms: '3',
      slug: '',
    })
  })
})
