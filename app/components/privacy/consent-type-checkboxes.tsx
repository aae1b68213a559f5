// The four SPEC §3 consent types as checkboxes, labelled verbatim. Posted as `consent_types` when inside a form.
import { CONSENT_TYPES, type ConsentType } from '~/lib/consent'

export function ConsentTypeCheckboxes({
  idPrefix,
  legend,
  selected,
  onChange,
  disabled = false,
}: {
  idPrefix: string
  legend: string
  selected: readonly ConsentType[]
  onChange: (selected: ConsentType[]) => void
  disabled?: boolean
}) {
  function toggle(value: ConsentType, checked: boolean) {
    const next = new Set(selected)
    if (checked) next.add(value)
    else next.delete(value)
    onChange(CONSENT_TYPES.map((type) => type.value).filter((type) => next.has(type)))
  }
  return (
    <fieldset disabled={disabled}>
      <legend className="font-semibold">{legend}</legend>
      <ul className="mt-2 space-y-2">
        {CONSENT_TYPES.map((type) => (
          <li key={type.value} className="flex items-center gap-3">
            <input
              id={`${idPrefix}-${type.value}`}
              type="checkbox"
              name="consent_types"
              value={type.value}
              checked={selected.includes(type.value)}
              onChange={(event) => toggle(type.value, event.currentTarget.checked)}
              className="size-5 accent-sea"
            />
            <label htmlFor={`${idPrefix}-${type.value}`}>{type.label}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
