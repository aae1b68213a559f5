// Every listing field, in the order staff think of them. The same zod schema checks the form here (before sending)
// and on the server; the server also checks that the slug and listing ID are free.
import { useEffect, useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import {
  DRAFT_REQUIRED_LABELS,
  PROPERTY_STATUS_OPTIONS,
  PUBLISH_REQUIRED_LABELS,
  parsePropertyForm,
  slugFollowsTitle,
  type PropertyFormErrors,
} from '~/lib/property-form-schema'
import { PROPERTY_FIELD_LABELS } from '~/lib/property-form-labels'
import { PROPERTY_STATUSES, PROPERTY_TYPES, PROPERTY_TYPE_LABELS } from '~/lib/property-rules'
import { slugify } from '~/lib/slug'
import { BuyerFactsSection } from './property-form-buyer-facts'
import { UtilitiesSection } from './property-form-utilities'
import type { PropertyFormDefaults } from '~/lib/property-form-defaults'
import { Field, Section, inputClass } from './property-form-parts'

export function PropertyForm({
  defaults,
  errors: serverErrors,
  options,
  submitLabel,
  notice,
  locked,
}: {
  defaults: PropertyFormDefaults
  errors?: PropertyFormErrors
  options: { areas: { id: number; name: string }[]; agents: { id: number; name: string; active: boolean }[] }
  submitLabel: string
  notice?: string
  /** Feed listings: the fields the feed writes are read-only (the server refuses changes too). */
  locked?: { fields: readonly string[]; note: string }
}) {
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  const [clientErrors, setClientErrors] = useState<PropertyFormErrors | null>(null)
  const errors = clientErrors ?? serverErrors ?? {}
  const errorCount = Object.keys(errors).length
  const [title, setTitle] = useState(defaults.title)
  const [slug, setSlug] = useState(defaults.slug)
  const [follows, setFollows] = useState(slugFollowsTitle(defaults.slug, defaults.title))
  const summary = useRef<HTMLDivElement>(null)
  const titleInput = useRef<HTMLInputElement>(null)
  const slugInput = useRef<HTMLInputElement>(null)

  // Text typed before the page's script started is in the inputs but not in React's state: take it over once.
  useEffect(() => {
    const typedTitle = titleInput.current?.value ?? title
    const typedSlug = slugInput.current?.value ?? slug
    if (typedTitle === title && typedSlug === slug) return
    const frame = requestAnimationFrame(() => {
      setTitle(typedTitle)
      if (typedSlug !== slug) {
        setSlug(typedSlug)
        setFollows(false)
      } else if (follows) setSlug(slugify(typedTitle))
    })
    return () => cancelAnimationFrame(frame)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, [])

  useEffect(() => {
    if (errorCount > 0) summary.current?.focus()
  }, [errorCount, serverErrors, clientErrors])

  const isLocked = (name: keyof PropertyFormErrors) => Boolean(locked?.fields.includes(name))
  // A disabled select sends nothing, so its value travels in a hidden input.
  const lockedValue = (name: 'status' | 'propertyType' | 'areaId' | 'sewer') =>
    isLocked(name) ? <input type="hidden" name={name} value={defaults[name]} /> : null
  const field = (name: keyof PropertyFormErrors) => ({
    id: `property-${name}`,
    name,
    readOnly: isLocked(name),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': [errors[name] ? `property-${name}-error` : '', `property-${name}-hint`].join(' ').trim(),
    className: inputClass(errors[name]),
  })

  return (
    <Form
      method="post"
      noValidate
      // No restoring of old values on Back: the slug rule's state must match what the inputs show.
      autoComplete="off"
      className="mt-4 space-y-6"
      onSubmit={(event) => {
        const parsed = parsePropertyForm(Object.fromEntries(new FormData(event.currentTarget)))
        // Locked fields are the feed's to fill in: only the editable ones are checked here.
        const problems = parsed.ok
          ? {}
          : Object.fromEntries(Object.entries(parsed.errors).filter(([name]) => !locked?.fields.includes(name)))
        if (Object.keys(problems).length > 0) {
          event.preventDefault()
          setClientErrors(problems)
        } else setClientErrors(null)
      }}
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="slugFollowsTitle" value={String(follows)} />
      <div
        ref={summary}
        tabIndex={-1}
        role={errorCount > 0 ? 'alert' : 'status'}
        className={errorCount > 0 ? 'rounded-xl border border-coral-dark bg-white p-4' : ''}
      >
        {errorCount > 0 ? (
          <>
            <p className="font-semibold text-coral-dark">
              Nothing was saved yet. Please fix {errorCount === 1 ? 'this field' : `these ${errorCount} fields`}:
            </p>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {Object.entries(errors).map(([name, message]) => (
                <li key={name}>
                  <a href={`#property-${name}`} className="underline">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : notice ? (
          <p className="rounded-xl bg-reef/15 p-3 font-medium text-sea-dark">{notice}</p>
        ) : null}
      </div>

      {locked ? (
        <p className="rounded-xl bg-sand p-4 font-medium shadow ring-1 ring-black/5">
          {locked.note}. The greyed fields come from the MLS; featured, agent, year built, features, the foreign-buyer
          facts and the utilities the MLS does not send stay editable.
        </p>
      ) : null}
      <p className="rounded-xl bg-white p-4 text-sm shadow ring-1 ring-black/5">
        <strong>What you need:</strong> a <em>Draft</em> or <em>Off market</em> listing can be saved with just{' '}
        {DRAFT_REQUIRED_LABELS.join(' and ').toLowerCase()}; fill in the rest whenever you like. To show it on the site
        (<em>For sale</em>, <em>Under contract</em> or <em>Sold</em>) it also needs{' '}
        {PUBLISH_REQUIRED_LABELS.filter((label) => !(DRAFT_REQUIRED_LABELS as readonly string[]).includes(label))
          .join(', ')
          .toLowerCase()}
        . Prices and sizes may be typed with $ and commas.
      </p>

      <Section title="The basics">
        <Field
          label={PROPERTY_FIELD_LABELS.title}
          name="title"
          errors={errors}
          hint="What buyers see first, e.g. “Oceanfront villa in West Bay”."
        >
          <input
            {...field('title')}
            ref={titleInput}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value)
              if (follows) setSlug(slugify(event.target.value))
            }}
          />
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.slug}
          name="slug"
          errors={errors}
          hint={
            follows
              ? 'Made from the title while you have not edited it here. Type here to choose your own; it then stays as you typed it. Changing it changes the public address.'
              : 'You edited this by hand, so changing the title leaves it as it is. Changing it changes the public address.'
          }
        >
          <input
            {...field('slug')}
            ref={slugInput}
            value={slug}
            autoComplete="off"
            onChange={(event) => {
              setSlug(event.target.value)
              setFollows(false)
            }}
            onBlur={() => setSlug((current) => slugify(current))}
          />
          <p className="mt-1 text-sm break-all text-ink/80">
            Public page: /property/{slugify(slug) || slugify(title) || '…'}
          </p>
          {!follows && !isLocked('slug') ? (
            <button
              type="button"
              className="mt-1 text-sm font-semibold text-sea underline"
              onClick={() => {
                setFollows(true)
                setSlug(slugify(title))
              }}
            >
              Make it follow the title again
            </button>
          ) : null}
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.listingId}
          name="listingId"
          errors={errors}
          hint="Leave empty to get the next free number (RR-…)."
        >
          <input {...field('listingId')} defaultValue={defaults.listingId} autoComplete="off" />
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.status}
          name="status"
          errors={errors}
          hint="Only For sale, Under contract and Sold show on the site."
        >
          {lockedValue('status')}
          <select {...field('status')} defaultValue={defaults.status} disabled={isLocked('status')}>
            {PROPERTY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PROPERTY_STATUS_OPTIONS[status]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={PROPERTY_FIELD_LABELS.propertyType} name="propertyType" errors={errors}>
          {lockedValue('propertyType')}
          <select {...field('propertyType')} defaultValue={defaults.propertyType} disabled={isLocked('propertyType')}>
            <option value="" disabled>
              Choose…
            </option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {PROPERTY_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id="property-featured"
            name="featured"
            type="checkbox"
            defaultChecked={defaults.featured}
            className="size-5"
            aria-describedby="property-featured-hint"
          />
          <label htmlFor="property-featured" className="font-semibold">
            {PROPERTY_FIELD_LABELS.featured}
          </label>
          <span id="property-featured-hint" className="sr-only">
            Only listings for sale are featured.
          </span>
        </div>
      </Section>

      <Section title="Price and size">
        <Field
          label={PROPERTY_FIELD_LABELS.priceUsd}
          name="priceUsd"
          errors={errors}
          hint="Whole dollars, e.g. 450,000."
        >
          <input {...field('priceUsd')} defaultValue={defaults.priceUsd} inputMode="numeric" />
        </Field>
        <Field label={PROPERTY_FIELD_LABELS.bedrooms} name="bedrooms" errors={errors}>
          <input {...field('bedrooms')} defaultValue={defaults.bedrooms} inputMode="numeric" />
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.bathrooms}
          name="bathrooms"
          errors={errors}
          hint="Halves allowed, e.g. 2.5."
        >
          <input {...field('bathrooms')} defaultValue={defaults.bathrooms} inputMode="decimal" />
        </Field>
        <Field label={PROPERTY_FIELD_LABELS.livingAreaSqft} name="livingAreaSqft" errors={errors}>
          <input {...field('livingAreaSqft')} defaultValue={defaults.livingAreaSqft} inputMode="numeric" />
        </Field>
        <Field label={PROPERTY_FIELD_LABELS.lotSizeSqft} name="lotSizeSqft" errors={errors}>
          <input {...field('lotSizeSqft')} defaultValue={defaults.lotSizeSqft} inputMode="numeric" />
        </Field>
        <Field label={PROPERTY_FIELD_LABELS.yearBuilt} name="yearBuilt" errors={errors}>
          <input {...field('yearBuilt')} defaultValue={defaults.yearBuilt} inputMode="numeric" />
        </Field>
      </Section>

      <Section title="Location">
        <Field label={PROPERTY_FIELD_LABELS.areaId} name="areaId" errors={errors}>
          {lockedValue('areaId')}
          <select {...field('areaId')} defaultValue={defaults.areaId} disabled={isLocked('areaId')}>
            <option value="">No area yet</option>
            {options.areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={PROPERTY_FIELD_LABELS.address} name="address" errors={errors}>
          <input {...field('address')} defaultValue={defaults.address} autoComplete="off" />
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.latitude}
          name="latitude"
          errors={errors}
          hint="For the map, e.g. 16.3215. Roatan is near 16.3."
        >
          <input {...field('latitude')} defaultValue={defaults.latitude} inputMode="decimal" />
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.longitude}
          name="longitude"
          errors={errors}
          hint="For the map, e.g. -86.5372 (note the minus)."
        >
          <input {...field('longitude')} defaultValue={defaults.longitude} inputMode="decimal" />
        </Field>
      </Section>

      <Section title="Description">
        <Field label={PROPERTY_FIELD_LABELS.description} name="description" errors={errors} wide>
          <textarea {...field('description')} rows={8} defaultValue={defaults.description} />
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.titleEs}
          name="titleEs"
          errors={errors}
          hint="The title on the Spanish site. Empty: the English one is shown there with a note."
          wide
        >
          <input {...field('titleEs')} defaultValue={defaults.titleEs} lang="es" />
        </Field>
        <Field label={PROPERTY_FIELD_LABELS.descriptionEs} name="descriptionEs" errors={errors} wide>
          <textarea {...field('descriptionEs')} rows={8} defaultValue={defaults.descriptionEs} lang="es" />
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.features}
          name="features"
          errors={errors}
          hint="One per line, e.g. “Private dock”."
          wide
        >
          <textarea {...field('features')} rows={6} defaultValue={defaults.features} />
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.featuresEs}
          name="featuresEs"
          errors={errors}
          hint="The features on the Spanish site, one per line, e.g. “Muelle privado”. Empty: the English ones are shown there with a note."
          wide
        >
          <textarea {...field('featuresEs')} rows={6} defaultValue={defaults.featuresEs} lang="es" />
        </Field>
      </Section>

      <BuyerFactsSection defaults={defaults} errors={errors} field={field} />
      <UtilitiesSection
        defaults={defaults}
        errors={errors}
        field={field}
        isLocked={isLocked}
        lockedValue={lockedValue}
      />

      <Section title="Listing agent">
        <Field label={PROPERTY_FIELD_LABELS.agentId} name="agentId" errors={errors}>
          <select {...field('agentId')} defaultValue={defaults.agentId}>
            <option value="">No agent</option>
            {options.agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
                {agent.active ? '' : ' (inactive)'}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.listingOfficeName}
          name="listingOfficeName"
          errors={errors}
          hint="For listings from another office."
        >
          <input {...field('listingOfficeName')} defaultValue={defaults.listingOfficeName} />
        </Field>
        <Field
          label={PROPERTY_FIELD_LABELS.tourNoticeHours}
          name="tourNoticeHours"
          errors={errors}
          hint="How far ahead buyers must book a tour with the agent (Admin → Tours): at least 24, so caretakers and renters can be told."
        >
          <input {...field('tourNoticeHours')} defaultValue={defaults.tourNoticeHours} inputMode="numeric" />
        </Field>
      </Section>

      <div className="sticky bottom-0 -mx-6 border-t border-black/10 bg-white px-6 py-3">
        <Button type="submit" disabled={saving} size="xl" className="disabled:opacity-60">
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </Form>
  )
}
