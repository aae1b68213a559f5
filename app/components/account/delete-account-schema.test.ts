import { expect, test } from 'vitest'
import { DeleteAccountSchema } from './delete-account-schema'

test('deleting an account needs the word DELETE, exactly, typed by the person', () => {
  expect(DeleteAccountSchema.safeParse({ intent: 'delete-account', confirm: ' DELETE ' }).success).toBe(true)
  for (const confirm of ['delete', 'DELET', '', 'yes']) {
    const parsed = DeleteAccountSchema.safeParse({ intent: 'delete-account', confirm })
    expect(parsed.error?.issues[0]?.message).toBe('Type DELETE to confirm.')
  }
  expect(DeleteAccountSchema.safeParse({ intent: 'something-else', confirm: 'DELETE' }).success).toBe(false)
})
