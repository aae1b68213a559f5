// Live notifications for staff (issue 17): GET is one server-sent-event stream per admin tab, POST marks them read.
// The stream is guarded like the admin area and checks the viewer's roles again on every heartbeat; a tab that
// reconnects sends the last id it received (Last-Event-ID) and gets exactly what it missed, in order, at most
// STAFF_EVENTS_PER_SECOND a second (SPEC §9).
import { z } from 'zod'
import { requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_ENTRY_ROLES } from '~/lib/admin-screens'
import { readForm } from '~/lib/form-body.server'
import { pacedSender } from '~/lib/paced-sender'
import type { Role } from '~/lib/roles'
import { STAFF_EVENTS_PER_SECOND } from '~/lib/staff-work-rules'
import { getRolesForUser } from '~/models/roles.server'
import {
  type StaffEvent,
  type Viewer,
  isFor,
  latestStaffEventId,
  markStaffEventsRead,
  staffEventsAfter,
} from '~/models/staff-events.server'
import type { Route } from './+types/notifications'

/** A comment line keeps proxies from closing an idle stream; the roles are read again at the same pace. */
const HEARTBEAT_MS = 25_000
const RETRY_MS = 2000

const eventId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER)

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, roles } = await requireRole({ request, url, context }, ADMIN_ENTRY_ROLES)
  const { db, logger, staffEvents: hub } = getServices(context)
  if (!hub) return new Response('Live notifications are not available here.', { status: 503 })
  const given = request.headers.get('last-event-id') ?? url.searchParams.get('after')
  const resumeFrom = eventId.safeParse(given ?? 0)
  if (!resumeFrom.success) return new Response('The last event id must be a whole number.', { status: 400 })

  const viewer: Viewer = { userId: user.id, roles }
  // A stream that names no event starts with what happens from now on.
  let lastId = given === null ? await latestStaffEventId(db) : resumeFrom.data
  let queuedThrough = lastId
  let catchingUp: Promise<void> | null = null
  const heldDuringCatchUp: StaffEvent[] = []
  const encoder = new TextEncoder()
  let cleanup = () => {}

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          cleanup()
        }
      }
      const paced = pacedSender((event: StaffEvent) => {
        if (event.id <= lastId) return
        lastId = event.id
        write(`id: ${event.id}\nevent: staff\ndata: ${JSON.stringify(event)}\n\n`)
      }, STAFF_EVENTS_PER_SECOND)
      const queue = (event: StaffEvent) => {
        if (event.id <= queuedThrough || !isFor(event, viewer)) return
        queuedThrough = event.id
        paced.push(event)
      }
      const catchUp = () => {
        catchingUp = staffEventsAfter(db, viewer, queuedThrough)
          .then((missed) => missed.forEach(queue))
          .catch((error: unknown) => logger.warn({ err: error }, 'could not catch up staff events'))
          .finally(() => {
            catchingUp = null
            heldDuringCatchUp.splice(0).forEach(queue)
          })
      }
      const unsubscribe = hub.subscribe({
        event: (event) => (catchingUp ? heldDuringCatchUp.push(event) : queue(event)),
        gap: catchUp,
        close: () => cleanup(),
      })
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n')
        void getRolesForUser(db, user.id)
          .then((current: Role[]) => {
            if (!current.some((role) => ADMIN_ENTRY_ROLES.includes(role as (typeof ADMIN_ENTRY_ROLES)[number]))) {
              cleanup()
              return
            }
            viewer.roles = current
          })
          .catch(() => undefined)
      }, HEARTBEAT_MS)
      heartbeat.unref?.()
      cleanup = () => {
        cleanup = () => {}
        clearInterval(heartbeat)
        unsubscribe()
        paced.stop()
        try {
          controller.close()
        } catch {
          // already closed by the client
        }
      }
      request.signal.addEventListener('abort', () => cleanup(), { once: true })
      write(`retry: ${RETRY_MS}\n: connected\n\n`)
      catchUp()
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware leaves the stream alone, so each event leaves at once
      'Cache-Control': 'private, no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}

const markRead = z.object({ through: eventId })

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = await requireRole({ request, url, context }, ADMIN_ENTRY_ROLES)
  const parsed = markRead.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) return Response.json({ error: 'Say up to which notification to mark read.' }, { status: 400 })
  await markStaffEventsRead(getServices(context).db, user.id, parsed.data.through)
  return { ok: true }
}
