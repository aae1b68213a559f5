import { Form, useNavigation } from 'react-router'
import { listingMessages } from '~/i18n/catalogs/listing'
import { useFieldErrors, useLocale, useT } from '~/i18n/messages'
import type { InquiryFieldErrors } from '~/lib/inquiry-schema'
import { useInquiryFunnel } from './analytics/inquiry-funnel'
import { FormField, HoneypotField } from './ui/form-field'
import { useClientValidation } from './ui/use-client-validation'
import { usePageAction } from '~/lib/use-page-action'
import { siteMessages } from '~/i18n/catalogs/site'
import { buttonClasses } from '~/components/ui/button'

const loadInquirySchema = () => import('~/lib/inquiry-schema').then((module) => module.InquirySchema)

type ListingId = NonNullable<(typeof listingMessages)['id']>

/**
 * The messages of the inquiry schema (lib/contact-fields.ts), which the browser and the server check with. They
 * stay English there (the schema is not part of the page's first load); the form shows them in the page's language
 * by finding the message whose English is the same.
 */
const FIELD_ERRORS: readonly ListingId[] = [
  'listing.inquiry.error.name',
  'listing.inquiry.error.nameLong',
  'listing.inquiry.error.email',
  'listing.inquiry.error.phoneLong',
  'listing.inquiry.error.phone',
  'listing.inquiry.error.message',
  'listing.inquiry.error.messageLong',
]

const useFieldError = () => useFieldErrors(listingMessages, FIELD_ERRORS)

interface InquiryFormProps {
  property: { id: number; title: string; listingId: string; slug: string; status?: string }
  /** the listing's title in the page's language (the hidden field keeps the English one for staff) */
  title?: string
  /** from the action: field errors, or a message for the whole form */
  result?: { fieldErrors?: InquiryFieldErrors; formError?: string } | null
}

/** Checked in the browser before sending and again on the server with the same schema. */
export function InquiryForm({ property, title = property.title, result }: InquiryFormProps) {
  const siteT = useT(siteMessages)
  const t = useT(listingMessages)
  const locale = useLocale()
  const fieldError = useFieldError()
  const action = usePageAction()
  const navigation = useNavigation()
  const { clientErrors, onSubmit, onFocus: prepareChecks } = useClientValidation(loadInquirySchema)
  const errors = clientErrors ?? result?.fieldErrors ?? {}
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'inquiry'
  const { formRef, requestTour, onFocus, onSubmitted } = useInquiryFunnel(property)
  const listing = { title, listingId: property.listingId }
  // a sold listing: the buyer asks for others like it, and there is nothing left to tour
  const sold = property.status === 'sold'

  return (
    <section aria-labelledby="inquiry-heading" className="rounded-2xl bg-sand p-5">
      <h2 id="inquiry-heading" className="text-xl">
        {sold ? t('listing.page.askSimilar') : t('listing.inquiry.heading')}
      </h2>
      {/* SPEC §3 property_tour: a tour is asked for with the same form and a tour message. */}
      {sold ? null : (
        <button
          type="button"
          onClick={() => {
            requestTour()
            // the funnel writes the English tour message; a Spanish page puts its own in its place
            const message = formRef.current?.elements.namedItem('message')
            if (locale !== 'en' && message instanceof HTMLTextAreaElement) {
              message.value = t('listing.inquiry.tourMessage', listing)
            }
          }}
          className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'mt-3 w-full' })}
        >
          {t('listing.inquiry.tour')}
        </button>
      )}
      <Form
        ref={formRef}
        method="post"
        action={action}
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
        <HoneypotField id="inquiry-website" label={siteT('site.form.honeypot')} />
        <FormField
          id="inquiry-name"
          name="name"
          label={t('listing.inquiry.name')}
          autoComplete="name"
          error={fieldError(errors.name)}
        />
        <FormField
          id="inquiry-email"
          name="email"
          label={t('listing.inquiry.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
        />
        <FormField
          id="inquiry-phone"
          name="phone"
          label={t('listing.inquiry.phone')}
          type="tel"
          autoComplete="tel"
          error={fieldError(errors.phone)}
        />
        <FormField
          id="inquiry-message"
          name="message"
          label={t('listing.inquiry.message')}
          as="textarea"
          defaultValue={t(sold ? 'listing.inquiry.soldMessage' : 'listing.inquiry.defaultMessage', listing)}
          error={fieldError(errors.message)}
        />
        {result?.formError ? (
          <p role="alert" className="rounded-lg bg-white p-3 text-sm font-medium text-coral-dark">
            {result.formError}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={sending}
          className={buttonClasses({ variant: 'cta', size: '2xl', className: 'w-full disabled:opacity-70' })}
        >
          {sending ? t('listing.inquiry.sending') : t('listing.inquiry.send')}
        </button>
      </Form>
    </section>
  )
}
