import { describe, expect, it } from 'vitest'
import { isPrivateStoragePath } from './private-buckets'

describe('isPrivateStoragePath', () => {
  it.each([
    '/purchase-documents/a/b.pdf',
    '/purchase-documents',
    '//purchase-documents/a.pdf',
    '/./purchase-documents/a.pdf',
    '/property-images/../purchase-documents/a.pdf',
    '/%70urchase-documents/a.pdf',
    '/Purchase-Documents/a.pdf',
    '/purchase-documents%2Fa.pdf',
    '\\purchase-documents\\a.pdf',
    '/%E0%A4%A',
    '/',
  ])('refuses %s', (path) => {
    expect(isPrivateStoragePath(path)).toBe(true)
  })

  it.each(['/property-images/properties/house.jpg', '/agent-photos/a.webp', '/purchase-documents-x/a'])(
    'lets %s through',
    (path) => {
      expect(isPrivateStoragePath(path)).toBe(false)
    },
  )
})
