import { z } from 'zod'
import { emailAddress } from './contact-fields'
import { ROLES } from './roles'

export const RoleChangeSchema = z.object({
  intent: z.enum(['grant', 'revoke']),
  email: emailAddress,
  role: z.enum(ROLES, { message: 'Please choose a role.' }),
})
