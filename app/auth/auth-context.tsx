// The signed-in account for components (SPEC §8: using the auth context outside its provider throws
// 'useAuth must be used within an AuthProvider'). The server decides everything; this only shows it, and hands each
// page's session to the SPEC §4 session events (auth-session-events.ts, which tells the subscribers of
// auth-changes.ts). That code loads after the page has started: it is not part of any page's first load.
import { createContext, useContext, useEffect, type ReactNode } from 'react'

export interface AuthState {
  /** `favourites`: the ids of the listings the account saved (issue 15) */
  account: { id: string; name: string; isStaff: boolean; favourites: number[] } | null
}

const AuthContext = createContext<AuthState | null>(null)

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
