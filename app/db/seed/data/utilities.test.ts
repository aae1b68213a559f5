import { describe, expect, it } from 'vitest'
import { INTERNET_KINDS, orderedChoices, POWER_SOURCES, WATER_SOURCES } from '~/lib/utilities'
import { demoProperties } from './properties'
import { demoUtilities } from './utilities'

describe('demo listings’ utilities', () => {
  // A save writes each list in the form's order; a demo list in another order would be logged as a change.
  it('lists power, water and internet in the form’s order', () => {
    for (const listing of demoProperties) {
      const facts = demoUtilities(listing)
      expect(facts.powerSources).toEqual(orderedChoices(POWER_SOURCES, facts.powerSources))
      expect(facts.waterSources).toEqual(orderedChoices(WATER_SOURCES, facts.waterSources))
      expect(facts.internet).toEqual(orderedChoices(INTERNET_KINDS, facts.internet))
    }
  })
})
