import { describe, expect, test } from 'vitest'
import {
  DEFAULT_PROPERTY_SEARCH,
  MAX_SEARCH_PAGE,
  activePropertyFilters,
  agentParameterRequiresRedirect,
  canonicalPropertySearchPath,
  compactSearchParams,
  describePropertySearch,
  isDeepPropertySearch,
  parsePropertySearch,
  propertySearchHref,
  propertySearchParams,
  searchWords,
} from './property-search'

const parse = (query: string) => parsePropertySearch(new URLSearchParams(query))

describe('parsePropertySearch', () => {
  test('gives the default search for an empty query', () => {
    expect(parse('')).toEqual({ status: ['active', 'under_contract'], sort: 'newest', view: 'list', page: 1 })
    expect(parse('')).toEqual(DEFAULT_PROPERTY_SEARCH)
  })

  test('reads every filter', () => {
    expect(
      parse(
        'search=ocean+view&area=west-bay&type=condo&status=sold&minPrice=100000&maxPrice=500000&beds=2&baths=1.5&agent=maria-bodden&sort=price-asc&view=map&page=3',
      ),
    ).toEqual({
      search: 'ocean view',
      area: 'west-bay',
      type: 'condo',
      status: ['sold'],
      minPrice: 100_000,
      maxPrice: 500_000,
      beds: 2,
      baths: 1.5,
      agent: 'maria-bodden',
      sort: 'price-asc',
      view: 'map',
      page: 3,
    })
  })

  test('drops invalid values instead of failing', () => {
    const search = parse(
      'area=West%20Bay!&type=castle&status=draft&minPrice=cheap&maxPrice=-5&beds=lots&baths=0&agent=a_b&sort=random&view=globe&page=0',
    )
    expect(search).toEqual(DEFAULT_PROPERTY_SEARCH)
    expect(parse('page=abc').page).toBe(1)
    expect(parse('page=2.5').page).toBe(1)
    expect(parse(`page=${MAX_SEARCH_PAGE + 1}`).page).toBe(1)
    expect(parse('beds=100').beds).toBeUndefined()
    expect(parse('minPrice=99999999999').minPrice).toBeUndefined()
    expect(parse('type=').type).toBeUndefined()
  })

  test('never lets a private status through, and defaults when none is left', () => {
    expect(parse('status=draft&status=off_market').status).toEqual(['active', 'under_contract'])
    expect(parse('status=sold&status=off_market').status).toEqual(['sold'])
  })

  test('accepts several statuses, repeated or comma-separated, in a fixed order without repeats', () => {
    expect(parse('status=sold&status=active').status).toEqual(['active', 'sold'])
    expect(parse('status=sold,UNDER_CONTRACT,sold').status).toEqual(['under_contract', 'sold'])
  })

  test('reads prices written the way people write them', () => {
    expect(parse('minPrice=250,000').minPrice).toBe(250_000)
    expect(parse('minPrice=%24250%2C000').minPrice).toBe(250_000)
    expect(parse('minPrice=250k').minPrice).toBe(250_000)
    expect(parse('maxPrice=1.2M').maxPrice).toBe(1_200_000)
    expect(parse('maxPrice=0').maxPrice).toBe(0)
  })

  test('swaps a reversed price range', () => {
    expect(parse('minPrice=500000&maxPrice=200000')).toMatchObject({ minPrice: 200_000, maxPrice: 500_000 })
  })

  test('tidies the search text and slugs', () => {
    expect(parse('search=%20%20West%20%20%20Bay%0A').search).toBe('West Bay')
    expect(parse('search=%20%20').search).toBeUndefined()
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(100)
    expect(parse('area=WEST-BAY').area).toBe('west-bay')
  })

  test('takes the first of repeated single-value parameters', () => {
    expect(parse('type=condo&type=house').type).toBe('condo')
  })
})

describe('agentParameterRequiresRedirect (SPEC §5)', () => {
  const redirects = (query: string) => agentParameterRequiresRedirect(new URLSearchParams(query))

  test.each([
    'agent=',
    'agent=%20',
    'agent=%3Cscript%3E',
    'agent=a%3Eb',
    'agent=a%3Cb',
    'agent=SCRIPT',
    'agent=my-Script-x',
  ])('%s redirects', (query) => expect(redirects(query)).toBe(true))

  test.each(['', 'agent=maria-bodden', 'type=condo', 'agent=maria-bodden&agent=kevin'])('%s passes', (query) =>
    expect(redirects(query)).toBe(false),
  )

  test('checks every agent parameter', () => {
    expect(redirects('agent=maria-bodden&agent=')).toBe(true)
  })
})

