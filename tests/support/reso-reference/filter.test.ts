// The reference server's $filter: parsed by precedence, evaluated by the Data Dictionary's types, and refused (400,
// in words) where a real server would refuse it.
import { describe, expect, it } from 'vitest'
import type { EnumMode } from './dictionary'
import { compileFilter, toMicroseconds, type Row } from './evaluate'
import { parseFilter } from './filter'
import { ODataError } from './odata-error'

const rows: Row[] = [
  {
    ListingKey: 'A1',
    StandardStatus: 'Active',
    PropertyType: 'Residential',
    ListPrice: 250_000,
    City: 'West Bay',
    InternetEntireListingDisplayYN: true,
    ModificationTimestamp: '2026-01-05T12:00:00.000Z',
  },
  {
    ListingKey: 'B2',
    StandardStatus: 'ActiveUnderContract',
    PropertyType: 'CommercialSale',
    ListPrice: 1_200_000,
    City: 'Sandy Bay',
    InternetEntireListingDisplayYN: false,
    ModificationTimestamp: '2026-01-05T12:00:00.000Z',
  },
  {
    ListingKey: "C3'Q",
    StandardStatus: 'Closed',
    PropertyType: 'ResidentialLease',
    ListPrice: 2_800,
    City: null,
    InternetEntireListingDisplayYN: null,
    ModificationTimestamp: '2026-01-05T12:00:00.000123Z',
  },
]

const keys = (filter: string, mode: EnumMode = 'string') =>
  rows.filter(compileFilter(filter, 'Property', mode)).map((row) => row.ListingKey)

function refusal(filter: string, mode: EnumMode = 'string') {
  try {
    compileFilter(filter, 'Property', mode)
  } catch (error) {
    expect(error).toBeInstanceOf(ODataError)
    expect((error as ODataError).status).toBe(400)
    return (error as ODataError).message
  }
  throw new Error(`${filter} was accepted`)
}

describe('parsing', () => {
  it('binds not tighter than and, and and tighter than or', () => {
    expect(parseFilter("not A eq 1 and B eq 2 or C eq 'x'")).toEqual({
      kind: 'or',
      left: {
        kind: 'and',
        left: {
          kind: 'not',
          operand: {
            kind: 'compare',
            operator: 'eq',
            left: { kind: 'property', name: 'A' },
            right: { kind: 'literal', type: 'number', value: 1 },
          },
        },
        right: {
          kind: 'compare',
          operator: 'eq',
          left: { kind: 'property', name: 'B' },
          right: { kind: 'literal', type: 'number', value: 2 },
        },
      },
      right: {
        kind: 'compare',
        operator: 'eq',
        left: { kind: 'property', name: 'C' },
        right: { kind: 'literal', type: 'string', value: 'x' },
      },
    })
  })

  it('reads literals: quotes doubled, dates, times with an offset, negative and exponent numbers, enums', () => {
    const right = (filter: string) => (parseFilter(filter) as { right: unknown }).right
    expect(right("A eq 'O''Neill'")).toMatchObject({ type: 'string', value: "O'Neill" })
    expect(right('A eq 2026-01-05')).toMatchObject({ type: 'date', value: '2026-01-05' })
    expect(right('A gt 2026-01-05T12:00:00.1234567-06:00')).toMatchObject({
      type: 'datetime',
      value: '2026-01-05T12:00:00.1234567-06:00',
    })
    expect(right('A lt -1.5e3')).toMatchObject({ type: 'number', value: -1500 })
    expect(right("A has org.reso.metadata.enums.StandardStatus'Active'")).toMatchObject({
      type: 'enum',
      enumType: 'org.reso.metadata.enums.StandardStatus',
      value: 'Active',
    })
    expect(right('A eq null')).toMatchObject({ type: 'null', value: null })
  })

  it.each([
    ['', 'the expression is empty'],
    ['ListPrice gt', 'expected a property'],
    ['(ListPrice gt 1', 'expected ")"'],
    ["City eq 'West Bay", 'no closing quote'],
    ['ListPrice gt 1 ListPrice', 'unexpected text after the expression'],
    ['ListPrice over 3', '"over" is not an operator'],
    ['ListPrice add 1 gt 2', '"add" is not an operator'],
    ["Media/any(m: m/MediaCategory eq 'Photo')", 'lambda operators'],
    ["geo.distance(Location, 'x') lt 5", 'not supported'],
    ['A eq 2026-02-30', 'not a real date'],
    ['A gt 2026-01-05T24:00:00Z', 'not a real date'],
    ['A eq $', 'unexpected "$"'],
  ])('refuses %j (%s)', (filter, words) => {
    expect(() => parseFilter(filter)).toThrow(words)
  })
})

