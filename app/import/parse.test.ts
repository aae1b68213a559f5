import { describe, expect, it } from 'vitest'
import { detectFormat, parseSource } from './parse'

describe('parseSource (CSV)', () => {
  it('reads a header row, a BOM, quoted line breaks and quotes', () => {
    const text = '\uFEFFtitle,description\r\n"Villa, West Bay","Two floors.\nSea ""views"""\r\n\r\nCondo,Quiet\r\n'
    expect(parseSource(text, 'csv')).toEqual({
      ok: true,
      columns: ['title', 'description'],
      rows: [
        { title: 'Villa, West Bay', description: 'Two floors.\nSea "views"' },
        { title: 'Condo', description: 'Quiet' },
      ],
    })
  })

  it('detects semicolons and tabs, but not the | that list cells use', () => {
    expect(parseSource('a;b\n1;2', 'csv')).toMatchObject({ columns: ['a', 'b'], rows: [{ a: '1', b: '2' }] })
    expect(parseSource('a\tb\n1\t2', 'csv')).toMatchObject({ columns: ['a', 'b'], rows: [{ a: '1', b: '2' }] })
    expect(parseSource('title,images\nX,a.jpg | b.jpg', 'csv')).toMatchObject({
      columns: ['title', 'images'],
      rows: [{ title: 'X', images: 'a.jpg | b.jpg' }],
    })
  })

  it('gives short rows empty cells and trims them', () => {
    expect(parseSource(' a , b \n 1 ', 'csv')).toMatchObject({ columns: ['a', 'b'], rows: [{ a: '1', b: '' }] })
  })

  it('says what is wrong with an empty file or a quote never closed', () => {
    expect(parseSource('  \n', 'csv')).toEqual({ ok: false, error: 'The file is empty.' })
    expect(parseSource('a,b\n"1,2\n3,4', 'csv')).toEqual({
      ok: false,
      error: 'Row 2 has a quote that is never closed. Check the file.',
    })
  })
})

describe('parseSource (JSON)', () => {
  it('reads an array of objects; lists become "a | b", numbers text', () => {
    const text = JSON.stringify([
      { title: 'Villa', price: 450000, features: ['Pool', 'Dock'] },
      { title: 'Lot', x: null },
    ])
    expect(parseSource(text, 'json')).toEqual({
      ok: true,
      columns: ['title', 'price', 'features', 'x'],
      rows: [
        { title: 'Villa', price: '450000', features: 'Pool | Dock', x: '' },
        { title: 'Lot', price: '', features: '', x: '' },
      ],
    })
  })

  it('refuses JSON that is not an array of objects', () => {
    expect(parseSource('{"title": "x"}', 'json')).toMatchObject({ ok: false, error: expect.stringContaining('array') })
    expect(parseSource('[1, 2]', 'json')).toMatchObject({ ok: false })
    expect(parseSource('[{', 'json')).toMatchObject({ ok: false, error: expect.stringContaining('not valid JSON') })
  })
})

it('detectFormat goes by the name, then by the first character', () => {
  expect(detectFormat('a.JSON', 'x')).toBe('json')
  expect(detectFormat('a.csv', '[')).toBe('csv')
  expect(detectFormat('upload', '  [{"a":1}]')).toBe('json')
  expect(detectFormat('upload', 'a,b')).toBe('csv')
})
