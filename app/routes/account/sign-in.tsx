import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { FormField } from '~/components/ui/form-field'
import { CAPTCHA_FAILED, TOO_MANY_LINKS, requestMagicLink } from '~/auth/magic-link.server'
import { getSessionUser, safeRedirectPath } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { RegisterSchema, SignInSchema, type SignInFieldErrors } from '~/lib/auth-schemas'
import { DEFAULT_BRAND } from '~/lib/brand'
import { fieldErrors } from '~/lib/form-errors'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import type { Route } from './+types/sign-in'
import { readForm } from '~/lib/form-body.server'
import { localeFromPath } from '~/i18n/locale'

// /login, /register, /forgot-password, /reset-password. SPEC §1: sign-in is by a one-time e-mail link; there are
// no passwords, so the password pages explain that and offer a link instead.
const PAGES = {
  login: {
    title: 'Sign in',
    lead: 'We e-mail you a one-time sign-in link. No password to remember.',
    button: 'Send sign-in link',
  },
  register: {
    title: 'Create an account',
    lead: 'Follow your inquiries and choose what we send you. We e-mail you a link to finish.',
    button: 'Create account',
  },
  'forgot-password': {
    title: 'Forgot your password?',
    lead: 'There is no password to forget: you sign in with a link we e-mail you. Ask for one below.',
    button: 'Send sign-in link',
  },
  'reset-password': {
    title: 'Reset password',
    lead: 'There is no password to reset: you sign in with a link we e-mail you. Ask for one below.',
    button: 'Send sign-in link',
  },
} as const

type PageKey = keyof typeof PAGES

function pageKey(url: URL): PageKey {
  const key = url.pathname.replace(/^\/|\/$/g, '')
  return key in PAGES ? (key as PageKey) : 'login'
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '/my-account')
  if (await getSessionUser({ request, context })) throw redirect(redirectTo)
  const { captcha } = getServices(context).config
  return {
    key: pageKey(url),
    redirectTo,
    captcha: captcha ? { provider: captcha.provider, siteKey: captcha.siteKey } : null,
  }
}

// The field each captcha widget adds to the form; any of them is passed on as the captcha token.
const CAPTCHA_FIELDS = ['cf-turnstile-response', 'g-recaptcha-response', 'h-captcha-response', 'captchaToken']
const CAPTCHA_WIDGETS = {
  'cloudflare-turnstile': {
    className: 'cf-turnstile',
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
  },
  'google-recaptcha': { className: 'g-recaptcha', script: 'https://www.google.com/recaptcha/api.js' },
  hcaptcha: { className: 'h-captcha', script: 'https://js.hcaptcha.com/1/api.js' },
} as const

export async function action({ request, url, context }: Route.ActionArgs) {
  const key = pageKey(url)
  const form = Object.fromEntries(await readForm(request))
  const captchaToken = CAPTCHA_FIELDS.map((field) => form[field]).find(
    (value) => typeof value === 'string' && value,
  ) as string | undefined
  let input: { email: string; redirectTo?: string; metadata?: { first_name: string; last_name: string } }
  if (key === 'register') {
    const parsed = RegisterSchema.safeParse(form)
    if (!parsed.success) return data({ fieldErrors: fieldErrors(parsed.error) as SignInFieldErrors }, { status: 400 })
    const { firstName, lastName, ...rest } = parsed.data
    input = { ...rest, metadata: { first_name: firstName, last_name: lastName } }
  } else {
    const parsed = SignInSchema.safeParse(form)
    if (!parsed.success) return data({ fieldErrors: fieldErrors(parsed.error) as SignInFieldErrors }, { status: 400 })
    input = parsed.data
  }
  const outcome = await requestMagicLink({ request, context }, { ...input, captchaToken })
  if (outcome === 'captcha_failed') return data({ formError: CAPTCHA_FAILED }, { status: 400 })
  if (outcome === 'rate_limited') return data({ formError: TOO_MANY_LINKS }, { status: 429 })
  // The same answer whether or not the address has an account (no enumeration).
  return { sentTo: input.email }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const key = loaderData?.key ?? 'login'
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: `${PAGES[key].title} | ${DEFAULT_BRAND.name}`,
    description: PAGES[key].lead,
    path: `/${key}`,
    appUrl: appUrlFromMatches(matches),
    noIndex: key !== 'login' && key !== 'register',
  })
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { key, redirectTo, captcha } = loaderData
  const widget = captcha ? CAPTCHA_WIDGETS[captcha.provider] : null
  const page = PAGES[key]
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  const errors: SignInFieldErrors = actionData && 'fieldErrors' in actionData ? actionData.fieldErrors : {}

  if (actionData && 'sentTo' in actionData) {
    return (
      <>
        <PageHeader title="Check your inbox" />
        <div className="mx-auto max-w-xl px-4 py-10 sm:px-6" role="status">
          <p className="text-lg">
            If <strong>{actionData.sentTo}</strong> can receive e-mail, a sign-in link is on its way. It works once and
            expires in 15 minutes.
          </p>
          <p className="mt-4">Nothing arrived after a few minutes? Check your spam folder, or ask for a new link.</p>
          <p className="mt-6">
            <Link
              to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}
              className="font-semibold text-reef-dark underline"
            >
              Send a new link
            </Link>
          </p>
        </div>
      </>
    )
  }

  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {key === 'register' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="first-name"
                name="firstName"
                label="First name"
                autoComplete="given-name"
                error={errors.firstName}
              />
              <FormField
                id="last-name"
                name="lastName"
                label="Last name"
                autoComplete="family-name"
                error={errors.lastName}
              />
            </div>
          ) : null}
          <FormField id="email" name="email" label="E-mail" type="email" autoComplete="email" error={errors.email} />
          {captcha && widget ? (
            <>
              <script src={widget.script} async defer />
              <div className={widget.className} data-sitekey={captcha.siteKey} />
            </>
          ) : null}
          {actionData && 'formError' in actionData ? (
            <p role="alert" className="rounded-lg bg-sand p-3 font-medium text-coral-dark">
              {String(actionData.formError)}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={sending}
            className="w-full rounded-lg bg-sea px-5 py-3 font-semibold text-white hover:bg-sea-dark disabled:opacity-70"
          >
            {sending ? 'Sending…' : page.button}
          </button>
        </Form>
        <p className="mt-6 text-sm">
          {key === 'register' ? (
            <>
              Already have an account?{' '}
              <Link
                to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}
                className="font-semibold text-reef-dark underline"
              >
                Sign in
              </Link>
            </>
          ) : (
            <>
              New here?{' '}
              <Link
                to={`/register?redirectTo=${encodeURIComponent(redirectTo)}`}
                className="font-semibold text-reef-dark underline"
              >
                Create an account
              </Link>
            </>
          )}
        </p>
      </div>
    </>
  )
}
