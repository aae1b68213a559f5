// The body of POST /api/events (issue 7): one batch of at most 50 events from one browser. Checked on the server;
// the browser builds it in app/lib/tracking/event-queue.ts.
import { z } from 'zod'
import { AGGREGATE_EVENT_TYPES, EVENT_TYPES } from './funnels'

const MAX_EVENTS_PER_BATCH = 50

const MetadataSchema = z
  .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
  .refine((metadata) => Object.keys(metadata).length <= 10, 'Metadata takes at most 10 entries.')

export const EventSchema = z.object({
  type: z.enum(EVENT_TYPES, { message: 'Unknown event type.' }),
  path: z
    .string()
    .max(300)
    .regex(/^\/[^\s]*$/, 'A path starts with / and has no spaces.'),
  propertyId: z.number().int().positive().optional(),
  slug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
  metadata: MetadataSchema.optional(),
})

export const EventBatchSchema = z
  .object({
    // Present only with tracking consent (SPEC §3 browser storage records): the session and device ids.
    sessionId: z.uuid().optional(),
    visitorId: z.uuid().optional(),
    events: z
      .array(EventSchema)
      .min(1, 'A batch has at least one event.')
      .max(MAX_EVENTS_PER_BATCH, `A batch has at most ${MAX_EVENTS_PER_BATCH} events.`),
  })
  .refine((batch) => batch.sessionId || !batch.visitorId, {
    message: 'A device id comes only with a session id.',
    path: ['visitorId'],
  })
  .refine(
    (batch) =>
      batch.sessionId ||
      batch.events.every((event) => (AGGREGATE_EVENT_TYPES as readonly string[]).includes(event.type)),
    { message: 'Without tracking consent only page views and listing views are counted.', path: ['events'] },
  )

export type EventBatchInput = z.infer<typeof EventBatchSchema>
export type TrackedEvent = z.infer<typeof EventSchema>
