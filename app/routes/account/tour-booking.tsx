// /property/{slug}/tour (issue 44 item 1): a buyer books a tour of a listing for sale, in person or by video call, at a
// free time of its agent. Private (the free times change by the minute, and a signed-in buyer's details are filled in):
// never kept by a cache. The booking stores the lead, the tour and the agent's task (models/tour-booking), tells the
// agent live, e-mails both sides an invitation and lands on the tour's own page.
import { Form, data, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { Link } from '~/components/site-link'
import { TourSlotPicker, useBuyerTimeZone } from '~/components/tour-slot-picker'
import { buttonClasses } from '~/components/ui/button'
import { FormField, HoneypotField } from '~/components/ui/form-field'
import { getSessionUser } from '~/auth/session.server'
import { signValue } from '~/auth/signed-link.server'
import { takeRateLimit } from '~/auth/rate-limit.server'
import { getRequestInfo, getServices } from '~/context.server'
import { sendAgentTourEmail, sendBuyerTourEmail } from '~/email/tour-emails.server'
import { readForm } from '~/http/form-body.server'
import { toursMessages } from '~/i18n/catalogs/tours'
import { siteMessages } from '~/i18n/catalogs/site'
import { localeFromPath, localizePath } from '~/i18n/locale'
import { translator, useLocalHref, useLocale, useT } from '~/i18n/messages'
import { DEFAULT_BRAND } from '~/lib/brand'
import { localizedText } from '~/lib/localized-content'
import { mailboxKey } from '~/lib/mailbox-key'
import { networkKey } from '~/lib/network-key'
import { TourBookingSchema, tourBookingFieldErrors, type TourBookingFieldErrors } from '~/lib/tour-booking'
import { TOUR_KINDS } from '~/lib/tour-slots'
import { bookTourForBuyer } from '~/models/tour-booking.server'
import { tourById, tourLinkValue } from '~/models/tour-changes.server'
import { TOUR_LIMITS, listTourSlots, tourableListing } from '~/models/tours.server'
import { useTourError } from '~/components/tour-errors'
import type { Route } from './+types/tour-booking'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = getServices(context)
  const locale = localeFromPath(new URL(request.url).pathname)
  const listing = await tourableListing(db, params.slug)
  if (!listing) return data({ open: false as const, slug: params.slug }, { status: 404 })
  const [slots, user] = await Promise.all([
    listTourSlots(db, listing, new Date()),
    getSessionUser({ request, context }),
  ])
  return {
    open: true as const,
    slug: listing.slug,
    title: localizedText(listing.title, listing.titleEs, locale),
    agentName: listing.agentName,
    video: listing.video,
    noticeHours: listing.noticeHours,
    slots: slots.map((slot) => slot.toISOString()),
    prefill: { name: user?.name ?? '', email: user?.email ?? '' },
  }
}

type Failure = { fieldErrors?: TourBookingFieldErrors; formError?: string }

export async function action({ params, request, context }: Route.ActionArgs) {
  const services = getServices(context)
  const locale = localeFromPath(new URL(request.url).pathname)
  const t = translator(toursMessages, locale)
  const listing = await tourableListing(services.db, params.slug)
  if (!listing) return data<Failure>({ formError: t('tours.error.closed') }, { status: 409 })
  const form = Object.fromEntries(await readForm(request))
  // A filled honeypot is a bot: answer as if all went well and keep nothing.
  if (typeof form.website === 'string' && form.website !== '') return redirect(localizePath('/tour?booked=1', locale))
  const parsed = TourBookingSchema.safeParse(form)
  if (!parsed.success) return data<Failure>({ fieldErrors: tourBookingFieldErrors(parsed.error) }, { status: 400 })
  const network = networkKey(getRequestInfo(context).clientIp)
  if (
    !(await takeRateLimit(services.db, TOUR_LIMITS.requestsPerNetwork, network)) ||
    !(await takeRateLimit(services.db, TOUR_LIMITS.bookingsPerAddress, mailboxKey(parsed.data.email)))
  ) {
    return data<Failure>({ formError: t('tours.error.tooMany') }, { status: 429 })
  }
  const user = await getSessionUser({ request, context })
  const booked = await bookTourForBuyer(services, listing, parsed.data, {
    userId: user?.id ?? null,
    locale,
    now: new Date(),
  })
  if (!booked.ok) return data<Failure>({ formError: t(`tours.error.${booked.reason}`) }, { status: 409 })
  const tour = (await tourById(services.db, booked.tourId))!
  // issue 39: only the signed-in buyer's own address is greeted by name
  const ownAddress = user !== null && user.email.toLowerCase() === parsed.data.email
  await Promise.all([
    sendBuyerTourEmail(services, tour, 'booked', { ownAddress }),
    sendAgentTourEmail(services, tour, 'booked'),
  ])
  const token = signValue(services.config, 'tour', tourLinkValue(tour))
  return redirect(`${localizePath('/tour', locale)}?token=${token}&booked=1`)
}

