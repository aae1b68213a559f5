// Deleting an account asks the person to type DELETE first: one schema for the form and the server. Spanish pages ask
// for ELIMINAR (issue 16); the message shown is the page's (account.data.confirmError).
import { z } from 'zod'
import type { Locale } from '~/i18n/locale'

export const DELETE_CONFIRMATION_WORDS: Record<Locale, string> = { en: 'DELETE', es: 'ELIMINAR' }
export const DELETE_CONFIRMATION_WORD = DELETE_CONFIRMATION_WORDS.en

/** The schema of a page in `locale`: the word to type is that page's. */
export function deleteAccountSchema(locale: Locale) {
  const word = DELETE_CONFIRMATION_WORDS[locale]
  return z.object({
    intent: z.literal('delete-account'),
    confirm: z
      .string()
      .trim()
      .refine((value) => value === word, `Type ${word} to confirm.`),
  })
}

export const DeleteAccountSchema = deleteAccountSchema('en')
