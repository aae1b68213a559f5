// The Team screen's agent form (SPEC §2 admin team), checked on the server with this one schema.
import { z } from 'zod'
import { emailAddress, optionalPhone, personName } from './contact-fields'
import { slugify } from './slug'

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(/[,\n]/)
      .map((item) => item.trim())
      .filter(Boolean),
  )

export const AgentFormSchema = z
  .object({
    name: personName,
    slug: z.string().trim().default(''),
    title: z.string().trim().max(120, 'Please shorten the title to 120 characters.').default(''),
    email: emailAddress,
    phone: optionalPhone,
    whatsapp: z
      .string()
      .trim()
      .transform((value) => value.replace(/\D/g, ''))
      .refine((value) => value === '' || value.length >= 8, 'Please enter the WhatsApp number with its country code.'),
    bio: z.string().trim().max(2000, 'Please keep the bio under 2,000 characters.').default(''),
    // Issue 16: the Spanish job title and bio, optional ('' = the Spanish site shows the English with a note)
    titleEs: z.string().trim().max(120, 'Please shorten the Spanish title to 120 characters.').default(''),
    bioEs: z.string().trim().max(2000, 'Please keep the Spanish bio under 2,000 characters.').default(''),
    languages: list,
    areasServed: z.array(z.string()).default([]),
    active: z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean()),
    userEmail: z
      .string()
      .trim()
      .toLowerCase()
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'Please enter a valid e-mail address, or leave it empty.',
      )
      .default(''),
  })
  .transform((agent) => ({ ...agent, slug: slugify(agent.slug || agent.name) }))
  .refine((agent) => agent.slug !== '', {
    path: ['slug'],
    message: 'Please give the agent a name with letters or digits.',
  })

export type AgentForm = z.infer<typeof AgentFormSchema>
