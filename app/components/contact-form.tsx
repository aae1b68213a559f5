import { Form, useNavigation } from 'react-router'
import type { ContactFieldErrors } from '~/lib/contact-schema'
import { CONTACT_TOPICS } from '~/lib/contact-topics'
import { FormField, HoneypotField } from './ui/form-field'
import { useClientValidation } from './ui/use-client-validation'

const loadContactSchema = () => import('~/lib/contact-schema').then((module) => module.ContactSchema)

/** The /contact form: checked in the browser before sending and again on the server with the same schema. */
export function ContactForm({ result }: { result?: { fieldErrors?: ContactFieldErrors; formError?: string } | null }) {
  const navigation = useNavigation()
  const { clientErrors, onSubmit, onFocus } = useClientValidation(loadContactSchema)
  const errors = clientErrors ?? result?.fieldErrors ?? {}
  const sending = navigation.state === 'submitting'

  return (
    <section aria-labelledby="contact-form-heading" className="mt-12 rounded-2xl bg-sand p-6">
      <h2 id="contact-form-heading" className="text-2xl">
        Send us a message
      </h2>
      <Form
        method="post"
        preventScrollReset
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onFocus={onFocus}
        onSubmit={onSubmit}
      >
        <HoneypotField id="contact-website" />
        <FormField id="contact-name" name="name" label="Your name" autoComplete="name" error={errors.name} />
        <FormField
          id="contact-email"
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        <FormField
          id="contact-phone"
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
        />
        <FormField
          id="contact-topic"
          name="topic"
          label="Topic"
          as="select"
          options={CONTACT_TOPICS}
          error={errors.topic}
        />
        <div className="sm:col-span-2">
          <FormField id="contact-message" name="message" label="Message" as="textarea" error={errors.message} />
        </div>
        {result?.formError ? (
          <p role="alert" className="rounded-lg bg-white p-3 text-sm font-medium text-coral-dark sm:col-span-2">
            {result.formError}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="rounded-lg bg-coral-dark px-6 py-3 font-semibold text-white hover:bg-coral disabled:opacity-70"
          >
            {sending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </Form>
    </section>
  )
}
