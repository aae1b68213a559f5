// The property form's foreign-buyer facts (issue 16): how the land is held, who can hold it, fees and rentals.
// Feed listings keep these editable: the MLS does not send them.
import { FOREIGN_OWNERSHIP, FOREIGN_OWNERSHIP_LABELS, TITLE_TYPES, TITLE_TYPE_LABELS } from '~/lib/buyer-facts'
import { PROPERTY_FIELD_LABELS } from '~/lib/property-form-labels'
import type { PropertyFormErrors } from '~/lib/property-form-schema'
import type { PropertyFormDefaults } from '~/lib/property-form-defaults'
import { Field, Section, type FieldProps } from './property-form-parts'

export function BuyerFactsSection({
  defaults,
  errors,
  field,
}: {
  defaults: PropertyFormDefaults
  errors: PropertyFormErrors
  field: FieldProps
}) {
  return (
    <Section title="Buying from abroad">
      <Field
        label={PROPERTY_FIELD_LABELS.titleType}
        name="titleType"
        errors={errors}
        hint="Buyers can filter on titled land."
      >
        <select {...field('titleType')} defaultValue={defaults.titleType}>
          <option value="">Not stated</option>
          {TITLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {TITLE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={PROPERTY_FIELD_LABELS.foreignOwnership}
        name="foreignOwnership"
        errors={errors}
        hint="Left to the lot size, a lot up to 3,000 m² (32,291 sq ft) can be held in a foreigner's own name and a larger one needs a Honduran company. Choose to override it: several lots, coastal land or commercial property usually need a company too."
      >
        <select {...field('foreignOwnership')} defaultValue={defaults.foreignOwnership}>
          <option value="">From the lot size</option>
          {FOREIGN_OWNERSHIP.map((kind) => (
            <option key={kind} value={kind}>
              {FOREIGN_OWNERSHIP_LABELS[kind]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={PROPERTY_FIELD_LABELS.hoaFeeUsd} name="hoaFeeUsd" errors={errors} hint="Community or HOA fees.">
        <input {...field('hoaFeeUsd')} defaultValue={defaults.hoaFeeUsd} inputMode="numeric" />
      </Field>
      <Field
        label={PROPERTY_FIELD_LABELS.rentalProgram}
        name="rentalProgram"
        errors={errors}
        hint="Who manages rentals and on what terms, e.g. “On-site manager, owner keeps 70%”."
        wide
      >
        <input {...field('rentalProgram')} defaultValue={defaults.rentalProgram} />
      </Field>
      <Field
        label={PROPERTY_FIELD_LABELS.rentalProgramEs}
        name="rentalProgramEs"
        errors={errors}
        hint="The same on the Spanish site. Empty: the English one is shown there with a note."
        wide
      >
        <input {...field('rentalProgramEs')} defaultValue={defaults.rentalProgramEs} lang="es" />
      </Field>
      <Field
        label={PROPERTY_FIELD_LABELS.rentalIncomeUsd}
        name="rentalIncomeUsd"
        errors={errors}
        hint="Gross. Filled in means the listing has a rental history."
      >
        <input {...field('rentalIncomeUsd')} defaultValue={defaults.rentalIncomeUsd} inputMode="numeric" />
      </Field>
      <Field label={PROPERTY_FIELD_LABELS.rentalOccupancyPercent} name="rentalOccupancyPercent" errors={errors}>
        <input
          {...field('rentalOccupancyPercent')}
          defaultValue={defaults.rentalOccupancyPercent}
          inputMode="numeric"
        />
      </Field>
    </Section>
  )
}
