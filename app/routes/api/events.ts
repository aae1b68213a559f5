// POST /api/events: the browser's batched analytics events (issue 7). Cross-site posts never get here
// (server/same-origin.ts). JSON answers, never cached.
import { isbot } from 'isbot'
import { getSessionUser } from '~/auth/session.server'
import { getRequestInfo, getServices } from '~/context.server'
import { EventBatchSchema } from '~/lib/analytics/event-batch'
import { ingestEvents } from '~/models/analytics/ingest.server'
import { jsonAnswer } from '~/http/consent-endpoint.server'
import type { Route } from './+types/events'

const MAX_BODY_CHARACTERS = 32_000

export async function loader() {
  return jsonAnswer({ error: 'Events are sent with POST.' }, 405)
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return jsonAnswer({ error: 'Events are sent with POST.' }, 405)
  // A body cut off on the way (too large: server/body-limit.ts has answered 413 already) is the sender's problem.
  const text = await request.text().catch(() => null)
  if (text === null) return jsonAnswer({ error: 'The batch could not be read.' }, 400)
  if (text.length > MAX_BODY_CHARACTERS) return jsonAnswer({ error: 'The batch is too large.' }, 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return jsonAnswer({ error: 'The batch must be JSON.' }, 400)
  }
  const parsed = EventBatchSchema.safeParse(body)
  if (!parsed.success) {
    return jsonAnswer(
      { error: parsed.error.issues[0]?.message ?? 'The batch is not valid.', issues: parsed.error.issues },
      400,
    )
  }
  const total = parsed.data.events.length
  // Crawlers are not visitors: their events are refused quietly, as if counted (nothing is stored).
  if (isbot(request.headers.get('user-agent'))) return jsonAnswer({ accepted: 0, dropped: total })
  const user = parsed.data.sessionId ? await getSessionUser({ request, context }) : null
  const result = await ingestEvents(getServices(context).db, parsed.data, {
    userId: user?.id ?? null,
    clientIp: getRequestInfo(context).clientIp,
  })
  // SPEC §9: over the limit the excess is dropped; 429 only when nothing was accepted.
  return jsonAnswer(result, result.accepted === 0 ? 429 : 200)
}
