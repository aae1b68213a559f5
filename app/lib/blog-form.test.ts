import { describe, expect, it } from 'vitest'
import { BlogFormSchema, countWords, fromLocalInput, parseTags, toLocalInput } from './blog-form'

describe('Roatan time for the publish date', () => {
  it('reads a datetime-local value as Honduras time (UTC-6) and writes it back', () => {
    expect(fromLocalInput('2026-11-22T15:05')?.toISOString()).toBe('2026-11-22T21:05:00.000Z')
    expect(toLocalInput(new Date('2026-11-22T21:05:00Z'))).toBe('2026-11-22T15:05')
    expect(fromLocalInput('22/11/2026 3pm')).toBeNull()
    expect(toLocalInput(null)).toBe('')
  })
})

describe('BlogFormSchema', () => {
  it('makes the slug from the title by the SPEC §1 rule when it is left empty', () => {
    const parsed = BlogFormSchema.parse({ title: 'Café -- & Bar in West End!', status: 'draft' })
    expect(parsed).toMatchObject({ slug: 'cafe-bar-in-west-end', tags: [], authorAgentId: null, seoTitle: null })
  })

  it('asks for a future time when scheduling, and a text before going live', () => {
    const result = BlogFormSchema.safeParse({ title: 'Later', status: 'scheduled', publishAt: '2001-01-01T10:00' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['bodyMarkdown', 'publishAt'])
  })

  it('refuses SEO texts over their limits', () => {
    const result = BlogFormSchema.safeParse({ title: 'x', status: 'draft', seoDescription: 'a'.repeat(161) })
    expect(result.error?.issues[0]?.message).toBe('The SEO description can be at most 160 characters.')
  })
})

it('parses tags and counts words', () => {
  expect(parseTags(' Buying, west  bay ,buying,, ')).toEqual(['Buying', 'west bay'])
  expect(countWords('  ## Hello\n\n- one two  ')).toBe(5)
  expect(countWords('   ')).toBe(0)
})
