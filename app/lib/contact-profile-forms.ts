// The Contact Profile screen's forms (SPEC §2 contacts/profile/{id}, §4 assignment): one schema per form, checked on
// the server.
import { z } from 'zod'
import { emailAddress, optionalPhone } from './contact-fields'

export const CONTACT_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
}

/** The contact forms' field labels (Contact Profile details and assignment), by field; Admin → Audit Log uses them too. */
export const CONTACT_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  status: 'Status',
  assignedAgentId: 'Assigned agent',
  leadSource: 'Lead source',
} as const

/** Automatic assignment of new leads (app_settings key 'lead_assignment'); off unless an admin turns it on. */
export const LEAD_ASSIGNMENT_MODES = ['off', 'round_robin', 'listing_agent'] as const
export type LeadAssignmentMode = (typeof LEAD_ASSIGNMENT_MODES)[number]

export const LEAD_ASSIGNMENT_LABELS: Record<LeadAssignmentMode, string> = {
  off: 'Off: staff assign leads by hand',
  round_robin: 'Round robin among active agents',
  listing_agent: 'The listing’s agent (round robin when there is none)',
}

const namePart = z.string().trim().max(80, 'Please shorten the name to 80 characters.').default('')

export const ContactDetailsSchema = z.object({
  firstName: namePart,
  lastName: namePart,
  email: emailAddress,
  phone: optionalPhone.default(''),
  status: z.enum(CONTACT_STATUSES, { error: 'Choose a status.' }),
})
export type ContactDetails = z.infer<typeof ContactDetailsSchema>

export const ContactNoteSchema = z.object({
  note: z.string().trim().min(1, 'Write the note first.').max(4000, 'Please keep the note under 4,000 characters.'),
})

/** An empty choice unassigns (SPEC §4: assigned_agent_id set to null). */
export const ContactAssignSchema = z.object({
  agentId: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || /^\d+$/.test(value), 'Choose an agent.')
    .transform((value) => (value === '' ? null : Number(value))),
})

export const LeadAssignmentSettingSchema = z.object({
  mode: z.enum(LEAD_ASSIGNMENT_MODES, { error: 'Choose how new leads are assigned.' }),
})
