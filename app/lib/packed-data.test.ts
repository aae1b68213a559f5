import { describe, expect, it } from 'vitest'
import { pack, unpack, type Packed } from './packed-data'

const search = {
  results: { total: 2, properties: [{ slug: 'sea-breeze', price: 189_000 }] },
  heading: 'Homes',
  agent: null,
}

describe('packed loader data', () => {
  it('gives the server its own value back without parsing, and travels as JSON only', () => {
    const packed = pack(search)
    expect(unpack(packed)).toBe(search)
    expect(Object.keys(packed)).toEqual(['json'])
    expect(JSON.parse(packed.json)).toEqual(search)
  })

  it('is parsed once per value a browser receives, and reads as the packed value', () => {
    // what the browser gets: the JSON in a new object, as React Router decodes loader data
    const received = { json: pack(search).json } as Packed<typeof search>
    const value = unpack(received)
    expect(value).toEqual(search)
    expect(unpack(received)).toBe(value)
  })

  it('refuses, by type, what JSON would change', () => {
    // @ts-expect-error a Date would arrive as a string
    pack({ listedAt: new Date() })
    // @ts-expect-error a Map would arrive as {}
    pack({ areas: new Map<string, number>() })
    expect(pack({ ok: [1, 'two', null] }).json).toBe('{"ok":[1,"two",null]}')
  })
})
