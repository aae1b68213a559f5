// Issue 16: every message the contact schema can give is shown in Spanish on Spanish pages, found by its English.
import { describe, expect, test } from 'vitest'
import { CONTACT_FIELD_ERRORS } from '~/components/contact-form'
import { contentMessages } from '~/i18n/catalogs/content'
import { translator } from '~/i18n/messages'
import { fieldErrors } from './form-errors'
import { ContactSchema } from './contact-schema'

const VALID = {
  name: 'Ana Cruz',
  email: 'ana@example.com',
  phone: '',
  topic: 'buying',
  message: 'Is the villa still for sale?',
}

// one submission for each message the schema has
const INVALID: Record<string, unknown>[] = [
  { name: 'A' },
  { name: 'A'.repeat(121) },
  { email: 'not an address' },
  { phone: '1'.repeat(41) },
  { phone: 'call me' },
  { topic: 'weather' },
  { message: 'Hi' },
  { message: 'x'.repeat(4001) },
  { website: 'https://spam.example' },
]

function messagesOf(submission: Record<string, unknown>): string[] {
  const parsed = ContactSchema.safeParse({ ...VALID, ...submission })
  expect(parsed.success).toBe(false)
  return parsed.success ? [] : Object.values(fieldErrors(parsed.error)).filter((message) => message !== undefined)
}

describe('contact form messages', () => {
  const english = translator(contentMessages, 'en')
  const spanish = translator(contentMessages, 'es')

  test('a valid message passes', () => {
    expect(ContactSchema.safeParse(VALID).success).toBe(true)
  })

  test('each message of the schema has its id, and each id is one of the schema’s messages', () => {
    const given = new Set(INVALID.flatMap(messagesOf))
    expect(given.size).toBe(CONTACT_FIELD_ERRORS.length)
    expect(new Set(CONTACT_FIELD_ERRORS.map((id) => english(id)))).toEqual(given)
  })

  test('each message reads in Spanish on Spanish pages', async () => {
    await contentMessages.loadSpanish()
    for (const id of CONTACT_FIELD_ERRORS) expect(spanish(id), id).not.toBe(english(id))
  })
})
