// Issue 17 on the dashboard: my open tasks (overdue first), speed to lead per agent over a date range, and leads
// waiting on us for more than IDLE_LEAD_HOURS.
import { AdminTableHead, AdminTableScroll } from '~/components/admin/admin-table'
import { Link } from '~/components/site-link'
import { DateRangeForm } from '~/components/analytics/date-range-form'
import type { DateRange } from '~/lib/analytics/date-range'
import { formatDateTime } from '~/lib/format'
import { IDLE_LEAD_HOURS } from '~/lib/staff-work-rules'

// Each table scrolls sideways in its own card on a phone, so the page keeps the screen's width (issue 42, item 10).
const tableClass = 'w-full text-left'
const cell = 'px-4 py-2'

export interface MyTask {
  id: string
  kindLabel: string
  title: string
  dueAt: Date
  overdue: boolean
  assignee: string | null
  contactId: string
  contactName: string
}

/**
 * The tasks given to me; for admins also, apart, the tasks no one has (a first-contact task for a lead whose agent has
 * no account), so none is left unseen (issue 43: they read as "mine (unassigned)").
 */
export function MyTasksSection({ tasks }: { tasks: MyTask[] }) {
  const mine = tasks.filter((task) => task.assignee)
  const nobodys = tasks.filter((task) => !task.assignee)
  return (
    <>
      <section aria-labelledby="my-tasks-heading" className="mt-8">
        <h2 id="my-tasks-heading" className="text-xl">
          My tasks
        </h2>
        {mine.length === 0 ? (
          <p className="mt-3">No open tasks. Well done.</p>
        ) : (
          <TaskTable tasks={mine} label="Tasks assigned to me" />
        )}
      </section>
      {nobodys.length > 0 && (
        <section aria-labelledby="nobodys-tasks-heading" className="mt-8">
          <h2 id="nobodys-tasks-heading" className="text-xl">
            Tasks no one has
          </h2>
          <p className="mt-1 text-sm text-ink/80">
            First contact with leads whose agent has no staff account: make the call yourself, or give the lead to an
            agent on its page.
          </p>
          <TaskTable tasks={nobodys} label="Tasks without an assignee" />
        </section>
      )}
    </>
  )
}

/** `label` names the scrolling box; it differs from the section's heading, which names the section. */
function TaskTable({ tasks, label }: { tasks: MyTask[]; label: string }) {
  return (
    <AdminTableScroll label={label} className="mt-3">
      <table className={tableClass}>
        <AdminTableHead className="bg-sand text-sm" cellClassName={cell} columns={['Due', 'Task', 'Contact']} />
        <tbody>
          {tasks.map((task) => (
            <tr key={task.id} className="border-t border-sand">
              <td className={cell}>
                {task.overdue ? <strong className="text-coral-dark">Overdue · </strong> : null}
                {formatDateTime(task.dueAt)}
              </td>
              <td className={cell}>
                {task.kindLabel}: {task.title}
              </td>
              <td className={cell}>
                <Link to={`/admin/contacts/profile/${task.contactId}`} className="underline">
                  {task.contactName}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminTableScroll>
  )
}

export interface SpeedRow {
  agentId: number | null
  agentName: string
  inquiries: number
  answered: number
  medianMinutes: number | null
  p90Minutes: number | null
}

const minutes = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'))

export function SpeedToLeadSection({
  rows,
  range,
  today,
  problem,
}: {
  rows: SpeedRow[]
  range: DateRange
  today: string
  problem: string | null
}) {
  return (
    <section aria-labelledby="speed-heading" className="mt-8">
      <h2 id="speed-heading" className="text-xl">
        Speed to lead
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Minutes from each inquiry to the first staff action after it (a note, a status change or a completed task), by
        the lead’s agent. Dates are days on Roatan.
      </p>
      <DateRangeForm range={range} today={today} problem={problem} />
      {rows.length === 0 ? (
        <p className="mt-3">No inquiries in these dates.</p>
      ) : (
        <AdminTableScroll label="Answer times by agent" className="mt-3">
          <table className={tableClass} aria-labelledby="speed-heading">
            <AdminTableHead
              className="bg-sand text-sm"
              cellClassName={cell}
              columns={['Agent', 'Inquiries', 'Answered', 'Median minutes', '90th percentile minutes']}
            />
            <tbody>
              {rows.map((row) => (
                <tr key={row.agentId ?? 'none'} className="border-t border-sand">
                  <th scope="row" className={`${cell} font-normal`}>
                    {row.agentName}
                  </th>
                  <td className={cell}>{row.inquiries}</td>
                  <td className={cell}>{row.answered}</td>
                  <td className={cell}>{minutes(row.medianMinutes)}</td>
                  <td className={cell}>{minutes(row.p90Minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </AdminTableScroll>
      )}
    </section>
  )
}

export interface IdleLeadRow {
  contactId: string
  name: string
  email: string
  agentName: string | null
  waitingSince: Date
  hoursWaiting: number
}

export function IdleLeadsSection({ leads }: { leads: IdleLeadRow[] }) {
  return (
    <section aria-labelledby="idle-heading" className="mt-8">
      <h2 id="idle-heading" className="text-xl">
        Leads needing attention
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Open leads whose last inquiry is more than {IDLE_LEAD_HOURS} hours old with no staff action since.
      </p>
      {leads.length === 0 ? (
        <p className="mt-3">Every lead has been answered.</p>
      ) : (
        <AdminTableScroll label="Leads waiting for an answer" className="mt-3">
          <table className={tableClass} aria-labelledby="idle-heading">
            <AdminTableHead
              className="bg-sand text-sm"
              cellClassName={cell}
              columns={['Lead', 'Waiting since', 'Hours', 'Agent']}
            />
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.contactId} className="border-t border-sand">
                  <td className={cell}>
                    <Link to={`/admin/contacts/profile/${lead.contactId}`} className="underline">
                      {lead.name}
                    </Link>
                  </td>
                  <td className={cell}>{formatDateTime(lead.waitingSince)}</td>
                  <td className={cell}>{lead.hoursWaiting}</td>
                  <td className={cell}>{lead.agentName ?? 'Unassigned'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </AdminTableScroll>
      )}
    </section>
  )
}
