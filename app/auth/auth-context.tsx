// The signed-in account for components (SPEC §8: using the auth context outside its provider throws
// 'useAuth must be used within an AuthProvider'). The server decides everything; this only shows it, and tells
// subscribers of the SPEC §4 session events (SPEC §7 "subscribe to auth changes").
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import {
  AUTH_EVENT_COOKIE,
  type AuthEvent,
  type AuthEventMark,
  type AuthSnapshot,
  authChangeEvents,
  expiredCookie,
  readAuthEventMark,
  startEvents,
} from '~/lib/auth-events'

export interface AuthState {
  /** `favourites`: the ids of the listings the account saved (issue 15) */
  account: { id: string; name: string; isStaff: boolean; favourites: number[] } | null
}

const AuthContext = createContext<AuthState | null>(null)

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

/** Tells every subscriber, and keeps the session for the tab's next page (it compares against it as it starts). */
export function emitAuthEvents(events: AuthEvent[], session: AuthSnapshot | null) {
  current = session
  rememberInTab(session)
  for (const event of events) for (const listener of [...listeners]) listener(event, session)
}

const TAB_KEY = 'auth-session'

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
  emitAuthEvents(startEvents(mark, before, session), session)
  if (!session) return
  void fetch('/api/debug-auth-state', { headers: { Accept: 'application/json' } })
    .then((response) => response.json() as Promise<{ session?: { expiresAt: string } }>)
    .then((state) => {
      console.debug('debug_auth_state', state)
      // a later expiry than the tab saw before: the server renewed the session (SPEC §4 token refreshed)
      const renewed = { ...session, sessionExpiresAt: state.session?.expiresAt }
      const refreshed =
        before?.userId === session.userId && authChangeEvents(before, renewed).includes('TOKEN_REFRESHED')
      emitAuthEvents(refreshed ? ['TOKEN_REFRESHED'] : [], renewed)
    })
    .catch((error: unknown) => console.debug('debug_auth_state failed', error))
}

export function AuthProvider({ value, children }: { value: AuthState; children: ReactNode }) {
  const userId = value.account?.id
  const name = value.account?.name
  useEffect(() => {
    const session = userId && name !== undefined ? { userId, name } : null
    const mark = takeAuthEventMark()
    if (current === undefined) return start(session, mark)
    // A later page of the same document (a navigation or revalidation): what changed since. A sign-out in the page
    // leaves its mark too; the change tells it, so the mark is dropped.
    const kept = current && session && current.userId === session.userId ? { ...current, ...session } : session
    emitAuthEvents(authChangeEvents(current, kept), kept)
  }, [userId, name])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext)
  if (!state) throw new Error('useAuth must be used within an AuthProvider')
  return state
}

/** Every auth event as a debug line in the browser's console, beside debug_auth_state's answer. */
subscribeToAuthChanges((event, session) => console.debug('auth event', event, session?.userId ?? null))
