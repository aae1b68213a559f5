import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { IMPORT_ENTITIES, type ImportEntity } from '~/import/entity'
import { exportCsv } from '~/import/export.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import type { Route } from './+types/export'

// CSV exports offered on the Import screen and guarded like it (SPEC §2, §6): the columns re-import unchanged.
const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'import')!

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const entity = params.entity as ImportEntity
  if (!IMPORT_ENTITIES.includes(entity)) return new Response('Nothing to export here.', { status: 404 })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(await exportCsv(getServices(context).db, entity), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${entity}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