/** A refused booking (the time was just taken) reads the free times again, so the taken one leaves the page. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = translator(toursMessages, localeFromPath(location.pathname))
  const title = loaderData?.open ? loaderData.title.text : ''
  return [
    { title: title ? t('tours.book.metaTitle', { title, brand: DEFAULT_BRAND.name }) : t('tours.closed.heading') },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function TourBooking({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(toursMessages)
  const href = useLocalHref()
  if (!loaderData.open) {
    return (
      <>
        <PageHeader title={t('tours.closed.heading')} lead={t('tours.closed.body')} />
        <p className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <Link to={href(`/property/${loaderData.slug}`)} className="font-semibold text-reef-dark underline">
            {t('tours.book.back')}
          </Link>
        </p>
      </>
    )
  }
  return <BookingForm listing={loaderData} result={actionData ?? null} />
}

type OpenListing = Extract<Route.ComponentProps['loaderData'], { open: true }>

function BookingForm({ listing, result }: { listing: OpenListing; result: Failure | null }) {
  const t = useT(toursMessages)
  const siteT = useT(siteMessages)
  const locale = useLocale()
  const href = useLocalHref()
  const zone = useBuyerTimeZone()
  const navigation = useNavigation()
  const fieldError = useTourError()
  const errors = result?.fieldErrors ?? {}
  const sending = navigation.state === 'submitting'
  const listingHref = href(`/property/${listing.slug}`)
  return (
    <>
      <PageHeader title={t('tours.book.heading')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <p className="text-lg">
          <Link to={listingHref} className="font-semibold text-reef-dark underline">
            <span lang={listing.title.lang !== locale ? listing.title.lang : undefined}>{listing.title.text}</span>
          </Link>{' '}
          {t('tours.book.with', { agent: listing.agentName })}
        </p>
        <p className="text-sm text-ink/80">{t('tours.book.notice', { hours: listing.noticeHours })}</p>
        <Form method="post" noValidate className="space-y-6">
          <HoneypotField id="tour-website" label={siteT('site.form.honeypot')} />
          <input type="hidden" name="timeZone" value={zone} />
          <fieldset aria-describedby={errors.kind ? 'tour-kind-error' : undefined}>
            <legend className="text-lg font-semibold">{t('tours.kind.legend')}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {TOUR_KINDS.map((kind) => (
                <label key={kind} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    defaultChecked={kind === 'in_person'}
                    disabled={kind === 'video' && !listing.video}
                  />
                  {t(`tours.kind.${kind}`)}
                </label>
              ))}
            </div>
            <p className="mt-1 text-sm text-ink/80">
              {listing.video ? t('tours.kind.videoHint') : t('tours.kind.noVideo')}
            </p>
            {errors.kind ? (
              <p id="tour-kind-error" className="mt-1 text-sm font-medium text-coral-dark">
                {fieldError(errors.kind)}
              </p>
            ) : null}
          </fieldset>
          {listing.slots.length > 0 ? (
            <TourSlotPicker
              slots={listing.slots}
              zone={zone}
              legend={t('tours.slots.legend')}
              error={fieldError(errors.slot)}
            />
          ) : (
            <p role="status" className="rounded-lg bg-sand p-4">
              {t('tours.slots.none')}{' '}
              <Link to={`${listingHref}#inquiry-heading`} className="font-semibold text-reef-dark underline">
                {t('tours.slots.ask')}
              </Link>
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="tour-name"
              name="name"
              label={t('tours.field.name')}
              autoComplete="name"
              defaultValue={listing.prefill.name}
              error={fieldError(errors.name)}
            />
            <FormField
              id="tour-email"
              name="email"
              label={t('tours.field.email')}
              type="email"
              autoComplete="email"
              defaultValue={listing.prefill.email}
              error={fieldError(errors.email)}
            />
            <FormField
              id="tour-phone"
              name="phone"
              label={t('tours.field.phone')}
              type="tel"
              autoComplete="tel"
              error={fieldError(errors.phone)}
            />
          </div>
          <FormField
            id="tour-note"
            name="note"
            label={t('tours.field.note')}
            as="textarea"
            error={fieldError(errors.note)}
          />
          {result?.formError ? (
            <p role="alert" className="rounded-lg bg-sand p-3 font-medium text-coral-dark">
              {result.formError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={sending || listing.slots.length === 0}
            className={buttonClasses({
              variant: 'cta',
              size: '2xl',
              className: 'w-full disabled:opacity-70 sm:w-auto',
            })}
          >
            {sending ? t('tours.sending') : t('tours.submit')}
          </button>
        </Form>
      </div>
    </>
  )
}
