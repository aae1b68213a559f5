import { describe, expect, it } from 'vitest'
import { leadSourceLabel } from './lead-sources'

describe('lead source labels', () => {
  it('names each source as Contacts does', () => {
    expect(leadSourceLabel('inquiry')).toBe('Property inquiry')
    expect(leadSourceLabel('signup')).toBe('Sign-up')
    expect(leadSourceLabel('contact_form')).toBe('Contact form')
    expect(leadSourceLabel('website')).toBe('Website')
    expect(leadSourceLabel('tour')).toBe('Tour booking')
  })

  it('reads a source without a label as words, never as a code', () => {
    expect(leadSourceLabel('saved_search')).toBe('Saved search')
  })
})
