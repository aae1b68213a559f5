import { type FormEvent, useCallback, useRef, useState } from 'react'
import type { z } from 'zod'
import { fieldErrors } from '~/lib/form-errors'

/**
 * Checks a form with the same zod schema the server uses before it is sent; on a problem the submission is stopped
 * and the field errors are returned for showing beside each field.
 *
 * The schema (with zod, about 25 KB) is not part of the page's first load (issue 13): it loads when the visitor first
 * enters the form (`onFocus`). A submission before it has arrived waits for it and is then sent again as the visitor
 * sent it; if it cannot load, the form goes unchecked to the server, which checks it anyway.
 */
export function useClientValidation<T>(loadSchema: () => Promise<z.ZodType<T>>) {
  const [clientErrors, setClientErrors] = useState<Partial<Record<keyof T, string>> | null>(null)
  const schema = useRef<z.ZodType<T> | 'unavailable' | null>(null)
  const loading = useRef<Promise<unknown> | null>(null)

  const onFocus = useCallback(() => {
    loading.current ??= loadSchema().then(
      (loaded) => (schema.current = loaded),
      () => (schema.current = 'unavailable'),
    )
  }, [loadSchema])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (schema.current === 'unavailable') return
    if (!schema.current) {
      event.preventDefault()
      const form = event.currentTarget
      const submitter = (event.nativeEvent as SubmitEvent).submitter
      onFocus()
      void loading.current?.then(() => form.requestSubmit(submitter))
      return
    }
    const parsed = schema.current.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (parsed.success) return setClientErrors(null)
    event.preventDefault()
    setClientErrors(fieldErrors(parsed.error))
  }
  return { clientErrors, onSubmit, onFocus }
}
