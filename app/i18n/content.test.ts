import { describe, expect, it } from 'vitest'
import { localizeTitle, localizedText } from './content'

describe('texts staff write in both languages', () => {
  it('shows Spanish on Spanish pages when there is some, else English marked as English', () => {
    expect(localizedText('Villa', 'Casa', 'es')).toEqual({ text: 'Casa', lang: 'es' })
    expect(localizedText('Villa', '  ', 'es')).toEqual({ text: 'Villa', lang: 'en' })
    expect(localizedText('Villa', 'Casa', 'en')).toEqual({ text: 'Villa', lang: 'en' })
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
