import { Form, useNavigation } from 'react-router'
import { contentMessages } from '~/i18n/catalogs/content'
import { useFieldErrors, useT } from '~/i18n/messages'
import type { ContactFieldErrors } from '~/lib/contact-schema'
import type { CONTACT_TOPICS } from '~/lib/contact-topics'
import { FormField, HoneypotField } from './ui/form-field'
import { useClientValidation } from './ui/use-client-validation'
import { usePageAction } from '~/lib/use-page-action'
import { siteMessages } from '~/i18n/catalogs/site'
import { buttonClasses } from '~/components/ui/button'

const loadContactSchema = () => import('~/lib/contact-schema').then((module) => module.ContactSchema)

type ContentId = NonNullable<(typeof contentMessages)['id']>

/**
 * The messages the contact schema (lib/contact-schema.ts, lib/contact-fields.ts) gives, which the browser and the
 * server check with. They stay English there (the schema is not part of the page's first load); the form shows them
 * in the page's language by finding the message whose English is the same.
 */
export const CONTACT_FIELD_ERRORS: readonly ContentId[] = [
  'content.contact.error.nameMissing',
  'content.contact.error.nameLong',
  'content.contact.error.email',
  'content.contact.error.phoneLong',
  'content.contact.error.phone',
  'content.contact.error.topic',
  'content.contact.error.messageShort',
  'content.contact.error.messageLong',
  'content.contact.error.honeypot',
]

const TOPIC_LABELS = {
  buying: 'content.contact.topic.buying',
  selling: 'content.contact.topic.selling',
  investing: 'content.contact.topic.investing',
  other: 'content.contact.topic.other',
} as const satisfies Record<keyof typeof CONTACT_TOPICS, ContentId>

/** The /contact form: checked in the browser before sending and again on the server with the same schema. */
export function ContactForm({ result }: { result?: { fieldErrors?: ContactFieldErrors; formError?: string } | null }) {
  const action = usePageAction()
  const navigation = useNavigation()
  const { clientErrors, onSubmit, onFocus } = useClientValidation(loadContactSchema)
  const errors = clientErrors ?? result?.fieldErrors ?? {}
  const sending = navigation.state === 'submitting'
  const t = useT(contentMessages)
  const siteT = useT(siteMessages)
  const fieldError = useFieldErrors(contentMessages, CONTACT_FIELD_ERRORS)
  const topics = Object.fromEntries(Object.entries(TOPIC_LABELS).map(([topic, label]) => [topic, t(label)])) as Record<
    keyof typeof CONTACT_TOPICS,
    string
  >

  return (
    <section aria-labelledby="contact-form-heading" className="mt-12 rounded-2xl bg-sand p-6">
      <h2 id="contact-form-heading" className="text-2xl">
        {t('content.contact.heading')}
      </h2>
      <Form
        method="post"
        action={action}
        preventScrollReset
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onFocus={onFocus}
        onSubmit={onSubmit}
      >
        <HoneypotField id="contact-website" label={siteT('site.form.honeypot')} />
        <FormField
          id="contact-name"
          name="name"
          label={t('content.contact.name')}
          autoComplete="name"
          error={fieldError(errors.name)}
        />
        <FormField
          id="contact-email"
          name="email"
          label={t('content.contact.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
        />
        <FormField
          id="contact-phone"
          name="phone"
          label={t('content.contact.phone')}
          type="tel"
          autoComplete="tel"
          error={fieldError(errors.phone)}
        />
        <FormField
          id="contact-topic"
          name="topic"
          label={t('content.contact.topic')}
          as="select"
          options={topics}
          choose={siteT('site.form.choose')}
          error={fieldError(errors.topic)}
        />
        <div className="sm:col-span-2">
          <FormField
            id="contact-message"
            name="message"
            label={t('content.contact.message')}
            as="textarea"
            error={fieldError(errors.message)}
          />
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
            className={buttonClasses({ variant: 'cta', size: '2xl', className: 'disabled:opacity-70' })}
          >
            {sending ? t('content.contact.sending') : t('content.contact.send')}
          </button>
        </div>
      </Form>
    </section>
  )
}
