import { data } from 'react-router'
import { AdminTableHead, AdminTableScroll } from '~/components/admin/admin-table'
import { Link } from '~/components/site-link'
import { requireRole } from '~/auth/session.server'
import { FigureCards } from '~/components/admin/figure-cards'
import { getServices } from '~/context.server'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { formatDateTime } from '~/lib/format'
import { leadSourceLabel } from '~/lib/lead-sources'
import { PROPERTY_STATUSES, PROPERTY_STATUS_LABELS } from '~/lib/property-rules'
import { getDashboardFigures } from '~/models/dashboard.server'
import { IdleLeadsSection, MyTasksSection, SpeedToLeadSection } from '~/components/admin/staff-work-dashboard'
import { isoDay, parseDateRange } from '~/lib/analytics/date-range'
import { roatanWallClock } from '~/lib/follow-up-task-form'
import { listMyTasks } from '~/models/follow-up-tasks.server'
import { getSpeedToLead, listIdleLeads } from '~/models/speed-to-lead.server'
import type { Route } from './+types/dashboard'

const screen = ADMIN_SCREENS.find((candidate) => candidate.path === '')!

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, roles } = await requireRole({ request, url, context }, screen.roles)
  const { db } = getServices(context)
  // issue 17: speed to lead over ?from=&to=, days on Roatan (UTC−6), the last 30 by default
  const today = roatanWallClock(new Date())
  const { range, problem } = parseDateRange(url.searchParams, today)
  const withUnassigned = roles.includes('admin') || roles.includes('super_admin')
  const [figures, myTasks, speedToLead, idleLeads] = await Promise.all([
    getDashboardFigures(db),
    listMyTasks(db, { userId: user.id, withUnassigned }),
    getSpeedToLead(db, range),
    listIdleLeads(db),
  ])
  const work = { myTasks, speedToLead, idleLeads, range, problem, today: isoDay(today) }
  return data({ ...figures, work }, { status: problem ? 400 : 200 })
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { listingsByStatus, newLeadsThisWeek, inquiriesToday, unassignedLeads, latestLeads, alertsSent30Days } =
    loaderData
  const figures = [
    { label: 'New leads this week', value: newLeadsThisWeek },
    { label: 'Inquiries today', value: inquiriesToday },
    { label: 'Unassigned leads', value: unassignedLeads },
    { label: 'Listing alerts sent (30 days)', value: alertsSent30Days },
  ]
  return (
    <>
      <h1 className="text-2xl">Dashboard</h1>
      <section aria-labelledby="leads-heading" className="mt-6">
        <h2 id="leads-heading" className="sr-only">
          Leads
        </h2>
        <FigureCards figures={figures} />
      </section>
      <MyTasksSection tasks={loaderData.work.myTasks} />
      <IdleLeadsSection leads={loaderData.work.idleLeads} />
      <SpeedToLeadSection
        rows={loaderData.work.speedToLead}
        range={loaderData.work.range}
        today={loaderData.work.today}
        problem={loaderData.work.problem}
      />
      <section aria-labelledby="listings-heading" className="mt-8">
        <h2 id="listings-heading" className="text-xl">
          Listings by status
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-5">
          {PROPERTY_STATUSES.map((status) => (
            <div key={status} className="rounded-xl bg-white p-4 shadow ring-1 ring-black/5">
              <dt className="text-sm text-ink/80">{PROPERTY_STATUS_LABELS[status]}</dt>
              <dd className="text-2xl font-semibold">{listingsByStatus[status] ?? 0}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="latest-heading" className="mt-8">
        <h2 id="latest-heading" className="text-xl">
          Latest leads
        </h2>
        {latestLeads.length === 0 ? (
          <p className="mt-3">No leads yet.</p>
        ) : (
          // on a phone the table scrolls sideways in its own card, and the page keeps the screen's width
          <AdminTableScroll label="Newest contacts" className="mt-3">
            <table className="w-full text-left">
              <AdminTableHead
                className="bg-sand text-sm"
                cellClassName="px-4 py-2"
                columns={['Name', 'E-mail', 'Source', 'Created']}
              />
              <tbody>
                {latestLeads.map((lead) => (
                  <tr key={lead.id} className="border-t border-sand">
                    <td className="px-4 py-2">
                      <Link to={`/admin/contacts/profile/${lead.id}`} className="underline">
                        {[lead.firstName, lead.lastName].filter(Boolean).join(' ') || '—'}
                      </Link>
                    </td>
                    <td className="px-4 py-2">{lead.email}</td>
                    <td className="px-4 py-2">{leadSourceLabel(lead.leadSource)}</td>
                    <td className="px-4 py-2">{formatDateTime(lead.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </AdminTableScroll>
        )}
      </section>
    </>
  )
}
