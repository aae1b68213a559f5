// SPEC §6: a guarded route takes a list of allowed roles. Every admin loader and action calls requireRole.
// Sessions arrive with magic-link sign-in; until a request carries one, every visitor is anonymous.
import { redirect } from 'react-router'
import type { Role } from '~/lib/roles'

/** `url` is the loader's normalised URL (v8_passThroughRequests keeps `.data` in request.url). */
export function loginRedirect(url: URL) {
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}

export async function requireRole(url: URL, _roles: readonly Role[]): Promise<never> {
  throw loginRedirect(url)
}
