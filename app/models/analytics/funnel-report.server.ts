// SPEC §3 funnels: for each step, the distinct sessions that reached it in order — after reaching the step before
// (an optional step after the last required one). Order is the events' arrival order (ids) within the session.
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { userInteractions } from '~/db/schema'
import { FUNNELS, FUNNEL_NAMES, type FunnelName, funnelConversions, isOptionalStep } from '~/lib/analytics/funnels'

export async function getFunnelCounts(db: Database, funnel: FunnelName, start: Date, end: Date): Promise<number[]> {
  const steps = FUNNELS[funnel].steps
  // A step shared by several funnels counts here when its event names this funnel or none (view_listing).
  const events = sql`select ${userInteractions.sessionId} as session_id, ${userInteractions.id} as id,
      ${userInteractions.eventType} as event_type, ${userInteractions.metadata}->>'funnel' as funnel
    from ${userInteractions}
    where ${userInteractions.createdAt} >= ${start.toISOString()}::timestamptz
      and ${userInteractions.createdAt} < ${end.toISOString()}::timestamptz
      and ${userInteractions.eventType} in (${sql.join(
        steps.map((step) => sql`${step}`),
        sql`, `,
      )})
      and coalesce(${userInteractions.metadata}->>'funnel', ${funnel}) = ${funnel}`
  const ctes: SQL[] = [sql`e as (${events})`]
  let previousRequired: string | null = null
  steps.forEach((step, index) => {
    const name = sql.raw(`s${index}`)
    ctes.push(
      previousRequired === null
        ? sql`${name} as (select session_id, min(id) as at from e where event_type = ${step} group by session_id)`
        : sql`${name} as (select e.session_id, min(e.id) as at from e
            join ${sql.raw(previousRequired)} previous on previous.session_id = e.session_id and e.id > previous.at
            where e.event_type = ${step} group by e.session_id)`,
    )
    if (!isOptionalStep(funnel, step)) previousRequired = `s${index}`
  })
  const counts = steps.map(
    (_, index) => sql`(select count(*) from ${sql.raw(`s${index}`)})::int as ${sql.raw(`c${index}`)}`,
  )
  const result = await db.execute(sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(counts, sql`, `)}`)
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {}
  return steps.map((_, index) => Number(row[`c${index}`] ?? 0))
}

export async function getFunnelReports(db: Database, start: Date, end: Date) {
  const counts = await Promise.all(FUNNEL_NAMES.map((name) => getFunnelCounts(db, name, start, end)))
  return FUNNEL_NAMES.map((name, index) => ({
    name,
    label: FUNNELS[name].label,
    steps: funnelConversions(name, counts[index]!),
  }))
}
