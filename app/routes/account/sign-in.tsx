import { Form, data, redirect, useNavigation } from 'react-router'
import { Link } from '~/components/site-link'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { MAGIC_LINK_MINUTES } from '~/identity/auth.server'
import { CAPTCHA_FAILED, TOO_MANY_LINKS, requestMagicLink } from '~/auth/magic-link.server'
import { getSessionUser, safeRedirectPath } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { recoveryFlowCookie } from '~/lib/auth-events'
import { RegisterSchema, SignInSchema, type SignInFieldErrors } from '~/lib/auth-schemas'
import { DEFAULT_BRAND } from '~/lib/brand'
import { fieldErrors } from '~/lib/form-errors'
import { appUrlFromMatches, pageMeta } from '~/lib/seo'
import type { Route } from './+types/sign-in'
import { readForm } from '~/http/form-body.server'
import { localeFromPath, localizePath, pathWithoutLocale, type Locale } from '~/i18n/locale'
import { accountMessages } from '~/i18n/catalogs/account'
import { translator, useLocalHref, useT } from '~/i18n/messages'
import type { AccountMessageId, AccountT } from '~/i18n/catalogs/account'

// /login, /register, /forgot-password, /reset-password. SPEC §1: sign-in is by a one-time e-mail link; there are
// no passwords, so the password pages explain that and offer a link instead.
const PAGES = {
  login: {
    title: 'account.signIn.login.title',
    lead: 'account.signIn.login.lead',
    button: 'account.signIn.sendLink',
  },
  register: {
    title: 'account.signIn.register.title',
    lead: 'account.signIn.register.lead',
    button: 'account.signIn.register.button',
  },
  'forgot-password': {
    title: 'account.signIn.forgot.title',
    lead: 'account.signIn.forgot.lead',
    button: 'account.signIn.sendLink',
  },
  'reset-password': {
    title: 'account.signIn.reset.title',
    lead: 'account.signIn.reset.lead',
    button: 'account.signIn.sendLink',
  },
} as const satisfies Record<string, Record<'title' | 'lead' | 'button', AccountMessageId>>

type PageKey = keyof typeof PAGES

function pageKey(url: URL): PageKey {
  const key = pathWithoutLocale(url.pathname).replace(/^\/|\/$/g, '')
  return key in PAGES ? (key as PageKey) : 'login'
}

/**
 * Where the magic link lands: the page asked for, default /my-account, in the language of this page. A visitor
 * signing in on /es/login comes back to a Spanish page (and gets the Spanish e-mail, app/identity/auth.server.ts).
 */
function destinationFor(redirectTo: unknown, locale: Locale): string {
  return localizePath(safeRedirectPath(typeof redirectTo === 'string' ? redirectTo : null, '/my-account'), locale)
}

// The messages of the sign-in form's checks (lib/auth-schemas.ts, lib/contact-fields.ts), by their English text.
const FIELD_ERROR_IDS: Record<string, AccountMessageId> = {
  'Please enter a valid e-mail address.': 'account.error.email',
  'Please enter your first name.': 'account.signIn.error.firstNameMissing',
  'Please shorten your first name to 80 characters.': 'account.signIn.error.firstNameLong',
  'Please enter your last name.': 'account.signIn.error.lastNameMissing',
  'Please shorten your last name to 80 characters.': 'account.signIn.error.lastNameLong',
}

