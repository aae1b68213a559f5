// Issue 17: follow-up tasks on contacts (call, e-mail, WhatsApp, showing) with a due time and a staff assignee.
// Completing one writes a 'task_done' activity in the same transaction, so it shows in the timeline and counts as
// a staff action for speed to lead (docs/decisions/026-follow-up-tasks.md).
import { aliasedTable, and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { agents, contactActivities, contacts, followUpTasks, properties, userRoles, users } from '~/db/schema'
import { ADMIN_ENTRY_ROLES } from '~/lib/admin-screens'
import { FollowUpTaskSchema } from '~/lib/follow-up-task-form'
import { fieldErrors } from '~/lib/form-errors'
import { publishStaffEvent } from './staff-events.server'
import {
  FIRST_CONTACT_DUE_MINUTES,
  FIRST_CONTACT_TASK_TITLE,
  TASK_KIND_LABELS,
  type TaskKind,
  type TaskRow,
} from '~/lib/staff-work-rules'

export const FIRST_CONTACT_ORIGIN = 'first_contact'

/** Staff who may be given a task: every user with a role that enters the admin. */
export async function listStaffUsers(db: Database) {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(inArray(userRoles.role, [...ADMIN_ENTRY_ROLES]))
    .orderBy(asc(users.email))
}

async function isStaffUser(db: Database, userId: string) {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...ADMIN_ENTRY_ROLES])))
    .limit(1)
  return Boolean(row)
}

export type TaskFieldErrors = Partial<Record<'kind' | 'title' | 'dueAt' | 'assigneeUserId', string>>
export type CreateTaskResult = { ok: true; id: string } | { ok: false; status: 400 | 404; fieldErrors: TaskFieldErrors }

/** Adds a task staff wrote on a contact's profile; bad input stores nothing. */
export async function createFollowUpTask(
  db: Database,
  { contactId, input, createdBy }: { contactId: string; input: Record<string, unknown>; createdBy: string },
): Promise<CreateTaskResult> {
  const parsed = FollowUpTaskSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, fieldErrors: fieldErrors(parsed.error) }
  const task = parsed.data
  if (!(await isStaffUser(db, task.assigneeUserId))) {
    return { ok: false, status: 400, fieldErrors: { assigneeUserId: 'Choose a member of staff.' } }
  }
  const [contact] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId))
  if (!contact) return { ok: false, status: 404, fieldErrors: { title: 'This contact no longer exists.' } }
  const [created] = await db
    .insert(followUpTasks)
    .values({ contactId, ...task, createdBy })
    .returning({ id: followUpTasks.id })
  // Issue 17: a task given to someone else reaches them live
  if (task.assigneeUserId && task.assigneeUserId !== createdBy) {
    await publishStaffEvent(db, {
      kind: 'task_assigned',
      title: `New task for you: ${TASK_KIND_LABELS[task.kind]} — ${task.title}`,
      link: `/admin/contacts/profile/${contactId}`,
      userId: task.assigneeUserId,
    })
  }
  return { ok: true, id: created!.id }
}

export type CompleteTaskResult = { ok: true } | { ok: false; status: 404 | 409; error: string }

/** Marks a contact's open task done and adds it to the timeline, both or neither. */
export async function completeFollowUpTask(
  db: Database,
  { contactId, taskId, userId }: { contactId: string; taskId: string; userId: string },
): Promise<CompleteTaskResult> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(followUpTasks)
      .set({ completedAt: sql`now()`, completedBy: userId, updatedAt: sql`now()` })
      .where(
        and(eq(followUpTasks.id, taskId), eq(followUpTasks.contactId, contactId), isNull(followUpTasks.completedAt)),
      )
      .returning()
    if (!done) {
      const [exists] = await tx
        .select({ id: followUpTasks.id })
        .from(followUpTasks)
        .where(and(eq(followUpTasks.id, taskId), eq(followUpTasks.contactId, contactId)))
      return exists
        ? { ok: false, status: 409, error: 'This task is already done.' }
        : { ok: false, status: 404, error: 'That task no longer exists.' }
    }
    await tx.insert(contactActivities).values({
      contactId,
      activityType: 'task_done',
      message: done.title,
      metadata: { taskId: done.id, kind: done.kind, title: done.title, origin: done.origin },
      createdBy: userId,
    })
    return { ok: true }
  })
}

const assignees = aliasedTable(users, 'assignees')
const completers = aliasedTable(users, 'completers')

const taskColumns = {
  task: followUpTasks,
  assigneeName: assignees.name,
  assigneeEmail: assignees.email,
  completerName: completers.name,
  completerEmail: completers.email,
  overdue: sql<boolean>`${followUpTasks.completedAt} is null and ${followUpTasks.dueAt} < now()`,
}

