// Deleting an account asks the person to type DELETE first: one schema for the form and the server.
import { z } from 'zod'

export const DELETE_CONFIRMATION_WORD = 'DELETE'

export const DeleteAccountSchema = z.object({
  intent: z.literal('delete-account'),
  confirm: z
    .string()
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION_WORD, `Type ${DELETE_CONFIRMATION_WORD} to confirm.`),
})
