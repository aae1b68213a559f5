// Issue 44 item 2: the staff forms of a purchase, checked the same in the browser and on the server.
import { z } from 'zod'

const MAX_PRICE_USD = 1_000_000_000

export const OpenPurchaseSchema = z.object({
  listingId: z
    .string()
    .trim()
    .min(1, 'Enter the listing ID, for example RR-1001.')
    .max(40, 'A listing ID is at most 40 characters.'),
  templateId: z.coerce.number({ error: 'Choose a template.' }).int('Choose a template.').positive('Choose a template.'),
  offerAcceptedOn: z.iso.date({ error: 'Enter the day the offer was accepted.' }),
  priceUsd: z
    .string()
    .trim()
    .transform((text, context) => {
      const digits = text.replace(/[$,\s]/g, '')
      if (digits === '') return null
      const value = Number(digits)
      if (Number.isSafeInteger(value) && value > 0 && value <= MAX_PRICE_USD) return value
      context.addIssue({ code: 'custom', message: 'Enter the agreed price in whole US dollars.' })
      return z.NEVER
    }),
})
export type OpenPurchaseForm = z.infer<typeof OpenPurchaseSchema>

/** What an admin types to delete a purchase's document room. */
export const DELETE_ROOM_WORD = 'DELETE'

/** The answer to a form on a purchase's staff page. */
export interface StaffPurchaseResult {
  intent: string
  ok: boolean
  message?: string
  fieldErrors?: Record<string, string>
  stepId?: string
}
