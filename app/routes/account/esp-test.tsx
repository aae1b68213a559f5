// SPEC §2 /esp-test, as a staff check of marketing sending (issue 7): a test message of a chosen type goes through
// sendMarketingEmail, so it is refused exactly when a real one would be; staff can also send the new-listings
// e-mail (SPEC §3 New Property Listings) at once instead of waiting for the daily run. Others see a staff notice.
import { Form, data, useNavigation } from 'react-router'
import { z } from 'zod'
import { PageHeader } from '~/components/page-header'
import { StaffOnlyNotice } from '~/components/staff-only-notice'
import { buttonClassName } from '~/components/ui/button'
import { getServices } from '~/context.server'
import { sendMarketingEmail } from '~/email/marketing.server'
import { sendNewListingsDigest } from '~/email/new-listings-digest.server'
import { layout } from '~/mail/templates'
import { DEFAULT_BRAND } from '~/lib/brand'
import { CONSENT_TYPES, CONSENT_TYPE_VALUES, consentTypeLabel } from '~/lib/consent'
import { fieldErrors } from '~/lib/form-errors'
import { asStaff, recordStaffAction } from '~/models/audit.server'
import { getStaffSession } from '~/http/consent-endpoint.server'
import type { Route } from './+types/esp-test'
import { readForm } from '~/http/form-body.server'

const TestSendSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid e-mail address.' })),
  subscriptionType: z.enum(CONSENT_TYPE_VALUES, { message: 'Choose the kind of e-mail.' }),
})

/** The second form: send the new-listings e-mail now. */
const NewListingsSendSchema = z.object({ intent: z.literal('new-listings') })

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { staff } = await getStaffSession({ request, context })
  return { staff, signIn: `/login?redirectTo=${encodeURIComponent(url.pathname)}` }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, staff } = await getStaffSession({ request, context })
  if (!user || !staff) throw data('This page is for staff.', { status: 403 })
  const services = getServices(context)
  const form = Object.fromEntries(await readForm(request))
  if (NewListingsSendSchema.safeParse(form).success) {
    const digest = await sendNewListingsDigest(services, new Date())
    // Issue 39: staff sending marketing e-mail is in the audit log (docs/decisions/025-audit-log.md).
    await recordStaffAction(services.db, user, {
      subjectType: 'marketing_emails',
      subjectId: 'new-listings',
      details: { listings: digest.listings, queued: digest.queued },
    })
    return { fieldErrors: null, result: null, digest }
  }
  const parsed = TestSendSchema.safeParse(form)
  if (!parsed.success) {
    return data({ fieldErrors: fieldErrors(parsed.error), result: null, digest: null }, { status: 400 })
  }
  const { email: to, subscriptionType } = parsed.data
  const label = consentTypeLabel(subscriptionType)
  const text = `This is a test of ${DEFAULT_BRAND.name} marketing e-mail (${label}).`
  // The message and its audit entry are stored together; the outbox sends it after the commit.
  const result = await asStaff(services.db, user, async (tx) => {
    const sent = await sendMarketingEmail(
      { ...services, db: tx, outbox: services.outbox.inTransaction(tx) },
      { to, subscriptionType, subject: `Test: ${label} from ${DEFAULT_BRAND.name}`, text, html: layout([text]) },
    )
    await recordStaffAction(tx, user, {
      subjectType: 'marketing_emails',
      subjectId: to,
      details: { test_of: subscriptionType, outcome: sent.sent ? 'queued' : `refused: ${sent.reason}` },
    })
    return sent
  })
  if (result.sent) void services.outbox.kick()
  return {
    fieldErrors: null,
    digest: null,
    result: result.sent
      ? { outcome: 'queued', headers: result.headers }
      : { outcome: `refused: ${result.reason}`, headers: null },
  }
}

export const meta: Route.MetaFunction = () => [
  { title: `E-mail delivery check | ${DEFAULT_BRAND.name}` },
  { name: 'robots', content: 'noindex' },
]

export default function EspTest({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  if (!loaderData.staff) {
    return <StaffOnlyNotice title="E-mail delivery check" signIn={loaderData.signIn} />
  }
  const errors = actionData?.fieldErrors ?? {}
  const result = actionData?.result
  const digest = actionData?.digest
  return (
    <>
      <PageHeader
        title="E-mail delivery check"
        lead="Send a test marketing e-mail. It goes out only if the address has consented to that kind of e-mail."
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <Form method="post" className="grid max-w-xl gap-4">
          <div>
            <label htmlFor="test-email" className="block text-sm font-semibold">
              E-mail address
            </label>
            <input
              id="test-email"
              name="email"
              type="email"
              required
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'test-email-error' : undefined}
              className="mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2"
            />
            {errors.email ? (
              <p id="test-email-error" className="mt-1 text-coral-dark">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="test-type" className="block text-sm font-semibold">
              Kind of e-mail
            </label>
            <select
              id="test-type"
              name="subscriptionType"
              className="mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2"
            >
              {CONSENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClassName('primary')} disabled={navigation.state === 'submitting'}>
            Send test e-mail
          </button>
        </Form>
        {result ? (
          <section aria-labelledby="result-heading" role="status">
            <h2 id="result-heading" className="text-xl">
              Result: {result.outcome}
            </h2>
            {result.headers ? (
              <dl className="mt-3 space-y-1 text-sm break-all">
                {Object.entries(result.headers).map(([name, value]) => (
                  <div key={name}>
                    <dt className="inline font-semibold">{name}: </dt>
                    <dd className="inline">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </section>
        ) : null}
        <Form method="post" className="max-w-xl border-t border-ink/15 pt-6">
          <h2 className="text-xl">New-listings e-mail</h2>
          <p className="mt-1">
            Listings published since the last new-listings e-mail go to every subscriber of New Property Listings. It
            also goes out daily on its own.
          </p>
          <input type="hidden" name="intent" value="new-listings" />
          <button
            type="submit"
            className={`${buttonClassName('primary')} mt-4`}
            disabled={navigation.state === 'submitting'}
          >
            Send the new-listings e-mail now
          </button>
        </Form>
        {digest ? (
          <p role="status" className="font-semibold">
            {digest.listings === 0
              ? 'No new listings since the last e-mail: nothing was sent.'
              : `${digest.queued} ${digest.queued === 1 ? 'e-mail' : 'e-mails'} queued, with ${digest.listings} new ${digest.listings === 1 ? 'listing' : 'listings'}.`}
          </p>
        ) : null}
      </div>
    </>
  )
}
