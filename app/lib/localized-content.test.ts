import { describe, expect, it } from 'vitest'
import { localizeLinks, localizeTitle, localizedText } from './localized-content'

describe('texts staff write in both languages', () => {
  it('shows Spanish on Spanish pages when there is some, else English marked as English', () => {
    expect(localizedText('Villa', 'Casa', 'es')).toEqual({ text: 'Casa', lang: 'es' })
    expect(localizedText('Villa', '  ', 'es')).toEqual({ text: 'Villa', lang: 'en' })
    expect(localizedText('Villa', 'Casa', 'en')).toEqual({ text: 'Villa', lang: 'en' })
  })

  it('keeps links inside Markdown in the page language', () => {
    const html = '<a href="/areas">Areas</a> <a href="https://x.example/">x</a> <a href="#costs">c</a>'
    expect(localizeLinks(html, 'es')).toBe(
      '<a href="/es/areas">Areas</a> <a href="https://x.example/">x</a> <a href="#costs">c</a>',
    )
    expect(localizeLinks(html, 'en')).toBe(html)
  })

  it('gives a card its title in the page language', () => {
    expect(localizeTitle({ id: 1, title: 'Villa', titleEs: 'Casa' }, 'es')).toEqual({
      id: 1,
      title: 'Casa',
      titleLang: 'es',
    })
    expect(localizeTitle({ id: 1, title: 'Villa', titleEs: '' }, 'es').titleLang).toBe('en')
  })
})
