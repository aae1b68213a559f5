// The /contact form (SPEC §2 contact hub), checked in the browser and on the server with this one schema.
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
