// SPEC §4 session events in the browser: worked out from what each page says of the session, the server's mark of a
// sign-in or sign-out (app/lib/auth-events.ts), and what the tab's last page saw; with SPEC §7 debug_auth_state
// called once as the browser app starts with a session. Loaded after the page has started (auth-context.tsx); tells
// the subscribers of auth-changes.ts.
import {
  AUTH_EVENT_COOKIE,
  type AuthEventMark,
  type AuthSnapshot,
  authChangeEvents,
  expiredCookie,
  readAuthEventMark,
  startEvents,
} from '~/lib/auth-events'
import { emitAuthEvents, lastSeenSession, subscribeToAuthChanges } from './auth-changes'

const TAB_KEY = 'auth-session'

/** Tells subscribers, and keeps the session for the tab's next page (it compares against it as it starts). */
function emit(...[events, session]: Parameters<typeof emitAuthEvents>) {
  rememberInTab(session)
  emitAuthEvents(events, session)
}

function rememberInTab(session: AuthSnapshot | null) {
  try {
    sessionStorage.setItem(TAB_KEY, JSON.stringify(session))
  } catch {
    // storage switched off: the tab's next page compares with nothing
  }
}

function lastInTab(): AuthSnapshot | null | undefined {
  try {
    const kept = sessionStorage.getItem(TAB_KEY)
    return kept === null ? undefined : (JSON.parse(kept) as AuthSnapshot | null)
  } catch {
    return undefined
  }
}

/** The server's mark of a sign-in or sign-out, read once. */
function takeAuthEventMark() {
  const mark = readAuthEventMark(document.cookie)
  if (mark) document.cookie = expiredCookie(AUTH_EVENT_COOKIE)
  return mark
}

/** The browser app's start: the start events, then (with a session) SPEC §7 debug_auth_state, only logged. */
function start(session: AuthSnapshot | null, mark: AuthEventMark | null) {
  const before = lastInTab()
  emit(startEvents(mark, before, session), session)
  if (!session) return
  void fetch('/api/debug-auth-state', { headers: { Accept: 'application/json' } })
    .then((response) => response.json() as Promise<{ session?: { expiresAt: string } }>)
    .then((state) => {
      console.debug('debug_auth_state', state)
      // a later expiry than the tab saw before: the server renewed the session (SPEC §4 token refreshed)
      const renewed = { ...session, sessionExpiresAt: state.session?.expiresAt }
      const refreshed =
        before?.userId === session.userId && authChangeEvents(before, renewed).includes('TOKEN_REFRESHED')
      emit(refreshed ? ['TOKEN_REFRESHED'] : [], renewed)
    })
    .catch((error: unknown) => console.debug('debug_auth_state failed', error))
}

/** A page's session: the start events on the document's first, what changed since on the later ones. */
export function sessionSeen(session: AuthSnapshot | null) {
  const mark = takeAuthEventMark()
  const current = lastSeenSession()
  if (current === undefined) return start(session, mark)
  // A later page of the same document (a navigation or revalidation): what changed since. A sign-out in the page
  // leaves its mark too; the change tells it, so the mark is dropped.
  const kept = current && session && current.userId === session.userId ? { ...current, ...session } : session
  emit(authChangeEvents(current, kept), kept)
}

/** Every auth event as a debug line in the browser's console, beside debug_auth_state's answer. */
subscribeToAuthChanges((event, session) => console.debug('auth event', event, session?.userId ?? null))
