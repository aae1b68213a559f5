// Double opt-in confirmation (/preferences/confirm?token=…). Opening the link changes nothing, because mail
// scanners open links too; the person's click on "Confirm subscription" (a POST) makes the consent active.
import { Form, Link, data, type ShouldRevalidateFunctionArgs } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { buttonClassName } from '~/components/ui/button'
import { getRequestInfo, getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { CONSENT_MESSAGES, consentTypeLabels } from '~/lib/consent'
import { preferencesPath } from '~/lib/signed-link.server'
import { confirmConsent, confirmationLinkState, type ConfirmProblem } from '~/models/consent/confirmation.server'
import type { Route } from './+types/consent-confirm'
import { readForm } from '~/lib/form-body.server'

const PROBLEMS: Record<ConfirmProblem, { status: number; text: string }> = {
  invalid: {
    status: 404,
    text: 'This confirmation link is not valid. If you subscribed more than once, use the link in the newest e-mail we sent you.',
  },
  expired: {
    status: 410,
    text: 'This confirmation link has expired: links work for 7 days. Subscribe again and we will send you a new one.',
  },
  used: {
    status: 410,
    text: 'This confirmation link has already been used. To change what we send you, use the preferences link in any of our e-mails.',
  },
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? ''
  const state = await confirmationLinkState(getServices(context).db, token)
  if (state === 'ready') return { token, problem: null }
  return data({ token, problem: PROBLEMS[state].text }, { status: PROBLEMS[state].status })
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = getServices(context)
  const token = String((await readForm(request)).get('token') ?? '')
  const result = await confirmConsent(db, token, {
    ipAddress: getRequestInfo(context).clientIp,
    userAgent: request.headers.get('user-agent') ?? '',
  })
  if (!result.ok) return data({ confirmed: null, problem: PROBLEMS[result.problem].text }, { status: 400 })
  const labels = consentTypeLabels(result.consentTypes)
  return { confirmed: { labels, preferencesPath: preferencesPath(config, result.email) }, problem: null }
}

// The page answers the POST itself; reloading the (now used) link's state would only hide the answer.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = () => [
  { title: `Confirm your subscription | ${DEFAULT_BRAND.name}` },
  { name: 'robots', content: 'noindex' },
]

export default function ConsentConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? (actionData ? null : loaderData.problem)
  const confirmed = actionData?.confirmed
  return (
    <>
      <PageHeader title="Confirm your subscription" />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {confirmed ? (
          <div role="status">
            <p className="text-lg font-semibold">{CONSENT_MESSAGES.active}</p>
            <p className="mt-3">You will receive: {confirmed.labels.join(', ')}.</p>
            <p className="mt-6">
              <Link to={confirmed.preferencesPath} className="font-semibold underline">
                Change your marketing preferences
              </Link>
            </p>
          </div>
        ) : problem ? (
          <p role="alert" className="text-lg">
            {problem}
          </p>
        ) : (
          <Form method="post">
            <p className="text-lg">
              Press the button to confirm that you want to receive marketing e-mail from {DEFAULT_BRAND.name}. You can
              unsubscribe at any time from the link in any of our e-mails.
            </p>
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className={`mt-6 ${buttonClassName('primary')}`}>
              Confirm subscription
            </button>
          </Form>
        )}
      </div>
    </>
  )
}
