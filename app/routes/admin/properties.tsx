import { data } from 'react-router'
import { PropertyList } from '~/components/admin/property-list'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { fieldErrors } from '~/lib/form-errors'
import { parseAdminPropertyQuery } from '~/lib/property-form-list-query'
import { BulkStatusSchema } from '~/lib/property-form-schema'
import { bulkSetPropertyStatus, listAdminProperties, listPropertyFormOptions } from '~/models/admin-property.server'
import type { Route } from './+types/properties'
import { readForm } from '~/http/form-body.server'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'properties')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db, storage } = getServices(context)
  const query = parseAdminPropertyQuery(url.searchParams)
  const [list, options] = await Promise.all([listAdminProperties(db, storage, query), listPropertyFormOptions(db)])
  return { query, ...list, options }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db, logger } = getServices(context)
  const form = await readForm(request)
  const parsed = BulkStatusSchema.safeParse({ ids: form.getAll('ids'), status: form.get('status') })
  if (!parsed.success) return data({ ok: false as const, errors: fieldErrors(parsed.error) }, { status: 400 })
  const result = await asStaff(db, user, (tx) => bulkSetPropertyStatus(tx, parsed.data.ids, parsed.data.status))
  logger.info({ actor: user.email, ids: parsed.data.ids, status: parsed.data.status }, 'listing status changed in bulk')
  return { ok: true as const, ...result }
}

export default function Properties({ loaderData, actionData }: Route.ComponentProps) {
  return <PropertyList {...loaderData} result={actionData} />
}
