// The signed-in account for components (SPEC §8: using the auth context outside its provider throws
// 'useAuth must be used within an AuthProvider'). The server decides everything; this only shows it, and tells
// subscribers of the SPEC §4 session events (SPEC §7 "subscribe to auth changes"). How the events are worked out
// (auth-session-events.ts) loads after the page has started: it is not part of any page's first load.
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import type { AuthEvent, AuthSnapshot } from '~/lib/auth-events'

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

/** Tells every subscriber; the session becomes the one this page last saw. */
export function emitAuthEvents(events: AuthEvent[], session: AuthSnapshot | null) {
  current = session
  for (const event of events) for (const listener of [...listeners]) listener(event, session)
}

/** The session this page last saw; undefined before the browser app has started. */
export function lastSeenSession(): AuthSnapshot | null | undefined {
  return current
}

export function AuthProvider({ value, children }: { value: AuthState; children: ReactNode }) {
  const userId = value.account?.id
  const name = value.account?.name
  useEffect(() => {
    const session = userId && name !== undefined ? { userId, name } : null
    // in order: each page's session after the one before (the module is loaded once)
    void import('./auth-session-events').then((events) => events.sessionSeen(session))
  }, [userId, name])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext)
  if (!state) throw new Error('useAuth must be used within an AuthProvider')
  return state
}
