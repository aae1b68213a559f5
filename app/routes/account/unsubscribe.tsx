// /unsubscribe from the signed link in every marketing e-mail: no sign-in, one button. A GET never changes anything,
// because mail scanners open links before people do; the button's POST unsubscribes at once (SPEC §4 → revoked).
// Without a link, a person can ask for one by e-mail (app/models/consent/unsubscribe-request.server.ts).
import { Form, Link, data, useNavigation } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { FormField } from '~/components/ui/form-field'
import { getRequestInfo, getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { CONSENT_MESSAGES } from '~/lib/consent'
import { requestEvidence } from '~/models/consent/ledger.server'
import { preferencesPath, verifySignedAddress } from '~/lib/signed-link.server'
import { emailAddress } from '~/lib/contact-fields'
import { requestUnsubscribeLink } from '~/models/consent/unsubscribe-request.server'
import { suppress } from '~/models/marketing-consent.server'
import type { Route } from './+types/unsubscribe'
import { readForm } from '~/lib/form-body.server'

const LINK_SENT = (email: string) =>
  `If we have ever written to ${email}, an e-mail with your unsubscribe link is on its way. It can take a few minutes; check your spam folder too.`
const TOO_MANY_LINKS = 'Too many unsubscribe links were asked for. Please wait a few minutes and try again.'

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
  const services = getServices(context)
  const form = await readForm(request)
  if (form.get('intent') === 'send-link') {
    const parsed = emailAddress.safeParse(form.get('email') ?? '')
    if (!parsed.success) {
      return data({ ok: false as const, emailError: parsed.error.issues[0]!.message }, { status: 400 })
    }
    const { clientIp } = getRequestInfo(context)
    const outcome = await requestUnsubscribeLink(services, { email: parsed.data, clientIp })
    if (outcome === 'limited') return data({ ok: false as const, emailError: TOO_MANY_LINKS }, { status: 429 })
    return { ok: false as const, linkSentTo: parsed.data }
  }
  const email = addressOf(args)
  if (!email) return data({ ok: false as const, message: INVALID_LINK }, { status: 400 })
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
            {actionData && 'message' in actionData ? (
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
            <SendLinkForm
              sending={sending}
              sentTo={actionData && 'linkSentTo' in actionData ? actionData.linkSentTo : undefined}
              error={actionData && 'emailError' in actionData ? actionData.emailError : undefined}
            />
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

/** No e-mail at hand: we send the one-click link to the address, saying the same whether or not we know it. */
function SendLinkForm({ sending, sentTo, error }: { sending: boolean; sentTo?: string; error?: string }) {
  if (sentTo) {
    return (
      <p role="status" className="rounded-lg bg-reef/10 p-4 text-base">
        {LINK_SENT(sentTo)}
      </p>
    )
  }
  return (
    <Form method="post" noValidate className="space-y-3 rounded-xl bg-white p-5 text-base shadow ring-1 ring-black/5">
      <h2 className="text-xl">No e-mail from us at hand?</h2>
      <p>Enter your address and we will e-mail you a link to unsubscribe.</p>
      <input type="hidden" name="intent" value="send-link" />
      <FormField id="unsubscribe-email" name="email" label="E-mail" type="email" autoComplete="email" error={error} />
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-sea px-5 py-3 font-semibold text-white hover:bg-sea-dark disabled:opacity-70"
      >
        Send me an unsubscribe link
      </button>
    </Form>
  )
}