function toTaskRow(row: {
  task: typeof followUpTasks.$inferSelect
  assigneeName: string | null
  assigneeEmail: string | null
  completerName: string | null
  completerEmail: string | null
  overdue: boolean
}): TaskRow {
  const kind = row.task.kind as TaskKind
  return {
    id: row.task.id,
    kind,
    kindLabel: TASK_KIND_LABELS[kind] ?? kind,
    title: row.task.title,
    dueAt: row.task.dueAt,
    overdue: row.overdue,
    assignee: row.assigneeName || row.assigneeEmail || null,
    completedAt: row.task.completedAt,
    completedBy: row.completerName || row.completerEmail || null,
  }
}

/** A contact's tasks: open ones by due time, then done ones, latest first. */
export async function listContactTasks(db: Database, contactId: string): Promise<TaskRow[]> {
  const rows = await db
    .select(taskColumns)
    .from(followUpTasks)
    .leftJoin(assignees, eq(assignees.id, followUpTasks.assigneeUserId))
    .leftJoin(completers, eq(completers.id, followUpTasks.completedBy))
    .where(eq(followUpTasks.contactId, contactId))
    .orderBy(sql`${followUpTasks.completedAt} is not null`, asc(followUpTasks.dueAt), desc(followUpTasks.completedAt))
    .limit(200)
  return rows.map(toTaskRow)
}

/**
 * Issue 17 "my tasks": open tasks given to this user, overdue first, then by due time. Admins also see tasks with
 * no assignee (a first-contact task for a lead whose agent has no account), so none is left unseen.
 */
export async function listMyTasks(
  db: Database,
  { userId, withUnassigned }: { userId: string; withUnassigned: boolean },
) {
  const mine = withUnassigned
    ? sql`(${followUpTasks.assigneeUserId} = ${userId} or ${followUpTasks.assigneeUserId} is null)`
    : eq(followUpTasks.assigneeUserId, userId)
  const rows = await db
    .select({
      ...taskColumns,
      contactId: contacts.id,
      contactName: sql<string>`coalesce(nullif(trim(${contacts.firstName} || ' ' || ${contacts.lastName}), ''), ${contacts.email})`,
    })
    .from(followUpTasks)
    .innerJoin(contacts, eq(contacts.id, followUpTasks.contactId))
    .leftJoin(assignees, eq(assignees.id, followUpTasks.assigneeUserId))
    .leftJoin(completers, eq(completers.id, followUpTasks.completedBy))
    .where(and(isNull(followUpTasks.completedAt), mine))
    .orderBy(sql`${followUpTasks.dueAt} < now() desc`, asc(followUpTasks.dueAt))
    .limit(100)
  return rows.map((row) => ({ ...toTaskRow(row), contactId: row.contactId, contactName: row.contactName }))
}

/**
 * Issue 17: a new inquiry gives its lead's agent a "First contact" call, due FIRST_CONTACT_DUE_MINUTES later. The
 * agent is the lead's assigned agent, else the listing's (who was e-mailed the inquiry); the task goes to that
 * agent's linked account, or to no one (admins see it) when there is none. A contact has at most one open
 * first-contact task: a second inquiry before it is done adds none. Failures are logged, never fail the inquiry.
 */
export async function createFirstContactTask(
  { db, logger }: Pick<AppServices, 'db' | 'logger'>,
  { contactId, propertyId, now = new Date() }: { contactId: string; propertyId: number | null; now?: Date },
) {
  try {
    return await db.transaction(async (tx) => {
      // The contact's row lock makes two inquiries at once take turns, so only one task is created.
      const [contact] = await tx
        .select({ assignedAgentId: contacts.assignedAgentId })
        .from(contacts)
        .where(eq(contacts.id, contactId))
        .for('update')
      if (!contact) return null
      const [open] = await tx
        .select({ id: followUpTasks.id })
        .from(followUpTasks)
        .where(
          and(
            eq(followUpTasks.contactId, contactId),
            eq(followUpTasks.origin, FIRST_CONTACT_ORIGIN),
            isNull(followUpTasks.completedAt),
          ),
        )
        .limit(1)
      if (open) return null
      const agentId = contact.assignedAgentId ?? (propertyId === null ? null : await listingAgentId(tx, propertyId))
      const [agent] =
        agentId === null
          ? []
          : await tx
              .select({ userId: agents.userId })
              .from(agents)
              .where(and(eq(agents.id, agentId), isNotNull(agents.userId)))
      const [task] = await tx
        .insert(followUpTasks)
        .values({
          contactId,
          kind: 'call',
          title: FIRST_CONTACT_TASK_TITLE,
          origin: FIRST_CONTACT_ORIGIN,
          dueAt: new Date(now.getTime() + FIRST_CONTACT_DUE_MINUTES * 60_000),
          assigneeUserId: agent?.userId ?? null,
        })
        .returning()
      return task ?? null
    })
  } catch (error) {
    logger.error({ err: error, contactId }, 'could not create the first-contact task')
    return null
  }
}

async function listingAgentId(db: Database, propertyId: number) {
  const [row] = await db
    .select({ id: agents.id })
    .from(properties)
    .innerJoin(agents, and(eq(agents.id, properties.agentId), eq(agents.active, true)))
    .where(eq(properties.id, propertyId))
  return row?.id ?? null
}
