import type { z } from 'zod'

/** The first problem of each field, for showing beside it. */
export function fieldErrors<T>(error: z.ZodError<T>): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof T | undefined
    if (field !== undefined && !errors[field]) errors[field] = issue.message
  }
  return errors
}
