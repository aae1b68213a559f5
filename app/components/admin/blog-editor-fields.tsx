// The labelled fields of the blog post editor (blog-editor.tsx and its Spanish section): a label, the control, a
// hint, an optional character counter and the field's error, tied together for screen readers.
import type { ChangeEvent, ReactNode } from 'react'

export const INPUT = 'mt-1 block w-full rounded-lg border bg-white px-3 py-2'
export const borderFor = (error?: string) => (error ? 'border-coral-dark' : 'border-ink/30')

export function Field({
  id,
  label,
  hint,
  error,
  counter,
  children,
}: {
  id: string
  label: string
  hint?: ReactNode
  error?: string
  counter?: { value: number; max: number }
  children: ReactNode
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-semibold">
          {label}
        </label>
        {counter ? (
          <span
            id={`${id}-count`}
            className={`text-xs tabular-nums ${counter.value > counter.max ? 'font-semibold text-coral-dark' : 'text-ink/75'}`}
          >
            {counter.value} / {counter.max} characters
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink/75">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-coral-dark">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const describe = (id: string, { hint, error, counter }: { hint?: boolean; error?: string; counter?: boolean }) =>
  [hint && `${id}-hint`, counter && `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ') || undefined

/** A text field with a character counter: a textarea of `rows` lines, or a one-line input without it. */
export function CountedField({
  id,
  name,
  label,
  hint,
  error,
  max,
  rows,
  lang,
  value,
  onChange,
}: {
  id: string
  name: string
  label: string
  hint: string
  error?: string
  max: number
  rows?: number
  /** the language of the text written here, when it is not the page's */
  lang?: string
  value: string
  onChange: (value: string) => void
}) {
  const control = {
    id,
    name,
    lang,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    'aria-invalid': Boolean(error),
    'aria-describedby': describe(id, { hint: true, counter: true, error }),
    className: `${INPUT} ${borderFor(error)}`,
  }
  return (
    <Field id={id} label={label} hint={hint} error={error} counter={{ value: value.length, max }}>
      {rows ? <textarea rows={rows} {...control} /> : <input {...control} />}
    </Field>
  )
}

/** The formatting the post texts accept, under each Markdown field. */
export function MarkdownHint({ words }: { words: number }) {
  return (
    <>
      {words} words. <span className="font-mono">## Heading</span>, <span className="font-mono">- list item</span>,{' '}
      <span className="font-mono">**bold**</span>, <span className="font-mono">[link](/properties)</span>. HTML shows as
      plain text.
    </>
  )
}
