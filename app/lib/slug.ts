// Latin letters that carry no combining mark to strip, so NFKD leaves them whole; spelled out so names keep them.
const LETTER_SPELLINGS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
}
const SPELLED_LETTERS = new RegExp(`[${Object.keys(LETTER_SPELLINGS).join('')}]`, 'g')

/**
 * SPEC §1: lowercase; drop every character other than letters, digits, spaces and hyphens; collapse whitespace and
 * repeated hyphens into single hyphens; trim leading and trailing hyphens.
 *
 * Slugs are ASCII ([a-z0-9-]) so URLs stay readable everywhere. Accented letters keep their base letter: text is
 * decomposed (NFKD) and combining marks removed first, so 'Casa Niña' → 'casa-nina' and 'Café' → 'cafe'. Letters
 * with no ASCII base (Greek, Cyrillic, CJK, …) are dropped, so such text may give '' and callers need a fallback.
 * Underscores and punctuation are dropped (they are not letters or digits); every kind of whitespace collapses.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(SPELLED_LETTERS, (letter) => LETTER_SPELLINGS[letter] ?? '')
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
