import { describe, expect, it } from 'vitest'
import { mapResoProperty } from './mapping'
import { readUtilityFields } from './utility-fields'

const read = (record: Record<string, unknown>, lookups = null) => {
  const warnings: string[] = []
  return { values: readUtilityFields(record, lookups, warnings), warnings }
}

describe('utilities from a RESO record (issue 44 item 5)', () => {
  it('reads power from Utilities, PowerProductionType and Electric together, in the site’s order', () => {
    expect(
      read({
        Electric: ['Energy Storage Device', 'Generator', '200+ Amp Service'],
        PowerProductionType: ['Photovoltaics', 'Wind'],
        Utilities: ['Electricity Connected', 'Cable Available'],
      }).values,
    ).toEqual({ powerSources: ['grid', 'solar', 'generator', 'battery'] })
  })

  it('takes display strings and enum members alike, as an array or as one comma-separated string', () => {
    const display = read({ WaterSource: ['Cistern', 'Private Well'], Sewer: ['Septic Tank'] }).values
    const members = read({ WaterSource: ['Cistern', 'PrivateWell'], Sewer: ['SepticTank'] }).values
    const flags = read({ WaterSource: 'Cistern,PrivateWell', Sewer: 'SepticTank' }).values
    expect(display).toEqual({ waterSources: ['cistern', 'well'], sewer: 'septic' })
    expect(members).toEqual(display)
    expect(flags).toEqual(display)
  })

  it('goes through the server’s lookup map: a local value becomes the standard one', () => {
    const lookups = { WaterSource: { desal: 'Desalination' }, Sewer: { city: 'Public Sewer' } }
    expect(read({ WaterSource: ['Desal'], Sewer: ['City'] }, lookups as never).values).toEqual({
      waterSources: ['desalination'],
      sewer: 'municipal',
    })
  })

  it('states nothing it was not told: no field, or only values the site has no word for, leave staff’s', () => {
    expect(read({}).values).toEqual({})
    expect(read({ WaterSource: ['Spring'], Sewer: ['None'], PowerProductionType: ['Wind'] }).values).toEqual({})
    expect(read({ WaterSource: [], Sewer: null, Electric: null }).values).toEqual({})
  })

  it('uses "Water Connected" and "Sewer Connected" only when WaterSource and Sewer are silent', () => {
    expect(read({ Utilities: ['Water Connected', 'Sewer Connected'] }).values).toEqual({
      waterSources: ['municipal'],
      sewer: 'municipal',
    })
    expect(
      read({ Utilities: ['Water Connected', 'Sewer Connected'], WaterSource: ['Cistern'], Sewer: ['Septic Tank'] })
        .values,
    ).toEqual({ waterSources: ['cistern'], sewer: 'septic' })
  })

  it('a house on the public sewer with a septic tank as well is on the sewer', () => {
    expect(read({ Sewer: ['Septic Tank', 'Public Sewer'] }).values).toEqual({ sewer: 'municipal' })
  })

  it('leaves out a field that is not a list, with a warning, and keeps the others', () => {
    const { values, warnings } = read({ Sewer: 42, WaterSource: ['Cistern', 7], Electric: ['Generator'] })
    expect(values).toEqual({ powerSources: ['generator'] })
    expect(warnings).toEqual([
      'WaterSource ["Cistern",7] is not a list of values; it was left out.',
      'Sewer 42 is not a list of values; it was left out.',
    ])
  })

  it('reaches the mapped listing, and a bad utility field never costs the listing', () => {
    const result = mapResoProperty({
      ListingKey: 'U-1',
      ListPrice: 300_000,
      PropertyType: 'Residential',
      ModificationTimestamp: '2026-01-05T12:00:00Z',
      Electric: ['Generator'],
      Sewer: { not: 'a list' },
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.listing.values).toMatchObject({ powerSources: ['generator'] })
    expect(result.listing.values).not.toHaveProperty('sewer')
    expect(result.warnings).toContain('Sewer {"not":"a list"} is not a list of values; it was left out.')
  })
})
