// SPEC §5: the magic-link request takes an e-mail and, from /register, a first and last name.
import { z } from 'zod'
import { emailAddress } from './contact-fields'

const name = (label: string) =>
  z.string().trim().min(1, `Please enter your ${label}.`).max(80, `Please shorten your ${label} to 80 characters.`)

export const SignInSchema = z.object({
  email: emailAddress,
  redirectTo: z.string().optional(),
})

export const RegisterSchema = SignInSchema.extend({
  firstName: name('first name'),
  lastName: name('last name'),
})

export type SignInFieldErrors = Partial<Record<'email' | 'firstName' | 'lastName', string>>
