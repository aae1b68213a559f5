// The /admin/reviews forms: one moderation action per button, and a review or testimonial that staff type in
// (one a client sent by e-mail, say). Checked in the browser and on the server with these schemas.
import { z } from 'zod'

export const REVIEW_STATUSES = {
  pending: 'Waiting',
  approved: 'Approved',
  hidden: 'Hidden',
} as const
export type ReviewStatus = keyof typeof REVIEW_STATUSES

export const REVIEW_KINDS = {
  review: 'Review',
  testimonial: 'Testimonial',
} as const
export type ReviewKind = keyof typeof REVIEW_KINDS

export const REPLY_MAX = 2000

const reviewId = z.coerce.number().int().positive()

export const ReviewActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), id: reviewId }),
  z.object({ intent: z.literal('hide'), id: reviewId }),
  z.object({ intent: z.literal('feature'), id: reviewId }),
  z.object({ intent: z.literal('unfeature'), id: reviewId }),
  z.object({ intent: z.literal('delete'), id: reviewId }),
  z.object({
    intent: z.literal('reply'),
    id: reviewId,
    // An empty reply removes the one shown on the site.
    reply: z
      .string()
      .trim()
      .max(REPLY_MAX, { message: `Keep the reply under ${REPLY_MAX} characters.` })
      .transform((value) => (value === '' ? null : value)),
  }),
])
export type ReviewAction = z.infer<typeof ReviewActionSchema>

export const ReviewFormSchema = z.object({
  kind: z.enum(Object.keys(REVIEW_KINDS) as [ReviewKind], { message: 'Choose review or testimonial.' }),
  authorName: z
    .string()
    .trim()
    .min(1, { message: "Enter the client's name as it should appear." })
    .max(120, { message: 'Keep the name under 120 characters.' }),
  authorLocation: z.string().trim().max(120, { message: 'Keep the place under 120 characters.' }).default(''),
  rating: z.coerce
    .number({ message: 'Choose a rating from 1 to 5 stars.' })
    .int()
    .min(1, { message: 'Choose a rating from 1 to 5 stars.' })
    .max(5, { message: 'Choose a rating from 1 to 5 stars.' }),
  title: z.string().trim().max(160, { message: 'Keep the title under 160 characters.' }).default(''),
  body: z
    .string()
    .trim()
    .min(1, { message: 'Paste what the client wrote.' })
    .max(5000, { message: 'Keep the text under 5,000 characters.' }),
})
export type ReviewFormInput = z.input<typeof ReviewFormSchema>
export type ReviewForm = z.output<typeof ReviewFormSchema>
export type ReviewFieldErrors = Partial<Record<keyof ReviewForm, string>>
