// The subscribers of the SPEC §4 session events in the browser (SPEC §7 "subscribe to auth changes"), and the session
// this page last saw. The events are worked out in auth-session-events.ts, from each page's session that
// auth-context.tsx hands it.
import type { AuthEvent, AuthSnapshot } from '~/lib/auth-events'

export type AuthListener = (event: AuthEvent, session: AuthSnapshot | null) => void

const listeners = new Set<AuthListener>()
/** The session as this page last saw it; undefined until the browser app has started. */
let current: AuthSnapshot | null | undefined

/**
 * Calls `listener` with every auth event from now on; a subscriber after the start hears INITIAL_SESSION first, as
 * every subscriber does. Returns the unsubscribe.
 */
export function subscribeToAuthChanges(listener: AuthListener): () => void {
  listeners.add(listener)
  if (current !== undefined) {
    const session = current
    queueMicrotask(() => listeners.has(listener) && listener('INITIAL_SESSION', session))
  }
  return () => void listeners.delete(listener)
}

/** Tells every subscriber; the session becomes the one this page last saw. */
export function emitAuthEvents(events: AuthEvent[], session: AuthSnapshot | null) {
  current = session
  for (const event of events) for (const listener of [...listeners]) listener(event, session)
}

/** The session this page last saw; undefined before the browser app has started. */
export function lastSeenSession(): AuthSnapshot | null | undefined {
  return current
}
