import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { DEFAULT_BRAND } from '~/lib/brand'
import type { Route } from './+types/sign-in'

// /login, /register, /forgot-password, /reset-password. SPEC §1: sign-in is by a one-time e-mail link.
const PAGES: Record<string, { title: string; lead: string }> = {
  login: {
    title: 'Sign in',
    lead: 'We sign you in with a one-time link sent to your e-mail. No password to remember.',
  },
  register: {
    title: 'Create an account',
    lead: 'Save listings and follow your inquiries. We send a one-time sign-in link to your e-mail.',
  },
  'forgot-password': {
    title: 'Forgot your password?',
    lead: 'There is no password: you sign in with a link sent to your e-mail.',
  },
  'reset-password': {
    title: 'Reset password',
    lead: 'There is no password to reset: you sign in with a link sent to your e-mail.',
  },
}

export function loader({ url }: Route.LoaderArgs) {
  const key = url.pathname.replace(/^\/|\/$/g, '')
  return { key, ...(PAGES[key] ?? PAGES.login!) }
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.title ?? 'Sign in'} | ${DEFAULT_BRAND.name}` },
]

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} lead={loaderData.lead} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <p>
          E-mail sign-in is being set up. Meanwhile, reach us at{' '}
          <a className="underline" href={`mailto:${DEFAULT_BRAND.email}`}>
            {DEFAULT_BRAND.email}
          </a>{' '}
          or{' '}
          <Link className="underline" to="/contact">
            contact us
          </Link>
          .
        </p>
      </div>
    </>
  )
}
