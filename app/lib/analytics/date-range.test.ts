import { describe, expect, it } from 'vitest'
import { daysIn, daysOf, lastDays, parseDateRange } from './date-range'

const today = new Date('2026-03-10T15:00:00Z')
const parse = (query: string) => parseDateRange(new URLSearchParams(query), today)

describe('the Analytics date range', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(parse('')).toEqual({ range: { from: '2026-02-09', to: '2026-03-10' }, problem: null })
    expect(daysIn(parse('').range)).toBe(30)
  })

  it('reads from and to from the URL, both days included', () => {
    const { range, problem } = parse('from=2026-02-27&to=2026-03-02')
    expect(problem).toBeNull()
    expect(daysOf(range)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
  })

  it('explains a range it cannot use and shows the default instead', () => {
    expect(parse('from=2026-02-30&to=2026-03-01').problem).toMatch(/year-month-day/)
    expect(parse('from=2026-13-01&to=2026-03-01').problem).toMatch(/year-month-day/)
    expect(parse('from=2026-03-05').problem).toMatch(/year-month-day/)
    expect(parse('from=2026-03-05&to=2026-03-01').problem).toMatch(/after the end date/)
    expect(parse('from=2020-01-01&to=2026-03-01').problem).toMatch(/at most 366 days/)
    expect(parse('from=x&to=y').range).toEqual(lastDays(30, today))
  })

  it('builds the 7, 30 and 90 day presets', () => {
    expect(lastDays(7, today)).toEqual({ from: '2026-03-04', to: '2026-03-10' })
    expect(daysIn(lastDays(90, today))).toBe(90)
  })
})
