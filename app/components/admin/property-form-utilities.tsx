// The property form's utilities and resilience (issue 44 item 5): power, water, sewer, internet, hurricane standards
// and elevation. A list is a group of checkboxes, one name each (`powerSources.solar`), gathered by the form schema.
import { PROPERTY_FIELD_LABELS } from '~/lib/property-form-labels'
import type { PropertyFormErrors } from '~/lib/property-form-schema'
import type { PropertyFormDefaults } from '~/lib/property-form-defaults'
import { SEWER_KINDS, SEWER_LABELS, UTILITY_LISTS, type UtilityListField } from '~/lib/utilities'
import { Field, Section, type FieldProps } from './property-form-parts'

function ChoiceGroup({
  name,
  defaults,
  errors,
  locked,
}: {
  name: UtilityListField
  defaults: PropertyFormDefaults
  errors: PropertyFormErrors
  /** sent by the listing feed: shown, not changed (a disabled box sends nothing, so its choice travels hidden) */
  locked: boolean
}) {
  const { choices, labels } = UTILITY_LISTS[name]
  const chosen: readonly string[] = defaults[name]
  return (
    <fieldset aria-describedby={errors[name] ? `property-${name}-error` : undefined}>
      <legend className="block text-sm font-semibold">{PROPERTY_FIELD_LABELS[name]}</legend>
      <div className="mt-1 space-y-1">
        {choices.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={`${name}.${choice}`}
              defaultChecked={chosen.includes(choice)}
              disabled={locked}
              className="size-4 accent-sea"
            />
            {locked && chosen.includes(choice) ? <input type="hidden" name={`${name}.${choice}`} value="on" /> : null}
            {(labels as Record<string, string>)[choice]}
          </label>
        ))}
      </div>
      {errors[name] ? (
        <p id={`property-${name}-error`} className="mt-1 text-sm font-medium text-coral-dark">
          {errors[name]}
        </p>
      ) : null}
    </fieldset>
  )
}

export function UtilitiesSection({
  defaults,
  errors,
  field,
  isLocked,
  lockedValue,
}: {
  defaults: PropertyFormDefaults
  errors: PropertyFormErrors
  field: FieldProps
  isLocked: (name: keyof PropertyFormErrors) => boolean
  lockedValue: (name: 'sewer') => React.ReactNode
}) {
  return (
    <Section title="Utilities and resilience">
      {(['powerSources', 'waterSources', 'internet'] as const).map((name) => (
        <ChoiceGroup key={name} name={name} defaults={defaults} errors={errors} locked={isLocked(name)} />
      ))}
      <Field label={PROPERTY_FIELD_LABELS.sewer} name="sewer" errors={errors}>
        {lockedValue('sewer')}
        <select {...field('sewer')} defaultValue={defaults.sewer} disabled={isLocked('sewer')}>
          <option value="">Not stated</option>
          {SEWER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SEWER_LABELS[kind]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={PROPERTY_FIELD_LABELS.hurricaneStandards}
        name="hurricaneStandards"
        errors={errors}
        hint="Reinforced concrete, hurricane straps, impact windows or shutters, to a code the builder can show."
      >
        <select {...field('hurricaneStandards')} defaultValue={defaults.hurricaneStandards}>
          <option value="">Not known</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      </Field>
      <Field
        label={PROPERTY_FIELD_LABELS.elevationM}
        name="elevationM"
        errors={errors}
        hint="Whole metres, e.g. 12. Buyers ask it for storm surge."
      >
        <input {...field('elevationM')} defaultValue={defaults.elevationM} inputMode="numeric" />
      </Field>
    </Section>
  )
}
