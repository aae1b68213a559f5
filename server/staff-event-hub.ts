// One listener per process for live staff notifications (issue 17). The database announces each stored event on
// 'staff_event' at its commit (app/models/staff-events.server.ts), so an event published by any process reaches the
// open admin tabs of every process; each tab's stream filters what is for its viewer. After a lost connection to
// PostgreSQL the streams catch up from the table, since notifications may have been missed.
import type { AppServices, StaffEventHub, StaffEventSubscriber } from '~/context.server'
import { STAFF_EVENT_CHANNEL, type StaffEvent } from '~/models/staff-events.server'

export async function startStaffEventHub({
  database,
  logger,
}: Pick<AppServices, 'database' | 'logger'>): Promise<StaffEventHub & { stop(): Promise<void> }> {
  const subscribers = new Set<StaffEventSubscriber>()
  const stopListening = await database.listen(
    STAFF_EVENT_CHANNEL,
    (payload) => {
      let event: StaffEvent
      try {
        event = JSON.parse(payload) as StaffEvent
      } catch (error) {
        logger.warn({ err: error }, 'unreadable staff event notification')
        return
      }
      for (const subscriber of subscribers) subscriber.event(event)
    },
    () => {
      logger.info('listening for staff events again; open streams catch up')
      for (const subscriber of subscribers) subscriber.gap()
    },
  )
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
    get connections() {
      return subscribers.size
    },
    async stop() {
      for (const subscriber of [...subscribers]) subscriber.close()
      subscribers.clear()
      await stopListening()
    },
  }
}
