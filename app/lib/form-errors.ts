import { z } from 'zod'

/** The first problem of each field, for showing beside it. */
export function fieldErrors<T>(error: z.ZodError<T>): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof T | undefined
    if (field !== undefined && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/**
 * A text field read by `parse` (a textarea of lines, a day's hours): what it returns when it finds no error, else its
 * error as the field's message.
 */
export function parsedText<T extends { error: string | null }>(parse: (text: string) => T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z.string().transform((value, context) => {
      const parsed = parse(value)
      if (parsed.error) {
        context.addIssue({ code: 'custom', message: parsed.error })
        return z.NEVER
      }
      return parsed
    }),
  )
}
