import { RoleManager } from '~/components/admin/role-manager'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { handleRoleChange } from '~/http/role-change-action.server'
import { listUsersAndRoles } from '~/auth/roles.server'
import type { Route } from './+types/super-admin'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'super-admin')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db, config, database } = getServices(context)
  const everyone = await listUsersAndRoles(db)
  return {
    superAdmins: everyone.filter((user) => user.roles.includes('super_admin')),
    adminEmails: config.adminEmails,
    database: database.kind === 'pglite' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL server',
    mail: config.smtpUrl ? 'SMTP server' : 'Outbox only (no SMTP_URL)',
  }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  const services = getServices(context)
  return asStaff(services.db, user, (tx) =>
    handleRoleChange({ ...services, db: tx }, request, { email: user.email, roles }, ['super_admin']),
  )
}

export default function SuperAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl">Super Admin</h1>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
          <dt className="text-sm text-ink/80">Database</dt>
          <dd className="font-semibold">{loaderData.database}</dd>
        </div>
        <div className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
          <dt className="text-sm text-ink/80">E-mail delivery</dt>
          <dd className="font-semibold">{loaderData.mail}</dd>
        </div>
        <div className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
          <dt className="text-sm text-ink/80">ADMIN_EMAILS</dt>
          <dd className="font-semibold break-all">{loaderData.adminEmails.join(', ') || 'none'}</dd>
        </div>
      </dl>
      <h2 className="mt-8 text-xl">Super admins</h2>
      <RoleManager users={loaderData.superAdmins} roles={['super_admin']} result={actionData} />
    </>
  )
}
