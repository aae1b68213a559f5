// The building blocks of the property form: a titled group of fields, and a labelled field with its hint and error.
import type { PropertyFormErrors } from '~/lib/property-form-schema'

export const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 read-only:bg-ink/5 disabled:bg-ink/5 ${error ? 'border-coral-dark' : 'border-ink/30'}`

/** The props the form gives each input by its field name (id, name, error wiring, lock). */
export type FieldProps = (name: keyof PropertyFormErrors) => {
  id: string
  name: string
  readOnly: boolean
  'aria-invalid': boolean
  'aria-describedby': string
  className: string
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
      <legend className="px-1 text-lg font-semibold text-sea">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  )
}

export function Field({
  label,
  name,
  errors,
  hint,
  wide = false,
  children,
}: {
  label: string
  name: keyof PropertyFormErrors
  errors: PropertyFormErrors
  hint?: string
  wide?: boolean
  children: React.ReactNode
}) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : ''}>
      <label htmlFor={`property-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {/* always present: the input names it in aria-describedby */}
      <p id={`property-${name}-hint`} className={hint ? 'mt-1 text-sm text-ink/80' : 'hidden'}>
        {hint}
      </p>
      {errors[name] ? (
        <p id={`property-${name}-error`} className="mt-1 text-sm font-medium text-coral-dark">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
}
