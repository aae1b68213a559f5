// The Content Security Policy nonce of the render, for the inline scripts React Router writes (app/entry.server.tsx).
// In the browser it is empty: browsers hide a nonce from the page once it has been checked.
import { createContext, useContext } from 'react'

const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce() {
  return useContext(NonceContext)
}