/** The field errors in the page's language; English pages show the schemas' own messages. */
function localFieldErrors(errors: SignInFieldErrors, t: AccountT, locale: Locale): SignInFieldErrors {
  if (locale === 'en') return errors
  const shown: SignInFieldErrors = {}
  for (const [field, message] of Object.entries(errors) as [keyof SignInFieldErrors, string | undefined][]) {
    const id = message ? FIELD_ERROR_IDS[message] : undefined
    shown[field] = id ? t(id) : message
  }
  return shown
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const redirectTo = destinationFor(url.searchParams.get('redirectTo'), localeFromPath(url.pathname))
  if (await getSessionUser({ request, context })) throw redirect(redirectTo)
  const { captcha, appUrl } = getServices(context).config
  return {
    key: pageKey(url),
    redirectTo,
    captcha: captcha ? { provider: captcha.provider, siteKey: captcha.siteKey } : null,
    linkOrigin: otherLocalOrigin(url, appUrl),
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Issue 43: this computer's site opened as 127.0.0.1 while APP_URL says localhost (or the other way round). The link in
 * the e-mail opens APP_URL, whose cookies are not this address's, and the sign-in would end as "expired or already
 * used": the page says so first. Only between loopback names, so a proxy's own Host never shows it to real visitors.
 */
function otherLocalOrigin(url: URL, appUrl: string): string | null {
  const app = new URL(appUrl)
  return LOOPBACK.has(url.hostname) && LOOPBACK.has(app.hostname) && url.host !== app.host ? app.origin : null
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
  const locale = localeFromPath(url.pathname)
  const t: AccountT = translator(accountMessages, locale)
  const form = Object.fromEntries(await readForm(request))
  form.redirectTo = destinationFor(form.redirectTo, locale)
  const captchaToken = CAPTCHA_FIELDS.map((field) => form[field]).find(
    (value) => typeof value === 'string' && value,
  ) as string | undefined
  let input: { email: string; redirectTo?: string; metadata?: { first_name: string; last_name: string } }
  if (key === 'register') {
    const parsed = RegisterSchema.safeParse(form)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error) as SignInFieldErrors
      return data({ fieldErrors: localFieldErrors(errors, t, locale) }, { status: 400 })
    }
    const { firstName, lastName, ...rest } = parsed.data
    input = { ...rest, metadata: { first_name: firstName, last_name: lastName } }
  } else {
    const parsed = SignInSchema.safeParse(form)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error) as SignInFieldErrors
      return data({ fieldErrors: localFieldErrors(errors, t, locale) }, { status: 400 })
    }
    input = parsed.data
  }
  const outcome = await requestMagicLink({ request, context }, { ...input, captchaToken })
  // English pages keep the messages of magic-link.server.ts.
  if (outcome === 'captcha_failed') {
    return data({ formError: locale === 'en' ? CAPTCHA_FAILED : t('account.signIn.captchaFailed') }, { status: 400 })
  }
  if (outcome === 'rate_limited') {
    return data({ formError: locale === 'en' ? TOO_MANY_LINKS : t('account.signIn.tooManyLinks') }, { status: 429 })
  }
  // The same answer whether or not the address has an account (no enumeration).
  const answer = { sentTo: input.email }
  if (key === 'forgot-password' || key === 'reset-password') {
    // SPEC §4 password recovery: the sign-in this link completes in this browser began on a password page
    const secure = getServices(context).config.appUrl.startsWith('https:')
    return data(answer, { headers: { 'Set-Cookie': recoveryFlowCookie(MAGIC_LINK_MINUTES, secure) } })
  }
  return answer
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const key = loaderData?.key ?? 'login'
  const locale = localeFromPath(location.pathname)
  const t = translator(accountMessages, locale)
  return pageMeta({
    locale,
    title: t('account.signIn.metaTitle', { title: t(PAGES[key].title), brand: DEFAULT_BRAND.name }),
    description: t(PAGES[key].lead),
    path: `/${key}`,
    appUrl: appUrlFromMatches(matches),
    noIndex: key !== 'login' && key !== 'register',
  })
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { key, redirectTo, captcha, linkOrigin } = loaderData
  const widget = captcha ? CAPTCHA_WIDGETS[captcha.provider] : null
  const page = PAGES[key]
  const navigation = useNavigation()
  const t = useT(accountMessages)
  const href = useLocalHref()
  const sending = navigation.state === 'submitting'
  const errors: SignInFieldErrors = actionData && 'fieldErrors' in actionData ? actionData.fieldErrors : {}

  if (actionData && 'sentTo' in actionData) {
    return (
      <>
        <PageHeader title={t('account.signIn.sent.title')} />
        <div className="mx-auto max-w-xl px-4 py-10 sm:px-6" role="status">
          <p className="text-lg">
            {t('account.signIn.sent.before')} <strong>{actionData.sentTo}</strong> {t('account.signIn.sent.after')}
          </p>
          <p className="mt-4">{t('account.signIn.sent.spam')}</p>
          <p className="mt-6">
            <Link
              to={href(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)}
              className="font-semibold text-reef-dark underline"
            >
              {t('account.signIn.newLink')}
            </Link>
          </p>
        </div>
      </>
    )
  }

  return (
    <>
      <PageHeader title={t(page.title)} lead={t(page.lead)} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        {linkOrigin ? (
          <p role="note" className="mb-6 rounded-lg bg-sand p-4">
            {t('account.signIn.otherAddress', { origin: linkOrigin })}{' '}
            <a
              href={`${linkOrigin}${href(`/${key}`)}?redirectTo=${encodeURIComponent(redirectTo)}`}
              className="font-semibold text-reef-dark underline"
            >
              {t('account.signIn.otherAddressLink', { origin: linkOrigin })}
            </a>
          </p>
        ) : null}
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {key === 'register' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id="first-name"
                name="firstName"
                label={t('account.signIn.firstName')}
                autoComplete="given-name"
                error={errors.firstName}
              />
              <FormField
                id="last-name"
                name="lastName"
                label={t('account.signIn.lastName')}
                autoComplete="family-name"
                error={errors.lastName}
              />
            </div>
          ) : null}
          <FormField
            id="email"
            name="email"
            label={t('account.email')}
            type="email"
            autoComplete="email"
            error={errors.email}
          />
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
          <Button type="submit" disabled={sending} size="2xl" className="w-full disabled:opacity-70">
            {sending ? t('account.signIn.sending') : t(page.button)}
          </Button>
        </Form>
        <p className="mt-6 text-sm">
          {key === 'register' ? (
            <>
              {t('account.signIn.haveAccount')}{' '}
              <Link
                to={href(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)}
                className="font-semibold text-reef-dark underline"
              >
                {t('account.signIn.signInLink')}
              </Link>
            </>
          ) : (
            <>
              {t('account.signIn.newHere')}{' '}
              <Link
                to={href(`/register?redirectTo=${encodeURIComponent(redirectTo)}`)}
                className="font-semibold text-reef-dark underline"
              >
                {t('account.signIn.createLink')}
              </Link>
            </>
          )}
        </p>
      </div>
    </>
  )
}
