// One schema for the property inquiry form, used by the browser and the server (STYLE: validate at the boundary).
// SPEC §3 inquiry e-mail data: name, email, propertyTitle, propertyId, listingId, slug, phone, message.
// Its messages are English (the API's); the form shows them in the page's language (components/inquiry-form.tsx),
// so a message changed in contact-fields.ts must change in the listing catalog too (app/i18n/locales/en/listing.json).
import { z } from 'zod'
import { emailAddress, honeypot, message, optionalPhone, personName } from './contact-fields'
import { fieldErrors } from './form-errors'

export const InquirySchema = z.object({
  name: personName,
  email: emailAddress,
  phone: optionalPhone,
  message,
  propertyId: z.coerce.number().int().positive(),
  propertyTitle: z.string().trim().min(1).max(300),
  listingId: z.string().trim().min(1).max(60),
  slug: z.string().trim().min(1).max(300),
  website: honeypot,
})

export type Inquiry = z.infer<typeof InquirySchema>
export type InquiryFieldErrors = Partial<Record<keyof Inquiry, string>>

export const inquiryFieldErrors = (error: z.ZodError<Inquiry>): InquiryFieldErrors => fieldErrors(error)
