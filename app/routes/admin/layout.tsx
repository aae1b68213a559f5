import { Outlet } from 'react-router'
import { requireRole } from '~/auth/guard.server'
import { ADMIN_ENTRY_ROLES } from '~/lib/admin-screens'
import type { Route } from './+types/layout'

export async function loader({ url }: Route.LoaderArgs) {
  await requireRole(url, ADMIN_ENTRY_ROLES)
  return null
}

export default function AdminLayout() {
  return (
    <main id="main" className="min-h-screen bg-sand/40 p-6">
      <Outlet />
    </main>
  )
}
