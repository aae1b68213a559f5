// The property form's foreign-buyer facts (issue 16): how the land is held, who can hold it, fees and rentals.
// Feed listings keep these editable: the MLS does not send them.
import { FOREIGN_OWNERSHIP, FOREIGN_OWNERSHIP_LABELS, TITLE_TYPES, TITLE_TYPE_LABELS } from '~/lib/buyer-facts'
import type { PropertyFormErrors } from '~/lib/property-form-schema'
import type { PropertyFormDefaults } from '~/lib/property-form-defaults'
import { Field, Section } from './property-form-parts'

type FieldProps = (name: keyof PropertyFormErrors) => {
  id: string
  name: string
  readOnly: boolean
  'aria-invalid': boolean
  'aria-describedby': string
  className: string
}

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
      <Field label="How the land is held" name="titleType" errors={errors} hint="Buyers can filter on titled land.">
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
        label="Foreign ownership"
        name="foreignOwnership"
        errors={errors}
        hint="Larger parcels, several lots and commercial property usually need a Honduran company."
      >
        <select {...field('foreignOwnership')} defaultValue={defaults.foreignOwnership}>
          <option value="">Not stated</option>
          {FOREIGN_OWNERSHIP.map((kind) => (
            <option key={kind} value={kind}>
              {FOREIGN_OWNERSHIP_LABELS[kind]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="HOA fee (US dollars a month)" name="hoaFeeUsd" errors={errors} hint="Community or HOA fees.">
        <input {...field('hoaFeeUsd')} defaultValue={defaults.hoaFeeUsd} inputMode="numeric" />
      </Field>
      <Field
        label="Rental program"
        name="rentalProgram"
        errors={errors}
        hint="Who manages rentals and on what terms, e.g. “On-site manager, owner keeps 70%”."
        wide
      >
        <input {...field('rentalProgram')} defaultValue={defaults.rentalProgram} />
      </Field>
      <Field
        label="Rental income, last 12 months (US dollars)"
        name="rentalIncomeUsd"
        errors={errors}
        hint="Gross. Filled in means the listing has a rental history."
      >
        <input {...field('rentalIncomeUsd')} defaultValue={defaults.rentalIncomeUsd} inputMode="numeric" />
      </Field>
      <Field label="Occupancy, last 12 months (%)" name="rentalOccupancyPercent" errors={errors}>
        <input
          {...field('rentalOccupancyPercent')}
          defaultValue={defaults.rentalOccupancyPercent}
          inputMode="numeric"
        />
      </Field>
    </Section>
  )
}
