import { data } from 'react-router'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { ADMIN_ENTRY_ROLES } from '~/lib/admin-screens'
import type { Route } from './+types/not-found'

// SPEC §2: any other admin path shows an admin not-found page.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, ADMIN_ENTRY_ROLES)
  return data(null, { status: 404 })
}

export default function AdminNotFound() {
  return (
    <section>
      <h1 className="text-2xl">Admin page not found</h1>
      <p className="mt-2">
        <Link className="underline" to="/admin">
          Back to the dashboard
        </Link>
      </p>
    </section>
  )
}
