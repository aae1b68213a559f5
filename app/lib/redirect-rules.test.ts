import { describe, expect, it } from 'vitest'
import { fieldErrors } from './form-errors'
import {
  RedirectSchema,
  SourcePrefixSchema,
  findRedirectLoop,
  isMalformedRedirect,
  isNotFoundNoise,
  normalizeSourceInput,
  parseRedirectCsv,
  targetSitePath,
} from './redirect-rules'

const parse = (values: Record<string, unknown>) => RedirectSchema.safeParse(values)
const messages = (values: Record<string, unknown>) => {
  const result = parse(values)
  return result.success ? {} : fieldErrors(result.error)
}

describe('RedirectSchema', () => {
  it('stores the source without its trailing slash (SPEC §5) and defaults to 301', () => {
    expect(parse({ sourceUrl: ' /old-page-test/ ', targetUrl: '/about' }).data).toEqual({
      sourceUrl: '/old-page-test',
      targetUrl: '/about',
      statusCode: 301,
    })
  })

  it('accepts site paths and full http(s) addresses for both fields, 301 or 302', () => {
    expect(
      parse({ sourceUrl: 'https://old-site.com/about-us/', targetUrl: 'https://example.org/x?y=1', statusCode: '302' })
        .data,
    ).toEqual({
      sourceUrl: '/about-us',
      targetUrl: 'https://example.org/x?y=1',
      statusCode: 302,
    })
    expect(parse({ id: '7', sourceUrl: '/a', targetUrl: '/properties?sort=price-asc', statusCode: 301 }).data?.id).toBe(
      7,
    )
  })

  it('refuses anything else with a message per field', () => {
    expect(messages({ sourceUrl: '', targetUrl: '' })).toEqual({
      sourceUrl: 'Enter the old address.',
      targetUrl: 'Enter where visitors should go.',
    })
    expect(Object.keys(messages({ sourceUrl: 'old-page', targetUrl: 'javascript:alert(1)' }))).toEqual([
      'sourceUrl',
      'targetUrl',
    ])
    expect(messages({ sourceUrl: '//evil.example/x', targetUrl: 'ftp://files.example/a' })).toHaveProperty('sourceUrl')
    expect(messages({ sourceUrl: '/a', targetUrl: '/b c' })).toHaveProperty('targetUrl')
    expect(messages({ sourceUrl: '/a?x=1', targetUrl: '/b' })).toHaveProperty('sourceUrl')
    expect(messages({ sourceUrl: '/a', targetUrl: '/b', statusCode: '307' })).toHaveProperty('statusCode')
  })

  it('refuses a redirect to itself, trailing slash and query ignored', () => {
    expect(messages({ sourceUrl: '/about/', targetUrl: '/about' })).toEqual({
      targetUrl: 'A page cannot redirect to itself.',
    })
    expect(messages({ sourceUrl: '/about', targetUrl: '/about/?ref=old' })).toHaveProperty('targetUrl')
    expect(parse({ sourceUrl: '/', targetUrl: '/home-page' }).success).toBe(true)
  })
})

describe('targetSitePath and normalizeSourceInput', () => {
  it('sees full addresses on our own origin as site paths', () => {
    expect(targetSitePath('https://roatan.example/about/', 'https://roatan.example')).toBe('/about')
    expect(targetSitePath('https://elsewhere.example/about', 'https://roatan.example')).toBeNull()
    expect(targetSitePath('/properties?view=map')).toBe('/properties')
    expect(normalizeSourceInput('http://old.example/caf%C3%A9/')).toBe('/café')
    expect(normalizeSourceInput('mailto:a@b.c')).toBeNull()
  })
})