describe('URLs of a search', () => {
  test('leave out defaults and keep a fixed order', () => {
    expect(propertySearchHref(DEFAULT_PROPERTY_SEARCH)).toBe('/properties')
    expect(
      propertySearchHref(parse('page=2&type=land&status=active&status=under_contract&sort=newest&view=list')),
    ).toBe('/properties?type=land&page=2')
    expect(propertySearchParams(parse('status=sold&status=active&view=map&sort=price-desc')).toString()).toBe(
      'status=active&status=sold&sort=price-desc&view=map',
    )
  })

  test('apply changes', () => {
    const search = parse('type=condo&page=3')
    expect(propertySearchHref(search, { page: 1 })).toBe('/properties?type=condo')
    expect(propertySearchHref(search, { type: undefined, view: 'map' })).toBe('/properties?view=map&page=3')
  })

  test('spell the foreign-buyer filters as 1, whatever ticked them (issue 16)', () => {
    const search = parse('rentalHistory=on&titled=true&directOwnership=no&page=1')
    expect(search.titled).toBe(1)
    expect(search.directOwnership).toBeUndefined()
    expect(propertySearchHref(search)).toBe('/properties?titled=1&rentalHistory=1')
    expect(isDeepPropertySearch(search)).toBe(true)
    expect(activePropertyFilters(search).map((filter) => [filter.label, filter.href])).toEqual([
      ['Titled only', '/properties?rentalHistory=1'],
      ['With rental history', '/properties?titled=1'],
    ])
    expect(describePropertySearch(search)).toBe('Properties for sale in Roatan (titled, with rental history)')
  })

  test('round-trip through the parser', () => {
    const search = parse('search=villa&area=west-end&beds=3&maxPrice=900000&agent=maria-bodden&page=2&sort=price-asc')
    expect(parsePropertySearch(propertySearchParams(search))).toEqual(search)
  })

  test('compact form data: empty fields and defaults dropped, page one', () => {
    const form = [
      ['search', '  pool '],
      ['area', ''],
      ['type', 'house'],
      ['status', 'active'],
      ['status', 'under_contract'],
      ['minPrice', ''],
      ['beds', '2'],
      ['view', 'map'],
      ['sort', 'newest'],
    ] as [string, string][]
    expect(compactSearchParams(form).toString()).toBe('search=pool&type=house&beds=2&view=map')
    expect(compactSearchParams([['status', 'sold']]).toString()).toBe('status=sold')
  })

  test('canonical path ignores sort and view but keeps the page', () => {
    expect(canonicalPropertySearchPath(parse('type=condo&sort=price-asc&view=map&page=2'))).toBe(
      '/properties?type=condo&page=2',
    )
    expect(canonicalPropertySearchPath(parse('sort=price-desc'))).toBe('/properties')
  })

  test('deep pages are the ones not worth indexing', () => {
    expect(isDeepPropertySearch(parse('area=west-bay&type=condo&status=sold'))).toBe(false)
    for (const query of ['search=pool', 'minPrice=1', 'maxPrice=1', 'beds=1', 'baths=1', 'page=2'])
      expect(isDeepPropertySearch(parse(query))).toBe(true)
  })
})

describe('describePropertySearch', () => {
  test('says what the page lists', () => {
    expect(describePropertySearch(parse(''))).toBe('Properties for sale in Roatan')
    expect(describePropertySearch(parse('type=condo&area=west-bay'), { areaName: 'West Bay' })).toBe(
      'Condos for sale in West Bay, Roatan',
    )
    expect(describePropertySearch(parse('type=house&beds=3&baths=2'))).toBe(
      '3+ bedroom, 2+ bath houses for sale in Roatan',
    )
    expect(describePropertySearch(parse('status=sold&type=land'))).toBe('Sold land in Roatan')
    expect(describePropertySearch(parse('status=active&status=sold'))).toBe('Properties for sale and sold in Roatan')
    expect(describePropertySearch(parse('status=under_contract'))).toBe('Properties under contract in Roatan')
    expect(describePropertySearch(parse('minPrice=200000&maxPrice=400000'))).toBe(
      'Properties for sale in Roatan from $200,000 to $400,000',
    )
    expect(describePropertySearch(parse('maxPrice=300000&type=commercial'))).toBe(
      'Commercial properties for sale in Roatan up to $300,000',
    )
    expect(describePropertySearch(parse('agent=maria-bodden&search=pool'), { agentName: 'Maria Bodden' })).toBe(
      'Properties for sale in Roatan listed by Maria Bodden matching “pool”',
    )
  })
})

describe('activePropertyFilters', () => {
  test('lists each filter with a link that removes only it', () => {
    const search = parse('type=condo&area=west-bay&minPrice=100000&status=sold&view=map&page=2')
    const filters = activePropertyFilters(search, { areaName: 'West Bay' })
    expect(filters.map((filter) => [filter.label, filter.href])).toEqual([
      ['West Bay', '/properties?type=condo&status=sold&minPrice=100000&view=map'],
      ['condos', '/properties?area=west-bay&status=sold&minPrice=100000&view=map'],
      ['sold', '/properties?area=west-bay&type=condo&minPrice=100000&view=map'],
      ['from $100,000', '/properties?area=west-bay&type=condo&status=sold&view=map'],
    ])
    expect(activePropertyFilters(parse('sort=price-asc&view=map'))).toEqual([])
  })
})

describe('searchWords', () => {
  test('keeps letters and digits, lower-cased, without repeats, at most eight', () => {
    expect(searchWords('RR-1001')).toEqual(['rr', '1001'])
    expect(searchWords("Ocean  view, ocean! Mejía's")).toEqual(['ocean', 'view', 'mejía', 's'])
    expect(searchWords("'; drop table--")).toEqual(['drop', 'table'])
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
    expect(searchWords(undefined)).toEqual([])
  })
})
