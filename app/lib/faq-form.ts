// Admin → FAQ form (issue 16): an entry's question and answer in English and Spanish, its category, place and
// whether /faq shows it. One zod schema; the server answers 400 with these messages and writes nothing.
import { z } from 'zod'
import { fieldErrors } from './form-errors'

export const FAQ_QUESTION_MAX = 300
export const FAQ_ANSWER_MAX = 5_000

const text = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().max(max, `${label} can be at most ${max.toLocaleString('en-US')} characters.`),
  )

const required = (max: number, label: string, missing: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z
      .string()
      .min(1, missing)
      .max(max, `${label} can be at most ${max.toLocaleString('en-US')} characters.`),
  )

function spanishTextsRead(payload: { value: unknown }) {
  const entry = payload.value as Record<string, unknown>
  return typeof entry.questionEs === 'string' && typeof entry.answerEs === 'string'
}

const FaqFormSchema = z
  .object({
    question: required(FAQ_QUESTION_MAX, 'The question', 'Write the question.'),
    answer: required(FAQ_ANSWER_MAX, 'The answer', 'Write the answer.'),
    questionEs: text(FAQ_QUESTION_MAX, 'The Spanish question'),
    answerEs: text(FAQ_ANSWER_MAX, 'The Spanish answer'),
    category: required(60, 'The category', 'Name the category, e.g. Buying.'),
    sortOrder: z.preprocess(
      (value) => (typeof value !== 'string' || value.trim() === '' ? 0 : Number(value.trim())),
      z
        .number({ error: 'Enter a whole number, e.g. 10.' })
        .int('Enter a whole number, e.g. 10.')
        .min(0, 'Enter a number from 0 to 9,999.')
        .max(9_999, 'Enter a number from 0 to 9,999.'),
    ),
    // An unticked checkbox is not posted at all.
    published: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
  })
  // The Spanish page shows a whole entry in one language: both Spanish texts, or neither. Checked even when other
  // fields are wrong, so every message shows at once.
  .refine((entry) => !entry.questionEs || entry.answerEs !== '', {
    path: ['answerEs'],
    message: 'Write the Spanish answer too, or clear both.',
    when: spanishTextsRead,
  })
  .refine((entry) => !entry.answerEs || entry.questionEs !== '', {
    path: ['questionEs'],
    message: 'Write the Spanish question too, or clear both.',
    when: spanishTextsRead,
  })

export type FaqFormValues = z.output<typeof FaqFormSchema>
export type FaqFormErrors = Partial<Record<keyof FaqFormValues, string>>

export function parseFaqForm(input: Record<string, unknown>) {
  const parsed = FaqFormSchema.safeParse(input)
  return parsed.success
    ? ({ ok: true, values: parsed.data } as const)
    : ({ ok: false, errors: fieldErrors(parsed.error) as FaqFormErrors } as const)
}
