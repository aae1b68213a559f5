import { Form } from 'react-router'
import { RoleManager } from '~/components/admin/role-manager'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { ROLES } from '~/lib/roles'
import { handleRoleChange } from '~/http/role-change-action.server'
import { listUsersAndRoles } from '~/auth/roles.server'
import type { Route } from './+types/users'
import { Button } from '~/components/ui/button'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'users')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { roles } = await requireRole({ request, url, context }, screen.roles)
  const search = url.searchParams.get('search') ?? ''
  // Only a super admin hands out super_admin.
  const grantable = roles.includes('super_admin') ? ROLES : ROLES.filter((role) => role !== 'super_admin')
  return { users: await listUsersAndRoles(getServices(context).db, search), search, grantable }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  return asStaff(services.db, user, (tx) =>
    handleRoleChange({ ...services, db: tx }, request, { email: user.email, roles }),
  )
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl">Users</h1>
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <label htmlFor="user-search" className="sr-only">
          Search users by e-mail or name
        </label>
        <input
          id="user-search"
          name="search"
          type="search"
          defaultValue={loaderData.search}
          placeholder="Search by e-mail or name"
          className="w-full max-w-md rounded-lg border border-ink/30 bg-white px-3 py-2"
        />
        <Button type="submit">Search</Button>
      </Form>
      <RoleManager users={loaderData.users} roles={loaderData.grantable} result={actionData} />
    </>
  )
}
