import { describe, expect, test } from 'vitest'
import { mailboxKey } from './mailbox-key'

describe('mailboxKey', () => {
  test.each([
    ['ana@example.com', 'ana@example.com'],
    ['Ana+offers@Example.com', 'ana@example.com'],
    ['a.n.a+1@gmail.com', 'ana@gmail.com'],
    ['ana.smith@example.com', 'ana.smith@example.com'],
    ['+tag@example.com', '+tag@example.com'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key)
  })
})
