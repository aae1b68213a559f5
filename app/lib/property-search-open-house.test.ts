// Issue 40 item 12: "Open house this week" on /properties is a filter like the others: in the URL, the heading and a
// removable chip, and its pages are kept out of search engines (they change by the day).
import { describe, expect, it } from 'vitest'
import { searchMessages } from '~/i18n/catalogs/search'
import { translator } from '~/i18n/messages'
import {
  activePropertyFilters,
  describePropertySearch,
  isDeepPropertySearch,
  parsePropertySearch,
  propertySearchHref,
} from './property-search'

const search = (query: string) => parsePropertySearch(new URLSearchParams(query))

describe('the open-house filter', () => {
  it('is read from openHouse=week (or a ticked box) and written back the one canonical way', () => {
    expect(search('openHouse=week').openHouse).toBe('week')
    expect(search('openHouse=on').openHouse).toBe('week')
    expect(search('openHouse=tomorrow').openHouse).toBeUndefined()
    expect(propertySearchHref(search('openHouse=1&type=condo'))).toBe('/properties?type=condo&openHouse=week')
  })

  it('says itself in the heading and a chip, in English and Spanish, and is not indexed', async () => {
    await searchMessages.loadSpanish()
    const filters = search('type=condo&openHouse=week')
    expect(describePropertySearch(filters)).toBe('Condos for sale in Roatan with an open house this week')
    const spanish = translator(searchMessages, 'es')
    expect(describePropertySearch(filters, {}, spanish)).toMatch(/con casa abierta esta semana$/)
    expect(activePropertyFilters(filters)).toContainEqual({
      key: 'openHouse',
      label: 'Open house this week',
      href: '/properties?type=condo',
    })
    expect(isDeepPropertySearch(filters)).toBe(true)
  })
})
