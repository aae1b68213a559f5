// /tour?token=… (issue 44 item 1): the buyer's own page of a booked tour, reached from its e-mails (and right after
// booking). The token is signed and names the tour's current one-time key: moving or cancelling the tour replaces the
// key, so the link that did it, and any older e-mail's, opens nothing any more. A GET changes nothing (mail scanners
// open links); moving and cancelling are forms. Private: never kept by a cache.
import { Form, data, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { Link } from '~/components/site-link'
import { TourSlotPicker, ZoneNote, useBuyerTimeZone } from '~/components/tour-slot-picker'
import { useTourError } from '~/components/tour-errors'
import { buttonClasses } from '~/components/ui/button'
import { signValue, verifySignedValue } from '~/auth/signed-link.server'
import { takeRateLimit } from '~/auth/rate-limit.server'
import { getRequestInfo, getServices } from '~/context.server'
import { sendAgentTourEmail, sendBuyerTourEmail } from '~/email/tour-emails.server'
import { readForm } from '~/http/form-body.server'
import { toursMessages } from '~/i18n/catalogs/tours'
import { localeFromPath, localizePath } from '~/i18n/locale'
import { translator, useLocalHref, useLocale, useT } from '~/i18n/messages'
import { DEFAULT_BRAND } from '~/lib/brand'
import { localizedText } from '~/lib/localized-content'
import { networkKey } from '~/lib/network-key'
import {
  TourRescheduleSchema,
  roatanTime,
  sameClockAsRoatan,
  slotDateTime,
  tourBookingFieldErrors,
} from '~/lib/tour-booking'
import {
  cancelTourByLink,
  parseTourLinkValue,
  rescheduleTourByLink,
  tourForLink,
  tourLinkValue,
} from '~/models/tour-changes.server'
import { TOUR_LIMITS, listTourSlots, tourableListing } from '~/models/tours.server'
import type { Route } from './+types/tour'

const SLUG = /^[a-z0-9-]{1,300}$/

function linkOf({ url, context }: Pick<Route.LoaderArgs, 'url' | 'context'>) {
  return parseTourLinkValue(verifySignedValue(getServices(context).config, url.searchParams.get('token'), ['tour']))
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = getServices(context)
  const locale = localeFromPath(url.pathname)
  const cancelled = url.searchParams.get('cancelled')
  if (cancelled !== null) return { state: 'cancelled' as const, slug: SLUG.test(cancelled) ? cancelled : null }
  const link = linkOf({ url, context })
  const tour = link ? await tourForLink(db, link) : null
  if (!tour || tour.status !== 'booked') return data({ state: 'used' as const }, { status: 410 })
  const now = new Date()
  const listing = await tourableListing(db, tour.slug)
  const slots = listing && tour.startsAt > now ? await listTourSlots(db, listing, now) : []
  return {
    state: 'booked' as const,
    fresh: url.searchParams.has('booked')
      ? ('booked' as const)
      : url.searchParams.has('moved')
        ? ('moved' as const)
        : null,
    tour: {
      kind: tour.kind,
      startsAt: tour.startsAt.toISOString(),
      past: tour.startsAt <= now,
      email: tour.email,
      agentName: tour.agentName || DEFAULT_BRAND.name,
      meetingUrl: tour.kind === 'video' ? tour.meetingUrl : '',
      slug: tour.slug,
      title: localizedText(tour.title, tour.titleEs, locale),
    },
    slots: slots.map((slot) => slot.toISOString()),
  }
}

type Failure = { formError: string }

export async function action({ request, url, context }: Route.ActionArgs) {
  const services = getServices(context)
  const locale = localeFromPath(url.pathname)
  const t = translator(toursMessages, locale)
  const link = linkOf({ url, context })
  if (!link) return data<Failure>({ formError: t('tours.error.gone') }, { status: 410 })
  if (
    !(await takeRateLimit(services.db, TOUR_LIMITS.requestsPerNetwork, networkKey(getRequestInfo(context).clientIp)))
  ) {
    return data<Failure>({ formError: t('tours.error.tooMany') }, { status: 429 })
  }
  const form = Object.fromEntries(await readForm(request))
  const now = new Date()
  if (form.intent === 'cancel') {
    const tour = await cancelTourByLink(services.db, link, now)
    if (!tour) return data<Failure>({ formError: t('tours.error.gone') }, { status: 410 })
    await Promise.all([
      sendBuyerTourEmail(services, tour, 'cancelled'),
      sendAgentTourEmail(services, tour, 'cancelled'),
    ])
    return redirect(`${localizePath('/tour', locale)}?cancelled=${tour.slug}`)
  }
  const parsed = TourRescheduleSchema.safeParse(form)
  if (!parsed.success) {
    return data<Failure>(
      { formError: tourBookingFieldErrors(parsed.error).slot ?? t('tours.error.slot') },
      { status: 400 },
    )
  }
  const moved = await rescheduleTourByLink(services.db, link, parsed.data.slot, now)
  if (!moved.ok) {
    return data<Failure>(
      { formError: t(`tours.error.${moved.reason}`) },
      { status: moved.reason === 'gone' ? 410 : 409 },
    )
  }
  const { tour, previousStart } = moved
  await Promise.all([
    sendBuyerTourEmail(services, tour, 'rescheduled', { previousStart }),
    sendAgentTourEmail(services, tour, 'rescheduled', { previousStart }),
  ])
  return redirect(
    `${localizePath('/tour', locale)}?token=${signValue(services.config, 'tour', tourLinkValue(tour))}&moved=1`,
  )
}

/** A refused move (the time was just taken) reads the free times again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: translator(toursMessages, localeFromPath(location.pathname))('tours.manage.metaTitle', {
      brand: DEFAULT_BRAND.name,
    }),
  },
  { name: 'robots', content: 'noindex' },
]

export default function TourPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(toursMessages)
  const href = useLocalHref()
  if (loaderData.state === 'cancelled') {
    return (
      <>
        <PageHeader title={t('tours.manage.cancelled.heading')} lead={t('tours.manage.cancelled.body')} />
        {loaderData.slug ? (
          <p className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
            <Link to={href(`/property/${loaderData.slug}/tour`)} className={buttonClasses({ variant: 'secondary' })}>
              {t('tours.manage.bookAgain')}
            </Link>
          </p>
        ) : null}
      </>
    )
  }
  if (loaderData.state === 'used') {
    return (
      <>
        <PageHeader title={t('tours.manage.used.heading')} lead={t('tours.manage.used.body')} />
        <p className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <Link to={href('/contact')} className="font-semibold text-reef-dark underline">
            {t('tours.manage.contact')}
          </Link>
        </p>
      </>
    )
  }
  return <BookedTour data={loaderData} result={actionData ?? null} />
}

type Booked = Extract<Route.ComponentProps['loaderData'], { state: 'booked' }>

function BookedTour({ data: { tour, slots, fresh }, result }: { data: Booked; result: Failure | null }) {
  const t = useT(toursMessages)
  const locale = useLocale()
  const href = useLocalHref()
  const zone = useBuyerTimeZone()
  const navigation = useNavigation()
  const fieldError = useTourError()
  const busy = navigation.state === 'submitting'
  const startsAt = new Date(tour.startsAt)
  return (
    <>
      <PageHeader title={t('tours.manage.heading')} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
        {fresh ? (
          <p role="status" className="rounded-lg bg-reef/10 p-4 font-medium">
            {t(fresh === 'booked' ? 'tours.manage.booked' : 'tours.manage.moved', { email: tour.email })}
          </p>
        ) : null}
        {result?.formError ? (
          <p role="alert" className="rounded-lg bg-sand p-3 font-medium text-coral-dark">
            {fieldError(result.formError)}
          </p>
        ) : null}
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t('tours.manage.listing')}</dt>
          <dd>
            <Link to={href(`/property/${tour.slug}`)} className="text-reef-dark underline">
              <span lang={tour.title.lang !== locale ? tour.title.lang : undefined}>{tour.title.text}</span>
            </Link>
          </dd>
          <dt className="font-semibold">{t('tours.manage.how')}</dt>
          <dd>{t(`tours.manage.what.${tour.kind}`, { agent: tour.agentName })}</dd>
          <dt className="font-semibold">{t('tours.manage.when')}</dt>
          <dd>
            <span className="font-semibold">{slotDateTime(startsAt, locale, zone)}</span>
            {sameClockAsRoatan(startsAt, zone) ? null : (
              <span> ({t('tours.slots.roatan', { time: roatanTime(startsAt, locale, zone) })})</span>
            )}
            <ZoneNote zone={zone} at={startsAt} />
          </dd>
        </dl>
        {tour.past ? (
          <p>{t('tours.manage.past')}</p>
        ) : (
          <>
            {tour.meetingUrl ? (
              <p>
                <a href={tour.meetingUrl} className={buttonClasses({ variant: 'primary' })} rel="noopener noreferrer">
                  {t('tours.manage.join')}
                </a>
              </p>
            ) : (
              <p>{t('tours.manage.inPerson')}</p>
            )}
            {slots.length > 0 ? (
              <details className="rounded-2xl border border-sea/15 p-5">
                <summary className="cursor-pointer text-lg font-semibold">{t('tours.manage.move.heading')}</summary>
                <Form method="post" className="mt-4 space-y-4">
                  <TourSlotPicker slots={slots} zone={zone} legend={t('tours.manage.move.legend')} />
                  <button type="submit" disabled={busy} className={buttonClasses({ variant: 'primary' })}>
                    {t('tours.manage.move.submit')}
                  </button>
                </Form>
              </details>
            ) : null}
            <Form method="post" className="space-y-3 rounded-2xl border border-coral/30 p-5">
              <h2 className="text-lg font-semibold">{t('tours.manage.cancel.heading')}</h2>
              <p>{t('tours.manage.cancel.body')}</p>
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" disabled={busy} className={buttonClasses({ variant: 'secondary' })}>
                {t('tours.manage.cancel.submit')}
              </button>
            </Form>
          </>
        )}
      </div>
    </>
  )
}
