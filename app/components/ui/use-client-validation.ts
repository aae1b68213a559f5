import { type FormEvent, useState } from 'react'
import type { z } from 'zod'
import { fieldErrors } from '~/lib/form-errors'

/**
 * Checks a form with the same zod schema the server uses before it is sent; on a problem the submission is stopped
 * and the field errors are returned for showing beside each field.
 */
export function useClientValidation<T>(schema: z.ZodType<T>) {
  const [clientErrors, setClientErrors] = useState<Partial<Record<keyof T, string>> | null>(null)
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (parsed.success) return setClientErrors(null)
    event.preventDefault()
    setClientErrors(fieldErrors(parsed.error))
  }
  return { clientErrors, onSubmit }
}
