// Issue 17: speed to lead and lead health on the dashboard. A "staff action" is an activity a signed-in staff member
// wrote on the contact: a note, a status change or a completed task (a logged call, e-mail, WhatsApp or showing).
// Automatic assignment, the site's own e-mails and the buyer's doings do not count
// (docs/decisions/026-follow-up-tasks.md).
import { sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import type { DateRange } from '~/lib/analytics/date-range'
import { IDLE_LEAD_HOURS } from '~/lib/staff-work-rules'

export const STAFF_ACTION_TYPES = ['note', 'status_change', 'task_done'] as const

const TIME_ZONE = 'America/Tegucigalpa'
const staffActionTypes = sql.join(
  STAFF_ACTION_TYPES.map((type) => sql`${type}`),
  sql`, `,
)

interface SpeedRow {
  agent_id: number | null
  agent_name: string | null
  inquiries: number
  answered: number
  median_minutes: number | string | null
  p90_minutes: number | string | null
}

export interface SpeedToLeadRow {
  agentId: number | null
  agentName: string
  inquiries: number
  answered: number
  medianMinutes: number | null
  p90Minutes: number | null
}

/**
 * Per agent, for inquiries received in the range (days on Roatan, both included): how many, how many had a staff
 * action after them, and the median and 90th percentile of the minutes until the first one. An inquiry belongs to
 * its lead's assigned agent, else to the listing's agent, as its first-contact task does.
 */
export async function getSpeedToLead(db: Database, range: DateRange): Promise<SpeedToLeadRow[]> {
  const result = await db.execute(sql`
    with inquiry as (
      select a.contact_id, a.created_at, coalesce(c.assigned_agent_id, p.agent_id) as agent_id
      from contact_activities a
      join contacts c on c.id = a.contact_id
      left join properties p on p.id = a.property_id
      where a.activity_type = 'inquiry'
        and a.created_at >= (${range.from}::date::timestamp at time zone ${TIME_ZONE})
        and a.created_at < ((${range.to}::date + 1)::timestamp at time zone ${TIME_ZONE})
    ), answered as (
      select inquiry.agent_id,
        extract(epoch from (
          select min(s.created_at) from contact_activities s
          where s.contact_id = inquiry.contact_id and s.created_at >= inquiry.created_at
            and s.created_by is not null and s.activity_type in (${staffActionTypes})
        ) - inquiry.created_at) / 60 as minutes
      from inquiry
    )
    select answered.agent_id, agents.name as agent_name, count(*)::int as inquiries,
      count(minutes)::int as answered,
      percentile_cont(0.5) within group (order by minutes) as median_minutes,
      percentile_cont(0.9) within group (order by minutes) as p90_minutes
    from answered
    left join agents on agents.id = answered.agent_id
    group by answered.agent_id, agents.name
    order by agents.name nulls last
  `)
  const rows = (result as unknown as { rows: SpeedRow[] }).rows
  return rows.map((row) => ({
    agentId: row.agent_id,
    agentName: row.agent_name ?? 'No agent',
    inquiries: Number(row.inquiries),
    answered: Number(row.answered),
    medianMinutes: row.median_minutes === null ? null : Math.round(Number(row.median_minutes)),
    p90Minutes: row.p90_minutes === null ? null : Math.round(Number(row.p90_minutes)),
  }))
}

interface IdleRow {
  id: string
  name: string
  email: string
  agent_name: string | null
  waiting_since: string | Date
}

export interface IdleLead {
  contactId: string
  name: string
  email: string
  agentName: string | null
  waitingSince: Date
  hoursWaiting: number
}

/**
 * Issue 17 lead health: open leads (not closed) whose last inquiry is more than IDLE_LEAD_HOURS old with no staff
 * action since: the buyer is waiting on us. Longest waiting first.
 */
export async function listIdleLeads(db: Database, now = new Date()): Promise<IdleLead[]> {
  const result = await db.execute(sql`
    with last_inquiry as (
      select contact_id, max(created_at) as at from contact_activities
      where activity_type = 'inquiry' group by contact_id
    )
    select c.id, trim(c.first_name || ' ' || c.last_name) as name, c.email, agents.name as agent_name,
      last_inquiry.at as waiting_since
    from last_inquiry
    join contacts c on c.id = last_inquiry.contact_id
    left join agents on agents.id = c.assigned_agent_id
    where c.status <> 'closed'
      and last_inquiry.at < ${now.toISOString()}::timestamptz - make_interval(hours => ${IDLE_LEAD_HOURS})
      and not exists (
        select 1 from contact_activities s
        where s.contact_id = c.id and s.created_at >= last_inquiry.at
          and s.created_by is not null and s.activity_type in (${staffActionTypes})
      )
    order by last_inquiry.at asc
    limit 50
  `)
  const rows = (result as unknown as { rows: IdleRow[] }).rows
  return rows.map((row) => {
    const waitingSince = new Date(row.waiting_since)
    return {
      contactId: row.id,
      name: row.name || row.email,
      email: row.email,
      agentName: row.agent_name,
      waitingSince,
      hoursWaiting: Math.floor((now.getTime() - waitingSince.getTime()) / 3_600_000),
    }
  })
}
