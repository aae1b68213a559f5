import { Form, Link, redirect } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { FormField } from '~/components/ui/form-field'
import { getSessionUser, safeRedirectPath } from '~/auth/session.server'
import { grantConfiguredSuperAdmin, scheduleSignInTasks } from '~/auth/sign-in-tasks.server'
import { getServices } from '~/context.server'
import { DEFAULT_BRAND } from '~/lib/brand'
import type { Route } from './+types/auth-callback'

// SPEC §2: the default return target of the magic link. It completes the sign-in and lands where the user was
// going (default /my-account); an expired, used or forged link gets a clear message and a way to a new link.
const LINK_PROBLEMS: Record<string, string> = {
  INVALID_TOKEN: 'This sign-in link has already been used, has expired, or is not valid.',
  EXPIRED_TOKEN: 'This sign-in link has expired. Links work for 15 minutes.',
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const destination = safeRedirectPath(url.searchParams.get('redirectTo'), '/my-account')
  const error = url.searchParams.get('error')
  const user = error ? null : await getSessionUser({ request, context })
  if (!user) {
    return {
      destination,
      problem:
        (error && LINK_PROBLEMS[error]) ??
        'We could not sign you in with this link. It may have expired or already been used.',
    }
  }
  const services = getServices(context)
  await grantConfiguredSuperAdmin(services, user)
  scheduleSignInTasks(services, user, destination)
  throw redirect(destination)
}

export const meta: Route.MetaFunction = () => [
  { title: `Sign-in link | ${DEFAULT_BRAND.name}` },
  { name: 'robots', content: 'noindex' },
]

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="This link did not work" lead={loaderData.problem} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <p>Enter your e-mail and we will send you a new sign-in link.</p>
        <Form method="post" action="/login" className="mt-4 space-y-4">
          <input type="hidden" name="redirectTo" value={loaderData.destination} />
          <FormField id="email" name="email" label="E-mail" type="email" autoComplete="email" />
          <button
            type="submit"
            className="w-full rounded-lg bg-sea px-5 py-3 font-semibold text-white hover:bg-sea-dark"
          >
            Send a new link
          </button>
        </Form>
        <p className="mt-6 text-sm">
          <Link to="/" className="underline">
            Back to the home page
          </Link>
        </p>
      </div>
    </>
  )
}
