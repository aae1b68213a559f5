// The /contact form (SPEC §2 contact hub), checked in the browser and on the server with this one schema.
// Its messages stay English here; the form shows them in the page's language (CONTACT_FIELD_ERRORS in
// components/contact-form.tsx, messages `content.contact.error.*`), and contact-schema.test.ts keeps the two in step.
import { z } from 'zod'
import { emailAddress, honeypot, message, optionalPhone, personName } from './contact-fields'
import { CONTACT_TOPICS } from './contact-topics'

export const ContactSchema = z.object({
  name: personName,
  email: emailAddress,
  phone: optionalPhone,
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [keyof typeof CONTACT_TOPICS], { message: 'Please choose a topic.' }),
  message,
  website: honeypot,
})

export type ContactMessage = z.infer<typeof ContactSchema>
export type ContactFieldErrors = Partial<Record<keyof ContactMessage, string>>
