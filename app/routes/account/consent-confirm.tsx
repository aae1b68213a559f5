// Double opt-in confirmation (/preferences/confirm?token=…). Opening the link changes nothing, because mail
// scanners open links too; the person's click on "Confirm subscription" (a POST) makes the consent active.
import { Form, data, type ShouldRevalidateFunctionArgs } from 'react-router'
import { Link } from '~/components/site-link'
import { PageHeader } from '~/components/page-header'
import { buttonClassName } from '~/components/ui/button'
import { getRequestInfo, getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import { CONSENT_TYPES } from '~/lib/consent'
import { consentTypeText } from '~/components/privacy/consent-type-checkboxes'
import { accountMessages } from '~/i18n/catalogs/account'
import { privacyMessages } from '~/i18n/catalogs/privacy'
import { localeFromPath } from '~/i18n/locale'
import { translator, useLocalHref, useT } from '~/i18n/messages'
import { preferencesPath } from '~/auth/signed-link.server'
import { confirmConsent, confirmationLinkState, type ConfirmProblem } from '~/models/consent/confirmation.server'
import type { Route } from './+types/consent-confirm'
import { readForm } from '~/http/form-body.server'

const PROBLEMS = {
  invalid: { status: 404, text: 'account.confirm.invalid' },
  expired: { status: 410, text: 'account.confirm.expired' },
  used: { status: 410, text: 'account.confirm.used' },
} as const satisfies Record<ConfirmProblem, { status: number; text: NonNullable<(typeof accountMessages)['id']> }>

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
  // The chosen types in the order of CONSENT_TYPES; the page names them in its language.
  const types = CONSENT_TYPES.map((type) => type.value).filter((value) => result.consentTypes.includes(value))
  return { confirmed: { types, preferencesPath: preferencesPath(config, result.email) }, problem: null }
}

// The page answers the POST itself; reloading the (now used) link's state would only hide the answer.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: translator(accountMessages, localeFromPath(location.pathname))('account.confirm.metaTitle', {
      brand: DEFAULT_BRAND.name,
    }),
  },
  { name: 'robots', content: 'noindex' },
]

export default function ConsentConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? (actionData ? null : loaderData.problem)
  const confirmed = actionData?.confirmed
  const t = useT(accountMessages)
  const tp = useT(privacyMessages)
  const href = useLocalHref()
  return (
    <>
      <PageHeader title={t('account.confirm.title')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {confirmed ? (
          <div role="status">
            <p className="text-lg font-semibold">{tp('privacy.consent.active')}</p>
            <p className="mt-3">
              {t('account.confirm.youWillReceive', {
                types: confirmed.types.map((type) => consentTypeText(tp, type)).join(', '),
              })}
            </p>
            <p className="mt-6">
              <Link to={href(confirmed.preferencesPath)} className="font-semibold underline">
                {t('account.confirm.change')}
              </Link>
            </p>
          </div>
        ) : problem ? (
          <p role="alert" className="text-lg">
            {t(problem)}
          </p>
        ) : (
          <Form method="post">
            <p className="text-lg">{t('account.confirm.text', { brand: DEFAULT_BRAND.name })}</p>
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className={`mt-6 ${buttonClassName('primary')}`}>
              {t('account.confirm.button')}
            </button>
          </Form>
        )}
      </div>
    </>
  )
}
