// One schema for the property inquiry form, used by the browser and the server (STYLE: validate at the boundary).
// SPEC §3 inquiry e-mail data: name, email, propertyTitle, propertyId, listingId, slug, phone, message.
import { z } from 'zod'

export const InquirySchema = z.object({
  name: z.string().trim().min(2, 'Please enter your name.').max(120, 'Please shorten your name to 120 characters.'),
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid e-mail address.')),
  phone: z
    .string()
    .trim()
    .max(40, 'Please shorten the phone number.')
    .refine(
      (value) => value === '' || /^[+()\d\s.-]{7,}$/.test(value),
      'Please enter a phone number with digits only, or leave it empty.',
    ),
  message: z
    .string()
    .trim()
    .min(10, 'Please write a short message (at least 10 characters).')
    .max(4000, 'Please keep the message under 4,000 characters.'),
  propertyId: z.coerce.number().int().positive(),
  propertyTitle: z.string().trim().min(1).max(300),
  listingId: z.string().trim().min(1).max(60),
  slug: z.string().trim().min(1).max(300),
  /** Honeypot: people never see or fill it. */
  website: z.string().max(0, 'Please leave this field empty.').optional().default(''),
})

export type Inquiry = z.infer<typeof InquirySchema>
export type InquiryFieldErrors = Partial<Record<keyof Inquiry, string>>

/** The first problem of each field, for showing beside it. */
export function inquiryFieldErrors(error: z.ZodError): InquiryFieldErrors {
  const errors: InquiryFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof Inquiry | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}
