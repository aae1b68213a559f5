import { describe, expect, test } from 'vitest'
import english from '~/i18n/locales/en/content.json'
import spanish from '~/i18n/locales/es/content.json'
import { tagMessageId } from './blog-tags'

describe('tagMessageId', () => {
  test('finds the tags staff use, whatever their case and spacing (issue 43)', () => {
    expect(tagMessageId('Costs')).toBe('content.tag.costs')
    expect(tagMessageId(' living  in ROATAN ')).toBe('content.tag.livingInRoatan')
  })

  test('leaves an unknown tag to show in English', () => {
    expect(tagMessageId('Snorkelling')).toBeNull()
  })

  test('the demo posts’ tags are all known, with their Spanish in the catalog', () => {
    // the tags of app/db/seed/data/posts.ts
    const demoTags = ['Areas', 'Buying', 'Getting started', 'Legal', 'Checklist', 'Condos', 'Costs', 'Closing', 'Land']
    demoTags.push('Title', 'Corporations', 'Living in Roatan', 'Construction', 'Insurance', 'Relocation', 'Pets')
    demoTags.push('Renting', 'Investing', 'Residency')
    for (const tag of demoTags) {
      const id = tagMessageId(tag)
      expect(id, tag).not.toBeNull()
      expect(spanish[id!], tag).toBeTruthy()
      expect(english[id!], tag).toBe(tag)
    }
  })
})
