// A live notification for staff as it is stored and announced (issue 17, app/models/staff-events.server.ts), and
// whom it is for: plain data, which the request's services (context.server.ts), the server's event hub and the
// admin's stream share.
import type { Role } from './roles'
import type { StaffEventKind } from './staff-work-rules'

export interface StaffEvent {
  id: number
  kind: StaffEventKind
  title: string
  body: string
  link: string
  userId: string | null
  roles: string[]
  createdAt: string
}

export interface Viewer {
  userId: string
  roles: readonly Role[]
}

/** Whether `viewer` is one of the staff an event is for. */
export function isFor(event: Pick<StaffEvent, 'userId' | 'roles'>, viewer: Viewer) {
  return event.userId === viewer.userId || event.roles.some((role) => viewer.roles.includes(role as Role))
}
