// Issue 17: each morning on Roatan, every member of staff with open tasks due today or overdue gets one e-mail
// listing them. Several processes share the database, so a day is claimed by inserting its row in
// task_digest_runs: only the process whose insert succeeds sends, in the same transaction, so a crash mid-way
// rolls the claim back and another process sends instead (docs/decisions/026-follow-up-tasks.md).
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import { contacts, followUpTasks, taskDigestRuns, users } from '~/db/schema'
import { ROATAN_OFFSET_MS, roatanWallClock } from '~/lib/follow-up-task-form'
import { formatDateTime } from '~/lib/format'
import { startPeriodicJob } from '~/db/periodic-job.server'
import { TASK_KIND_LABELS, type TaskKind } from '~/lib/staff-work-rules'
import { loadEmailRenderer } from '~/mail/email-templates.server'
import { type TaskDigestItem, taskDigestText } from '~/mail/task-digest-template'

/** The digest goes out from this hour on Roatan (a process started later that day still sends it). */
export const TASK_DIGEST_HOUR = 7
const DAY_MS = 24 * 60 * 60_000

type DigestServices = Pick<AppServices, 'db' | 'outbox' | 'logger' | 'config'>

export type TaskDigestResult =
  { sent: false; reason: 'too_early' | 'already_sent'; day: string } | { sent: true; day: string; emails: number }

/** The day on Roatan at `now`, and the instant that day ends. */
export function roatanDay(now: Date) {
  const local = roatanWallClock(now)
  const day = local.toISOString().slice(0, 10)
  const end = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS + ROATAN_OFFSET_MS)
  return { day, hour: local.getUTCHours(), end }
}

export async function sendTaskDigest(services: DigestServices, now: Date): Promise<TaskDigestResult> {
  const { config, logger } = services
  const { day, hour, end } = roatanDay(now)
  if (hour < TASK_DIGEST_HOUR) return { sent: false, reason: 'too_early', day }
  const result = await services.db.transaction(async (tx) => {
    const [claim] = await tx.insert(taskDigestRuns).values({ day }).onConflictDoNothing().returning()
    if (!claim) return { sent: false as const, reason: 'already_sent' as const, day }
    const rows = await tx
      .select({
        task: followUpTasks,
        to: users.email,
        name: users.name,
        contactName: sql<string>`coalesce(nullif(trim(${contacts.firstName} || ' ' || ${contacts.lastName}), ''), ${contacts.email})`,
      })
      .from(followUpTasks)
      .innerJoin(users, eq(users.id, followUpTasks.assigneeUserId))
      .innerJoin(contacts, eq(contacts.id, followUpTasks.contactId))
      .where(
        and(isNull(followUpTasks.completedAt), isNotNull(followUpTasks.assigneeUserId), lt(followUpTasks.dueAt, end)),
      )
      .orderBy(asc(users.email), asc(followUpTasks.dueAt))
    const byUser = new Map<string, { name: string; items: TaskDigestItem[] }>()
    for (const row of rows) {
      const entry = byUser.get(row.to) ?? { name: row.name || row.to, items: [] }
      entry.items.push({
        kind: TASK_KIND_LABELS[row.task.kind as TaskKind] ?? row.task.kind,
        title: row.task.title,
        contactName: row.contactName,
        due: formatDateTime(row.task.dueAt),
        overdue: row.task.dueAt < now,
        url: `${config.appUrl}/admin/contacts/profile/${row.task.contactId}`,
      })
      byUser.set(row.to, entry)
    }
    const render = await loadEmailRenderer({ db: tx, logger }, 'task_digest')
    const outbox = services.outbox.inTransaction(tx)
    for (const [to, { name, items }] of byUser) {
      const email = render({
        name,
        taskCount: items.length,
        overdueCount: items.filter((item) => item.overdue).length,
        tasks: taskDigestText(items),
        dashboardUrl: `${config.appUrl}/admin`,
        appUrl: config.appUrl,
        items,
      })
      await outbox.enqueue({ to, templateType: 'task_digest', ...email })
    }
    await tx.update(taskDigestRuns).set({ emails: byUser.size }).where(eq(taskDigestRuns.day, day))
    return { sent: true as const, day, emails: byUser.size }
  })
  if (result.sent && result.emails > 0) void services.outbox.kick()
  if (result.sent) logger.info(result, 'task digest sent')
  return result
}

const EVERY_MS = 5 * 60_000
const FIRST_RUN_MS = 60_000

/** The morning digest as a background job (server/background-jobs.ts): a cheap check every five minutes. */
export function startTaskDigest(services: DigestServices): { stop(): Promise<void> } {
  return startPeriodicJob({
    firstMs: FIRST_RUN_MS,
    everyMs: EVERY_MS,
    run: () =>
      sendTaskDigest(services, new Date()).catch((error: unknown) =>
        services.logger.error({ err: error }, 'task digest failed'),
      ),
  })
}
