import { describe, expect, it } from 'vitest'
import { beachLinesText, parseAreaForm, parseBeachLines } from './area-form'

describe('beach lines', () => {
  it('reads one beach a line, names with commas included, blank lines skipped', () => {
    const parsed = parseBeachLines('West Bay Beach, 16.2768, -86.6005\n\n  Half Moon Bay, West End , 16.3073,-86.5938 ')
    expect(parsed).toEqual({
      error: null,
      points: [
        { name: 'West Bay Beach', lat: 16.2768, lng: -86.6005 },
        { name: 'Half Moon Bay, West End', lat: 16.3073, lng: -86.5938 },
      ],
    })
    expect(parseBeachLines(beachLinesText(parsed.points)).points).toEqual(parsed.points)
  })

  it('names the line that cannot be read', () => {
    expect(parseBeachLines('West Bay, 16.27, -86.6\nHalf Moon Bay 16.3 -86.59').error).toMatch(/^Line 2: /)
    expect(parseBeachLines('16.27, -86.6').error).toMatch(/^Line 1: /)
    expect(parseBeachLines('Far, 95, 10').error).toMatch(/^Line 1: /)
    expect(parseBeachLines(Array.from({ length: 21 }, (_, i) => `B${i}, 16, -86`).join('\n')).error).toBe(
      'At most 20 beaches per area.',
    )
  })
})

describe('area form', () => {
  it('needs a name and readable coordinates', () => {
    const parsed = parseAreaForm({ name: ' ', latitude: 'north', longitude: '', beachPoints: 'x', heightPoints: 'y' })
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors.name).toBe('Enter the name of the area.')
    expect(parsed.errors.latitude).toBe('Latitude must be a number, e.g. 16.3035.')
    expect(parsed.errors.beachPoints).toMatch(/^Line 1/)
    expect(parsed.errors.heightPoints).toMatch(/^Line 1: write the height as/)
  })

  it('keeps empty coordinates as none', () => {
    const parsed = parseAreaForm({ name: 'Oak Ridge', summary: '', description: '', latitude: '', longitude: '' })
    expect(parsed).toEqual({
      ok: true,
      values: {
        name: 'Oak Ridge',
        summary: '',
        description: '',
        summaryEs: '',
        descriptionEs: '',
        latitude: null,
        longitude: null,
        beachPoints: [],
        heightPoints: [],
      },
    })
  })
})
