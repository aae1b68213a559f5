/** A labelled input, textarea or select with its error message tied to it for screen readers. */
export function FormField({
  id,
  name,
  label,
  error,
  as = 'input',
  options,
  choose = 'Choose…',
  ...input
}: {
  id: string
  name: string
  label: string
  error?: string
  as?: 'input' | 'textarea' | 'select'
  options?: Record<string, string>
  /** the empty first option of a select */
  choose?: string
  type?: string
  autoComplete?: string
  inputMode?: 'decimal' | 'numeric'
  defaultValue?: string
}) {
  const describedBy = error ? `${id}-error` : undefined
  const shared = {
    id,
    name,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    className: `mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${error ? 'border-coral-dark' : 'border-ink/30'}`,
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {as === 'textarea' ? (
        <textarea {...shared} rows={4} defaultValue={input.defaultValue} />
      ) : as === 'select' ? (
        <select {...shared} defaultValue={input.defaultValue ?? ''}>
          <option value="" disabled>
            {choose}
          </option>
          {Object.entries(options ?? {}).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      ) : (
        <input {...shared} {...input} />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-coral-dark">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Hidden from people, tempting to bots: a filled honeypot marks the submission as spam. */
export function HoneypotField({ id, label = 'Leave this field empty' }: { id: string; label?: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
