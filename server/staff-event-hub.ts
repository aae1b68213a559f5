// One listener per process for live staff notifications (issue 17). The database announces each stored event on
// 'staff_event' at its commit (app/models/staff-events.server.ts), so an event published by any process reaches the
// open admin tabs of every process; each tab's stream filters what is for its viewer. After a lost connection to
// PostgreSQL the streams catch up from the table, since notifications may have been missed.
// Issue 39: the database also announces on 'staff_access' every ended session and every change to a user's roles
// (migration 0022), whoever makes it: a stream of an ended session closes at once, a changed user's streams re-check.
import type { AppServices, StaffEventHub, StaffEventSubscriber } from '~/context.server'
import { STAFF_STREAMS_PER_USER } from '~/lib/staff-work-rules'
import type { StaffEvent } from '~/lib/staff-event'
import { STAFF_ACCESS_CHANNEL, STAFF_EVENT_CHANNEL } from '~/models/staff-events.server'

interface AccessChange {
  userId: string
  /** Given when a session ended; absent when the user's roles changed. */
  sessionId?: string
}

export async function startStaffEventHub({
  database,
  logger,
}: Pick<AppServices, 'database' | 'logger'>): Promise<StaffEventHub & { stop(): Promise<void> }> {
  /** A notification's JSON; an unreadable one is logged and dropped. */
  function readPayload<T>(payload: string, what: string): T | undefined {
    try {
      return JSON.parse(payload) as T
    } catch (error) {
      logger.warn({ err: error }, `unreadable ${what} notification`)
      return undefined
    }
  }
  const subscribers = new Set<StaffEventSubscriber>()
  const byUser = new Map<string, Set<StaffEventSubscriber>>()
  const stopListening = await database.listen(
    STAFF_EVENT_CHANNEL,
    (payload) => {
      const event = readPayload<StaffEvent>(payload, 'staff event')
      if (event) for (const subscriber of subscribers) subscriber.event(event)
    },
    () => {
      logger.info('listening for staff events again; open streams catch up')
      for (const subscriber of subscribers) subscriber.gap()
    },
  )
  const stopWatchingAccess = await database.listen(
    STAFF_ACCESS_CHANNEL,
    (payload) => {
      const change = readPayload<AccessChange>(payload, 'staff access')
      if (!change) return
      for (const subscriber of [...(byUser.get(change.userId) ?? [])]) {
        if (change.sessionId === undefined) subscriber.recheck()
        else if (change.sessionId === subscriber.sessionId) subscriber.close()
      }
    },
    () => {
      // an ended session or a revoked role may have gone unheard: every stream checks its own
      for (const subscriber of subscribers) subscriber.recheck()
    },
  )
  return {
    subscribe(subscriber) {
      const own = byUser.get(subscriber.userId) ?? new Set()
      if (own.size >= STAFF_STREAMS_PER_USER) return null
      own.add(subscriber)
      byUser.set(subscriber.userId, own)
      subscribers.add(subscriber)
      return () => {
        subscribers.delete(subscriber)
        own.delete(subscriber)
        if (own.size === 0 && byUser.get(subscriber.userId) === own) byUser.delete(subscriber.userId)
      }
    },
    get connections() {
      return subscribers.size
    },
    async stop() {
      for (const subscriber of [...subscribers]) subscriber.close()
      subscribers.clear()
      byUser.clear()
      await Promise.all([stopListening(), stopWatchingAccess()])
    },
  }
}