describe('evaluating', () => {
  it('compares numbers, text in code-unit order, booleans and nulls', () => {
    expect(keys('ListPrice ge 250000 and ListPrice lt 1200000')).toEqual(['A1'])
    expect(keys("ListingKey gt 'B2'")).toEqual(["C3'Q"])
    expect(keys("ListingKey gt 'C3''P'")).toEqual(["C3'Q"])
    expect(keys('InternetEntireListingDisplayYN eq false')).toEqual(['B2'])
    expect(keys('InternetEntireListingDisplayYN')).toEqual(['A1'])
    expect(keys('City eq null')).toEqual(["C3'Q"])
    expect(keys("City ne 'West Bay'")).toEqual(['B2', "C3'Q"])
    // A null is neither greater nor smaller than anything.
    expect(keys("City lt 'Z'")).toEqual(['A1', 'B2'])
    expect(keys("not (City lt 'Z')")).toEqual(["C3'Q"])
  })

  it('compares timestamps to the microsecond, whatever their offset', () => {
    expect(toMicroseconds('2026-01-05T12:00:00.000123Z') - toMicroseconds('2026-01-05T12:00:00Z')).toBe(123)
    expect(keys('ModificationTimestamp gt 2026-01-05T12:00:00.000Z')).toEqual(["C3'Q"])
    expect(keys('ModificationTimestamp eq 2026-01-05T06:00:00-06:00')).toEqual(['A1', 'B2'])
    expect(
      keys(
        "ModificationTimestamp gt 2026-01-05T12:00:00Z or (ModificationTimestamp eq 2026-01-05T12:00:00Z and ListingKey gt 'A1')",
      ),
    ).toEqual(['B2', "C3'Q"])
  })

  it('compares lookups by display string in string mode', () => {
    expect(keys("StandardStatus eq 'Active Under Contract'")).toEqual(['B2'])
    expect(keys("StandardStatus in ('Active', 'Closed')")).toEqual(['A1', "C3'Q"])
    expect(keys("PropertyType eq 'Residential Lease'")).toEqual(["C3'Q"])
    expect(keys("contains(PropertyType, 'Lease')")).toEqual(["C3'Q"])
    // The member name is not a value in string mode.
    expect(keys("StandardStatus eq 'ActiveUnderContract'")).toEqual([])
    expect(refusal("StandardStatus eq org.reso.metadata.enums.StandardStatus'Active'")).toMatch('is not defined')
  })

  it('compares lookups by enum member in enum mode, as a qualified literal or a plain string', () => {
    expect(keys("StandardStatus eq org.reso.metadata.enums.StandardStatus'ActiveUnderContract'", 'enum')).toEqual([
      'B2',
    ])
    expect(keys("StandardStatus has org.reso.metadata.enums.StandardStatus'Closed'", 'enum')).toEqual(["C3'Q"])
    expect(keys("PropertyType ne 'ResidentialLease'", 'enum')).toEqual(['A1', 'B2'])
    expect(refusal("StandardStatus eq 'Active Under Contract'", 'enum')).toMatch('is not a member')
    expect(refusal("StandardStatus eq org.reso.metadata.enums.PropertyType'Land'", 'enum')).toMatch(
      'cannot be compared',
    )
    expect(refusal("StandardStatus gt 'Active'", 'enum')).toMatch('gt cannot compare enum')
  })

  it('applies the string functions', () => {
    expect(keys("startswith(City, 'West')")).toEqual(['A1'])
    expect(keys("endswith(tolower(City), 'bay')")).toEqual(['A1', 'B2'])
    expect(keys("toupper(City) eq 'SANDY BAY'")).toEqual(['B2'])
  })

  it.each([
    ['Foo eq 1', "Could not find a property named 'Foo'"],
    ["ListPrice eq '1'", 'cannot be compared'],
    ['City gt 5', 'cannot be compared'],
    ['InternetEntireListingDisplayYN gt true', 'gt cannot compare boolean'],
    ["StandardStatus has 'Active'", 'has compares enum values only'],
    ['ListPrice', 'must be true or false'],
    ['contains(ListPrice, 1)', 'takes text'],
    ["contains(City, 'a', 'b')", 'takes 2 argument'],
    ['ModificationTimestamp gt 2026-01-05', 'cannot be compared'],
  ])('refuses %j (%s)', (filter, words) => {
    expect(refusal(filter)).toMatch(words)
  })
})
