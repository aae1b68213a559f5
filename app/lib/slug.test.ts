import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { slugify } from './slug'

// SPEC §1: only [a-z0-9] runs joined by single hyphens, or nothing at all.
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$|^$/

describe('slugify', () => {
  test.each([
    ['Ocean View Villa', 'ocean-view-villa'],
    ['  Hello,  World!  ', 'hello-world'],
    ['--a--b--', 'a-b'],
    ['a - b', 'a-b'],
    ['a-  -b', 'a-b'],
    ['Ocean View 3BR/2BA', 'ocean-view-3br2ba'],
    ['West Bay: $450,000 (reduced)', 'west-bay-450000-reduced'],
    ['already-a-slug', 'already-a-slug'],
    ['2024', '2024'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })

  test('gives an empty string when nothing is left', () => {
    expect(slugify('')).toBe('')
    expect(slugify('!!!')).toBe('')
    expect(slugify('   ')).toBe('')
    expect(slugify('- - -')).toBe('')
  })

  test('drops underscores, which are neither letters nor digits', () => {
    expect(slugify('sea_side home')).toBe('seaside-home')
    expect(slugify('_')).toBe('')
  })

  test('collapses every kind of whitespace into one hyphen', () => {
    expect(slugify('a\tb\nc\r\nd')).toBe('a-b-c-d')
    expect(slugify('a\u00a0\u2003b')).toBe('a-b')
    expect(slugify('a \t - \n b')).toBe('a-b')
  })

  test('keeps the base letter of accented letters', () => {
    expect(slugify('Casa Niña')).toBe('casa-nina')
    expect(slugify('Café Olé')).toBe('cafe-ole')
    expect(slugify('ÀÉÎÕÜ Ç')).toBe('aeiou-c')
    // Decomposed input (e + combining acute) gives the same slug as the composed letter.
    expect(slugify('Cafe\u0301')).toBe('cafe')
    expect(slugify('İstanbul')).toBe('istanbul')
  })

  test('spells out Latin letters that have no mark to strip', () => {
    expect(slugify('Straße')).toBe('strasse')
    expect(slugify('Ærø Łódź')).toBe('aero-lodz')
  })

  test('folds compatibility forms to plain ASCII', () => {
    expect(slugify('ﬁsh Ｂａｙ ²')).toBe('fish-bay-2')
  })

  test('drops letters with no ASCII form, and emoji', () => {
    expect(slugify('Дом у моря')).toBe('')
    expect(slugify('Villa 🌴 Sol 日本')).toBe('villa-sol')
  })

  test('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = slugify(text)
        expect(slugify(once)).toBe(once)
      }),
    )
  })

  test('always returns a well-formed slug, even for arbitrary unicode', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary' }),
      // Mostly the characters the rules care about, so hyphen and space runs are exercised often.
      fc.string({ unit: fc.constantFrom('a', 'Z', '9', ' ', '-', '\t', '\n', '_', 'ñ', 'é', '!', '/', '\u00a0') }),
    )
    fc.assert(
      fc.property(anyText, (text) => {
        expect(slugify(text)).toMatch(SLUG)
      }),
      { numRuns: 500 },
    )
  })

  test('keeps every ASCII letter and digit of the input, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        const kept = text.toLowerCase().replace(/[^a-z0-9]/g, '')
        expect(slugify(text).replaceAll('-', '')).toBe(kept)
      }),
    )
  })
})
