// Issue 17: the kinds of live staff notifications and of follow-up tasks, shared by the schema, the server and the
// admin screens.

/** What a live notification in the admin is about. */
export const STAFF_EVENT_KINDS = [
  'inquiry',
  'lead_assigned',
  'feed_failed',
  'import_finished',
  'task_assigned',
  'tour',
] as const
export type StaffEventKind = (typeof STAFF_EVENT_KINDS)[number]

/** SPEC §9: the realtime channel sends at most this many events per second on one connection. */
export const STAFF_EVENTS_PER_SECOND = 10

/** Issue 39: open notification streams (admin tabs) one staff member may hold on one server process. */
export const STAFF_STREAMS_PER_USER = 10

/** The ways of following up a contact. */
export const TASK_KINDS = ['call', 'email', 'whatsapp', 'showing'] as const
export type TaskKind = (typeof TASK_KINDS)[number]
export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  call: 'Call',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  showing: 'Showing',
}

/** The task a new inquiry gives its lead's agent, due this many minutes after the inquiry. */
export const FIRST_CONTACT_TASK_TITLE = 'First contact'
export const FIRST_CONTACT_DUE_MINUTES = 60

/** A lead with no staff action for this long is listed on the dashboard. */
export const IDLE_LEAD_HOURS = 24

/** A follow-up task as the dashboard and a contact's profile show it. */
export interface TaskRow {
  id: string
  kind: TaskKind
  kindLabel: string
  title: string
  dueAt: Date
  overdue: boolean
  assignee: string | null
  completedAt: Date | null
  completedBy: string | null
}