describe('findRedirectLoop', () => {
  const existing = new Map([
    ['/b', '/c'],
    ['/c', '/a/'],
    ['/x', '/y'],
    ['/y', '/x'],
  ])

  it('finds a chain that leads back to the source', () => {
    expect(findRedirectLoop('/a', '/b', existing)).toEqual(['/a', '/b', '/c', '/a'])
    expect(findRedirectLoop('/a', 'https://site.example/b', existing, 'https://site.example')).toEqual([
      '/a',
      '/b',
      '/c',
      '/a',
    ])
  })

  it('answers null for chains that end elsewhere, even through an unrelated loop', () => {
    expect(findRedirectLoop('/a', '/faq', existing)).toBeNull()
    expect(findRedirectLoop('/a', '/x', existing)).toBeNull()
    expect(findRedirectLoop('/a', 'https://elsewhere.example/b', existing)).toBeNull()
  })
})

describe('isMalformedRedirect (SPEC §5 cleanup)', () => {
  it('marks empty or invalid addresses, self-redirects and unknown status codes', () => {
    expect(isMalformedRedirect({ sourceUrl: '/ok', targetUrl: '/about', statusCode: 301 })).toBe(false)
    expect(isMalformedRedirect({ sourceUrl: '', targetUrl: '/about', statusCode: 301 })).toBe(true)
    expect(isMalformedRedirect({ sourceUrl: '/ok', targetUrl: '  ', statusCode: 301 })).toBe(true)
    expect(isMalformedRedirect({ sourceUrl: 'not a path', targetUrl: '/about', statusCode: 301 })).toBe(true)
    expect(isMalformedRedirect({ sourceUrl: '/same/', targetUrl: '/same', statusCode: 302 })).toBe(true)
    expect(isMalformedRedirect({ sourceUrl: '/ok', targetUrl: '/about', statusCode: 307 })).toBe(true)
    expect(
      isMalformedRedirect(
        { sourceUrl: '/me', targetUrl: 'https://site.example/me', statusCode: 301 },
        'https://site.example',
      ),
    ).toBe(true)
  })
})

describe('SourcePrefixSchema', () => {
  it('takes a path longer than a lone slash', () => {
    expect(SourcePrefixSchema.safeParse(' /listings/ ').data).toBe('/listings/')
    expect(SourcePrefixSchema.safeParse('/').success).toBe(false)
    expect(SourcePrefixSchema.safeParse('listings').success).toBe(false)
  })
})

describe('parseRedirectCsv', () => {
  it('reads rows with line numbers, skips the header and blank lines, reports bad rows and repeated sources', () => {
    const csv = [
      'source,target,status',
      '/old-a/,/about',
      '',
      '"/old-b",https://example.org/b,302',
      'nope,/about',
      '/old-a,/faq',
      '/old-c,/old-c/',
      '/old-d,/contact,307',
    ].join('\n')
    const { rows, problems } = parseRedirectCsv(csv)
    expect(rows).toEqual([
      { line: 2, redirect: { sourceUrl: '/old-a', targetUrl: '/about', statusCode: 301 } },
      { line: 4, redirect: { sourceUrl: '/old-b', targetUrl: 'https://example.org/b', statusCode: 302 } },
    ])
    expect(problems.map((problem) => problem.line)).toEqual([5, 6, 7, 8])
    expect(problems[1]!.message).toBe('/old-a is already on line 2.')
    expect(problems[2]!.message).toBe('A page cannot redirect to itself.')
  })

  it('works without a header and with Windows line endings', () => {
    expect(parseRedirectCsv('/a,/b\r\n/c,/d\r\n').rows.map((row) => row.line)).toEqual([1, 2])
  })
})

describe('isNotFoundNoise', () => {
  it('skips bot probes and keeps real-looking pages', () => {
    for (const path of [
      '/wp-admin',
      '/wp-login.php',
      '/index.php',
      '/.env',
      '/blog/.git/config',
      '/cgi-bin/x',
      '/x'.repeat(200),
    ]) {
      expect(isNotFoundNoise(path), path).toBe(true)
    }
    for (const path of ['/old-listing', '/properties/old-villa', '/about-the-team', '/blog/2019/wp-tips']) {
      expect(isNotFoundNoise(path), path).toBe(false)
    }
  })
})
