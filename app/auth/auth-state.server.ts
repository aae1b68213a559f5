// SPEC §7 RPC debug_auth_state: no arguments; the browser app calls it as it starts when a session exists and only
// logs the answer (app/auth/auth-session-events.ts). Who the session belongs to, their roles and the session's times; never
// a token or a session id.
import { getServices } from '~/context.server'
import { hasSessionCookie } from '~/lib/cache-policy'
import { type HandlerArgs, getUserRoles } from './session.server'

export type AuthStateReport =
  | { authenticated: false }
  | {
      authenticated: true
      userId: string
      roles: string[]
      isNewUser: boolean
      session: { createdAt: string; expiresAt: string }
    }

export async function describeAuthState({ request, context }: Pick<HandlerArgs, 'request' | 'context'>) {
  if (!hasSessionCookie(request.headers.get('cookie'))) return { authenticated: false } satisfies AuthStateReport
  const found = await getServices(context).auth.api.getSession({ headers: request.headers })
  if (!found) return { authenticated: false } satisfies AuthStateReport
  const { user, session } = found
  const roles = await getUserRoles(context, { id: user.id, rolesVersion: Number(user.rolesVersion ?? 0) })
  return {
    authenticated: true,
    userId: user.id,
    roles,
    isNewUser: Boolean(user.isNewUser),
    session: {
      createdAt: new Date(session.createdAt).toISOString(),
      expiresAt: new Date(session.expiresAt).toISOString(),
    },
  } satisfies AuthStateReport
}
