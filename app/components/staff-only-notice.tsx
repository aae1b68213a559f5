import { Link } from '~/components/site-link'
import { PageHeader } from './page-header'

/** What anyone who is not staff sees on a staff diagnostics page: no data, a way to sign in. */
export function StaffOnlyNotice({ title, signIn }: { title: string; signIn: string }) {
  return (
    <>
      <PageHeader title={title} lead="This page is for staff." />
      <p className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <Link to={signIn} className="font-semibold underline">
          Sign in as staff
        </Link>{' '}
        to use it.
      </p>
    </>
  )
}
