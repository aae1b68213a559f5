// Live notifications for staff (issue 17): GET is one server-sent-event stream per admin tab, POST marks them read.
// The stream is guarded like the admin area; a tab that reconnects sends the last id it received (Last-Event-ID) and
// gets exactly what it missed, in order, at most STAFF_EVENTS_PER_SECOND a second (SPEC §9). Issue 39: it lives only
// as long as the session it was opened with and the viewer's staff role (decision 027).
import { z } from 'zod'
import { loginRedirect, requireRole } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_ENTRY_ROLES } from '~/lib/admin-screens'
import { readForm } from '~/http/form-body.server'
import { pacedSender } from '~/lib/paced-sender'
import type { Role } from '~/lib/roles'
import { type StaffEvent, type Viewer, isFor } from '~/lib/staff-event'
import { STAFF_EVENTS_PER_SECOND, STAFF_STREAMS_PER_USER } from '~/lib/staff-work-rules'
import {
  latestStaffEventId,
  markStaffEventsRead,
  sessionViewerRoles,
  staffEventsAfter,
} from '~/models/staff-events.server'
import type { Route } from './+types/notifications'

/** A comment line keeps proxies from closing an idle stream; the session and roles are read again at the same pace. */
const HEARTBEAT_MS = 25_000
const RETRY_MS = 2000

const eventId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
const entersAdmin = (roles: readonly Role[]) =>
  roles.some((role) => (ADMIN_ENTRY_ROLES as readonly Role[]).includes(role))

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, roles } = await requireRole({ request, url, context }, ADMIN_ENTRY_ROLES)
  const { auth, db, logger, staffEvents: hub } = getServices(context)
  if (!hub) return new Response('Live notifications are not available here.', { status: 503 })
  const given = request.headers.get('last-event-id') ?? url.searchParams.get('after')
  const resumeFrom = eventId.safeParse(given ?? 0)
  if (!resumeFrom.success) return new Response('The last event id must be a whole number.', { status: 400 })
  // The stream ends with the session it was opened with (revoked in another process too: server/staff-event-hub.ts).
  const session = await auth.api.getSession({ headers: request.headers })
  if (!session) throw loginRedirect(url)
  const sessionId = session.session.id

  const viewer: Viewer = { userId: user.id, roles }
  // A stream that names no event starts with what happens from now on.
  let lastId = given === null ? await latestStaffEventId(db) : resumeFrom.data
  let queuedThrough = lastId
  let catchingUp: Promise<void> | null = null
  const heldDuringCatchUp: StaffEvent[] = []
  const encoder = new TextEncoder()
  let refused = false
  let cleanup = () => {}

  // start() runs within the constructor, so `refused` is known when the answer is chosen below.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false
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
      // Issue 39: false, and the stream closed, once the session has ended or the viewer no longer enters the admin.
      const stillAllowed = async ({ closeOnError }: { closeOnError: boolean }) => {
        try {
          const current = await sessionViewerRoles(db, sessionId)
          if (current && entersAdmin(current)) {
            viewer.roles = current
            return !closed
          }
        } catch (error) {
          logger.warn({ err: error }, 'could not check a staff stream’s session')
          if (!closeOnError) return !closed
        }
        cleanup()
        return false
      }
      // Events wait for a check that began after they arrived; events that arrive together share one check.
      const pending: StaffEvent[] = []
      let delivering = false
      const deliver = async () => {
        if (delivering) return
        delivering = true
        // a failed check closes the stream: the tab reconnects and resumes after the last id it had
        while (pending.length > 0 && (await stillAllowed({ closeOnError: true }))) {
          for (const event of pending.splice(0)) if (isFor(event, viewer)) paced.push(event)
        }
        delivering = false
      }
      const queue = (event: StaffEvent) => {
        if (event.id <= queuedThrough || !isFor(event, viewer)) return
        queuedThrough = event.id
        pending.push(event)
        void deliver()
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
        userId: user.id,
        sessionId,
        event: (event) => (catchingUp ? heldDuringCatchUp.push(event) : queue(event)),
        gap: catchUp,
        recheck: () => void stillAllowed({ closeOnError: false }),
        close: () => cleanup(),
      })
      if (!unsubscribe) {
        refused = true
        paced.stop()
        return
      }
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n')
        void stillAllowed({ closeOnError: false })
      }, HEARTBEAT_MS)
      heartbeat.unref?.()
      cleanup = () => {
        cleanup = () => {}
        closed = true
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
  if (refused) {
    // Issue 39: the new tab is refused rather than the oldest closed, which would reconnect and close the next one.
    return new Response(`At most ${STAFF_STREAMS_PER_USER} admin tabs get live notifications: close one and reload.`, {
      status: 429,
      headers: { 'Retry-After': '60' },
    })
  }
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
