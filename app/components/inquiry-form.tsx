import { Form, useNavigation } from 'react-router'
import type { InquiryFieldErrors } from '~/lib/inquiry-schema'
import { useInquiryFunnel } from './analytics/inquiry-funnel'
import { FormField, HoneypotField } from './ui/form-field'
import { useClientValidation } from './ui/use-client-validation'

const loadInquirySchema = () => import('~/lib/inquiry-schema').then((module) => module.InquirySchema)

interface InquiryFormProps {
  property: { id: number; title: string; listingId: string; slug: string }
  /** from the action: field errors, or a message for the whole form */
  result?: { fieldErrors?: InquiryFieldErrors; formError?: string } | null
}

/** Checked in the browser before sending and again on the server with the same schema. */
export function InquiryForm({ property, result }: InquiryFormProps) {
  const navigation = useNavigation()
  const { clientErrors, onSubmit, onFocus: prepareChecks } = useClientValidation(loadInquirySchema)
  const errors = clientErrors ?? result?.fieldErrors ?? {}
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'inquiry'
  const { formRef, requestTour, onFocus, onSubmitted } = useInquiryFunnel(property)

  return (
    <section aria-labelledby="inquiry-heading" className="rounded-2xl bg-sand p-5">
      <h2 id="inquiry-heading" className="text-xl">
        Ask about this property
      </h2>
      {/* SPEC §3 property_tour: a tour is asked for with the same form and a tour message. */}
      <button
        type="button"
        onClick={requestTour}
        className="mt-3 w-full rounded-lg bg-white px-5 py-2 font-semibold text-sea ring-2 ring-inset ring-sea hover:bg-sand"
      >
        Request a tour
      </button>
      <Form
        ref={formRef}
        method="post"
        preventScrollReset
        noValidate
        className="mt-4 space-y-4"
        onFocus={() => {
          prepareChecks()
          onFocus()
        }}
        onSubmit={(event) => {
          onSubmit(event)
          onSubmitted(event)
        }}
      >
        <input type="hidden" name="intent" value="inquiry" />
        <input type="hidden" name="propertyId" value={property.id} />
        <input type="hidden" name="propertyTitle" value={property.title} />
        <input type="hidden" name="listingId" value={property.listingId} />
        <input type="hidden" name="slug" value={property.slug} />
        <HoneypotField id="inquiry-website" />
        <FormField id="inquiry-name" name="name" label="Your name" autoComplete="name" error={errors.name} />
        <FormField
          id="inquiry-email"
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        <FormField
          id="inquiry-phone"
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
        />
        <FormField
          id="inquiry-message"
          name="message"
          label="Message"
          as="textarea"
          defaultValue={`I would like more information about ${property.title} (${property.listingId}).`}
          error={errors.message}
        />
        {result?.formError ? (
          <p role="alert" className="rounded-lg bg-white p-3 text-sm font-medium text-coral-dark">
            {result.formError}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-lg bg-coral-dark px-5 py-3 font-semibold text-white hover:bg-coral disabled:opacity-70"
        >
          {sending ? 'Sending…' : 'Send inquiry'}
        </button>
      </Form>
    </section>
  )
}
