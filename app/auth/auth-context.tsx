// The signed-in account for components (SPEC §8: using the auth context outside its provider throws
// 'useAuth must be used within an AuthProvider'). The server decides everything; this only shows it.
import { createContext, useContext, type ReactNode } from 'react'

export interface AuthState {
  /** `favourites`: the ids of the listings the account saved (issue 15) */
  account: { name: string; isStaff: boolean; favourites: number[] } | null
}

const AuthContext = createContext<AuthState | null>(null)

export function AuthProvider({ value, children }: { value: AuthState; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext)
  if (!state) throw new Error('useAuth must be used within an AuthProvider')
  return state
}
