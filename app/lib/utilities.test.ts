import { describe, expect, it } from 'vitest'
import { translator } from '~/i18n/messages'
import { listingMessages } from '~/i18n/catalogs/listing'
import { EMPTY_PROPERTY_FORM } from './property-form-defaults'
import { parsePropertyForm } from './property-form-schema'
import { elevationText, utilityLines, type UtilityFacts } from './utilities'

const draft = { ...EMPTY_PROPERTY_FORM, title: 'Hillside house', propertyType: 'house', status: 'draft' }
const { powerSources: _p, waterSources: _w, internet: _i, ...formText } = draft

describe('utilities on the property form (issue 44)', () => {
  it('gathers the checkboxes of each list, in the list’s order', () => {
    const parsed = parsePropertyForm({
      ...formText,
      'powerSources.generator': 'on',
      'powerSources.grid': 'on',
      'waterSources.cistern': 'on',
      'internet.fibre': 'on',
      sewer: 'septic',
      hurricaneStandards: 'yes',
      elevationM: '12',
    })
    expect(parsed.ok && parsed.values).toMatchObject({
      powerSources: ['grid', 'generator'],
      waterSources: ['cistern'],
      internet: ['fibre'],
      sewer: 'septic',
      hurricaneStandards: true,
      elevationM: 12,
    })
  })

  it('reads a CSV cell’s list, and says what is wrong', () => {
    const parsed = parsePropertyForm({ ...formText, powerSources: 'Solar; grid | solar', internet: 'fixed wireless' })
    expect(parsed.ok && parsed.values).toMatchObject({ powerSources: ['grid', 'solar'], internet: ['fixed_wireless'] })
    const wrong = parsePropertyForm({
      ...formText,
      powerSources: 'wind',
      hurricaneStandards: 'maybe',
      elevationM: '900',
    })
    expect(wrong.ok ? null : wrong.errors).toEqual({
      powerSources: 'Choose from: grid, solar, generator, battery.',
      hurricaneStandards: 'Choose yes, no or not known.',
      elevationM: 'The elevation cannot be more than 400.',
    })
  })

  it('leaves what is not stated empty', () => {
    const parsed = parsePropertyForm(formText)
    expect(parsed.ok && parsed.values).toMatchObject({
      powerSources: [],
      waterSources: [],
      internet: [],
      sewer: null,
      hurricaneStandards: null,
      elevationM: null,
    })
  })
})

describe('utilities on a listing page', () => {
  const facts: UtilityFacts = {
    powerSources: ['grid', 'solar'],
    waterSources: [],
    sewer: 'septic',
    internet: ['fixed_wireless'],
    hurricaneStandards: false,
    elevationM: 12,
  }

  it('lists what is stated, in the page’s language', () => {
    const lines = (locale: 'en' | 'es') =>
      utilityLines(facts, translator(listingMessages, locale), locale).map(({ label, value }) => [label, value])
    expect(lines('en')).toEqual([
      ['Power', 'Grid (RECO), Solar'],
      ['Sewer', 'Septic tank'],
      ['Internet', 'Fixed wireless'],
      ['Built to hurricane standards', 'No'],
      ['Elevation', '12 m (39 ft) above sea level'],
    ])
    expect(lines('es')[0]).toEqual(['Electricidad', 'Red eléctrica (RECO), Solar'])
  })

  it('says an elevation staff did not give is an estimate, and prefers staff’s own', () => {
    const elevation = (listing: UtilityFacts, locale: 'en' | 'es' = 'en') =>
      utilityLines(listing, translator(listingMessages, locale), locale).find((line) => line.key === 'elevationM')
    const estimated = { ...facts, elevationM: null, elevationEstimateM: 17 }
    expect(elevation(estimated)?.value).toBe(
      'About 17 m (56 ft) above sea level, estimated from heights measured nearby',
    )
    expect(elevation(estimated, 'es')?.value).toBe(
      'Unos 17 m (56 pies) sobre el nivel del mar, estimado a partir de alturas medidas cerca',
    )
    expect(elevation({ ...estimated, elevationM: 12 })?.value).toBe('12 m (39 ft) above sea level')
    expect(elevation({ ...estimated, elevationEstimateM: null })).toBeUndefined()
  })

  it('writes heights in both systems', () => {
    expect(elevationText(12)).toBe('12 m (39 ft)')
    expect(elevationText(305, 'es')).toBe('305 m (1,001 pies)')
  })
})
