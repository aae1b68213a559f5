import { describe, expect, it } from 'vitest'
import { inSection } from './site-header'

describe('inSection', () => {
  it('marks the section of the page and the pages below it, as NavLink does', () => {
    expect(inSection('/properties', '/properties')).toBe(true)
    expect(inSection('/properties/', '/properties')).toBe(true)
    expect(inSection('/Properties', '/properties')).toBe(true)
    expect(inSection('/es/blog/a-post', '/es/blog')).toBe(true)
    expect(inSection('/es/blog', '/blog')).toBe(false)
    expect(inSection('/blogger', '/blog')).toBe(false)
    expect(inSection('/about', '/')).toBe(false)
    expect(inSection('/', '/')).toBe(true)
  })
})
