// /unsubscribe from the signed link in every marketing e-mail: no sign-in, one button. A GET never changes anything,
// because mail scanners open links before people do; the button's POST unsubscribes at once (SPEC §4 → revoked).
import { Form, Link, data, useNavigation } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { CONSENT_MESSAGES } from '~/lib/consent'
import { requestEvidence } from '~/models/consent/ledger.server'
import { preferencesPath, verifySignedAddress } from '~/lib/signed-link.server'
import { suppress } from '~/models/marketing-consent.server'
import type { Route } from './+types/unsubscribe'

const INVALID_LINK = `This unsubscribe link is not valid. Use the link in the newest e-mail from us, or write to ${DEFAULT_BRAND.email} and we will unsubscribe you the same day.`

/** What the person saw when they clicked, kept in the consent ledger. */
const unsubscribeWording = (email: string) =>
  `Stop all marketing e-mail from ${DEFAULT_BRAND.name} to ${email}? [Unsubscribe]`

function addressOf({ url, context }: Route.LoaderArgs | Route.ActionArgs) {
  return verifySignedAddress(getServices(context).config, url.searchParams.get('token'))
}

export function loader(args: Route.LoaderArgs) {
  const email = addressOf(args)
  if (email) return { email, linkGiven: true }
  // Typed in or followed from the site: explain where the link is. A link that fails its check is an error.
  const linkGiven = args.url.searchParams.has('token')
  return data({ email: null, linkGiven }, { status: linkGiven ? 400 : 200 })
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args
  const email = addressOf(args)
  if (!email) return data({ ok: false as const, message: INVALID_LINK }, { status: 400 })
  const services = getServices(context)
  try {
    await suppress(services.db, {
      email,
      source: 'unsubscribe_link',
      event: 'unsubscribed',
      ...requestEvidence(request, context),
      wording: unsubscribeWording(email),
    })
  } catch (error) {
    services.logger.error({ err: error }, 'could not unsubscribe')
    return data({ ok: false as const, message: CONSENT_MESSAGES.revokeFailed }, { status: 500 })
  }
  // A link to choose some things again, made for the preferences page.
  return { ok: true as const, preferencesPath: preferencesPath(services.config, email) }
}

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe | ${DEFAULT_BRAND.name}` },
  { name: 'robots', content: 'noindex' },
]

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { email, linkGiven } = loaderData
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  if (actionData?.ok) {
    return (
      <>
        <PageHeader title="You are unsubscribed" />
        <div className="mx-auto max-w-2xl space-y-4 px-4 py-10 sm:px-6" role="status">
          <p className="text-lg">
            We will send no more marketing e-mail to <strong className="break-all">{email}</strong>. This applies at
            once.
          </p>
          <p>
            Changed your mind, or want some of it after all?{' '}
            <Link to={actionData.preferencesPath} className="font-semibold text-reef-dark underline">
              Choose what we send you
            </Link>
            .
          </p>
        </div>
      </>
    )
  }
  return (
    <>
      <PageHeader title="Unsubscribe" />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        {email ? (
          <Form method="post" className="space-y-5">
            <p className="text-lg">
              Stop all marketing e-mail from {DEFAULT_BRAND.name} to <strong className="break-all">{email}</strong>?
            </p>
            {actionData && !actionData.ok ? (
              <p role="alert" className="rounded-lg bg-coral/10 p-3 font-medium text-coral-dark">
                {actionData.message}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={sending}
              className="rounded-lg bg-sea px-5 py-3 font-semibold text-white hover:bg-sea-dark disabled:opacity-70"
            >
              Unsubscribe
            </button>
          </Form>
        ) : linkGiven ? (
          <p role="alert" className="rounded-lg bg-coral/10 p-4 font-medium text-coral-dark">
            {INVALID_LINK}
          </p>
        ) : (
          <div className="space-y-4 text-lg">
            <p>
              Every marketing e-mail from {DEFAULT_BRAND.name} ends with an Unsubscribe link: it works in one click,
              without signing in.
            </p>
            <p>
              You can also{' '}
              <Link to="/preferences" className="font-semibold text-reef-dark underline">
                choose what we send you
              </Link>{' '}
              or write to {DEFAULT_BRAND.email} and we will unsubscribe you the same day.
            </p>
          </div>
        )}
      </div>
    </>
  )
}
