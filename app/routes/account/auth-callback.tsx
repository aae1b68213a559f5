import { Form, redirect } from 'react-router'
import { Link } from '~/components/site-link'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { getSessionUser, safeRedirectPath } from '~/auth/session.server'
import { claimSessionSignIn, grantConfiguredSuperAdmin, scheduleSignInTasks } from '~/models/sign-in.server'
import { getServices } from '~/context.server'
import type { AccountMessageId } from '~/i18n/catalogs/account'
import { accountMessages } from '~/i18n/catalogs/account'
import { localeFromPath } from '~/i18n/locale'
import { translator, useLocalHref, useT } from '~/i18n/messages'
import { DEFAULT_BRAND } from '~/lib/brand'
import { RECOVERY_FLOW_COOKIE, authEventCookie, cookieValue, expiredCookie } from '~/lib/auth-events'
import type { Route } from './+types/auth-callback'

// SPEC §2: the default return target of the magic link. It completes the sign-in and lands where the user was
// going (default /my-account); an expired, used or forged link gets a clear message and a way to a new link.
const LINK_PROBLEMS = {
  INVALID_TOKEN: 'account.callback.invalid',
  EXPIRED_TOKEN: 'account.callback.expired',
} as const

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const destination = safeRedirectPath(url.searchParams.get('redirectTo'), '/my-account')
  const error = url.searchParams.get('error')
  const user = error ? null : await getSessionUser({ request, context })
  if (!user) {
    // Issue 16: the callback address has no language (/auth/callback); a visitor going back to a Spanish page reads
    // the problem on the Spanish copy of this page.
    if (localeFromPath(destination) === 'es' && localeFromPath(url.pathname) === 'en') {
      throw redirect(`/es${url.pathname}${url.search}`)
    }
    const problem: AccountMessageId =
      error && error in LINK_PROBLEMS ? LINK_PROBLEMS[error as keyof typeof LINK_PROBLEMS] : 'account.callback.failed'
    return { destination, problem }
  }
  const services = getServices(context)
  await grantConfiguredSuperAdmin(services, user)
  // A signed-in visitor opening this address again is only sent on.
  if (!(await claimSessionSignIn(services, request.headers))) throw redirect(destination)
  scheduleSignInTasks(services, user, destination)
  // SPEC §4 events: the page this leads to tells the browser app of the sign-in, or of the password recovery it
  // began as (the forgot or reset password page, in this browser).
  const secure = services.config.appUrl.startsWith('https:')
  const recovery = cookieValue(request.headers.get('cookie') ?? '', RECOVERY_FLOW_COOKIE) !== undefined
  const headers = new Headers()
  headers.append('Set-Cookie', authEventCookie(recovery ? 'password_recovery' : 'signed_in', secure))
  if (recovery) headers.append('Set-Cookie', expiredCookie(RECOVERY_FLOW_COOKIE))
  throw redirect(destination, { headers })
}

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: translator(accountMessages, localeFromPath(location.pathname))('account.callback.metaTitle', {
      brand: DEFAULT_BRAND.name,
    }),
  },
  { name: 'robots', content: 'noindex' },
]

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const t = useT(accountMessages)
  const href = useLocalHref()
  return (
    <>
      <PageHeader title={t('account.callback.title')} lead={t(loaderData.problem)} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <p>{t('account.callback.text')}</p>
        <Form method="post" action={href('/login')} className="mt-4 space-y-4">
          <input type="hidden" name="redirectTo" value={loaderData.destination} />
          <FormField id="email" name="email" label={t('account.email')} type="email" autoComplete="email" />
          <Button type="submit" size="2xl" className="w-full">
            {t('account.signIn.newLink')}
          </Button>
        </Form>
        <p className="mt-6 text-sm">
          <Link to={href('/')} className="underline">
            {t('account.callback.home')}
          </Link>
        </p>
      </div>
    </>
  )
}
