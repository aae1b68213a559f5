// The grant/revoke form shared by the Users and Super Admin screens.
import { data } from 'react-router'
import type { AppServices } from '~/context.server'
import { fieldErrors } from '~/lib/form-errors'
import { RoleChangeSchema } from '~/lib/role-change-schema'
import type { Role } from '~/lib/roles'
import { changeRoleAsStaff } from '~/auth/roles.server'
import { readForm } from './form-body.server'

export async function handleRoleChange(
  { db, logger }: Pick<AppServices, 'db' | 'logger'>,
  request: Request,
  actor: { email: string; roles: readonly Role[] },
  allowedRoles?: readonly Role[],
) {
  const parsed = RoleChangeSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) return data({ ok: false as const, fieldErrors: fieldErrors(parsed.error) }, { status: 400 })
  const { intent, email, role } = parsed.data
  if (allowedRoles && !allowedRoles.includes(role)) {
    return data({ ok: false as const, error: 'This screen does not manage that role.' }, { status: 400 })
  }
  const result = await changeRoleAsStaff(db, { actorRoles: actor.roles, email, role, grant: intent === 'grant' })
  if (!result.ok) return data(result, { status: 409 })
  logger.info({ actor: actor.email, intent, email, role }, 'role changed')
  return result
}
