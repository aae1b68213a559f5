import { data } from 'react-router'
import { LeadInquiryList } from '~/components/admin/lead-inquiry-list'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { asStaff } from '~/models/audit.server'
import { parseInquiryListQuery } from '~/lib/lead-list-query'
import { inquiriesCsv, listInquiries, listLeadAgents, updateInquiryStatus } from '~/models/admin-leads.server'
import type { Route } from './+types/inquiries'
import { readForm } from '~/http/form-body.server'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === 'inquiries')!

/**
 * ?format=csv downloads the current filter (every page). A UI route's loader cannot answer with its own body (React
 * Router reads a returned Response into loader data), so the download is answered here, before the loaders, behind
 * the same guard.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }, next) => {
    if (url.searchParams.get('format') !== 'csv') return next()
    await requireRole({ request, url, context }, screen.roles)
    const { db } = getServices(context)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(await inquiriesCsv(db, parseInquiryListQuery(url.searchParams)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="inquiries-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
]

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  const query = parseInquiryListQuery(url.searchParams)
  const [list, agents] = await Promise.all([listInquiries(db, query), listLeadAgents(db)])
  return { query, ...list, agents }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, screen.roles)
  const { db, logger } = getServices(context)
  const form = await readForm(request)
  const result = await asStaff(db, user, (tx) =>
    updateInquiryStatus(tx, { activityId: form.get('activityId'), status: form.get('status') }, user.id),
  )
  if (!result.ok) return data(result, { status: result.status })
  logger.info({ actor: user.email, activityId: result.activityId, status: result.status }, 'inquiry status changed')
  return result
}

export default function Inquiries({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadInquiryList {...loaderData} result={actionData} />
}
