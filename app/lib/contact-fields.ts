// Fields shared by the site's forms, with messages a visitor understands.
import { z } from 'zod'

export const personName = z
  .string()
  .trim()
  .min(2, 'Please enter your name.')
  .max(120, 'Please shorten your name to 120 characters.')

export const emailAddress = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid e-mail address.'))

export const optionalPhone = z
  .string()
  .trim()
  .max(40, 'Please shorten the phone number.')
  .refine(
    (value) => value === '' || /^[+()\d\s.-]{7,}$/.test(value),
    'Please enter a phone number with digits only, or leave it empty.',
  )

export const message = z
  .string()
  .trim()
  .min(10, 'Please write a short message (at least 10 characters).')
  .max(4000, 'Please keep the message under 4,000 characters.')

/** Honeypot: people never see or fill it. */
export const honeypot = z.string().max(0, 'Please leave this field empty.').optional().default('')
