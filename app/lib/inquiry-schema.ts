// One schema for the property inquiry form, used by the browser and the server (STYLE: validate at the boundary).
// SPEC §3 inquiry e-mail data: name, email, propertyTitle, propertyId, listingId, slug, phone, message.
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
