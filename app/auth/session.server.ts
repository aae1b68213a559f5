// Who is asking: the signed-in user and their roles (SPEC §6: roles are read from user_roles).
import { redirect, replace, type RouterContextProvider } from 'react-router'
import { registerCache } from '~/cache-registry.server'
import { getServices } from '~/context.server'
import { hasSessionCookie } from '~/lib/cache-policy'
import type { Role } from '~/lib/roles'
import { getRolesForUser } from '~/models/roles.server'
import { localeFromPath, localizePath } from '~/i18n/locale'

export interface SessionUser {
  id: string
  email: string
  name: string
  firstName: string | null
  lastName: string | null
  isNewUser: boolean
  /** users.roles_version, read with the session: it changes with every grant or revoke, in any process. */
  rolesVersion: number
}

export interface HandlerArgs {
  request: Request
  url: URL
  context: Readonly<RouterContextProvider>
}

/** The signed-in user, or null. better-auth refreshes the session cookie as it reads it. */
export async function getSessionUser({ request, context }: Pick<HandlerArgs, 'request' | 'context'>) {
  // Most visitors have no session: nothing to look up.
  if (!hasSessionCookie(request.headers.get('cookie'))) return null
  const { auth } = getServices(context)
  const session = await auth.api.getSession({ headers: request.headers })
  if (!session) return null
  const { user } = session
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: (user.firstName as string | null | undefined) ?? null,
    lastName: (user.lastName as string | null | undefined) ?? null,
    isNewUser: Boolean(user.isNewUser),
    rolesVersion: Number(user.rolesVersion ?? 0),
  } satisfies SessionUser
}

// Roles are cached per user and version. The database bumps users.roles_version on every change to user_roles (a
// trigger), and the session read brings the current version, so a grant or revoke made by any process, the CLI or
// plain SQL applies on the user's next request (CONTRACT.md) without a query for roles on every request.
const ROLE_CACHE_LIMIT = 5000
const roleCache = new Map<string, { roles: Role[]; version: number }>()
registerCache('roles', () => roleCache.clear())

export async function getUserRoles(
  context: Readonly<RouterContextProvider>,
  user: Pick<SessionUser, 'id' | 'rolesVersion'>,
): Promise<Role[]> {
  const cached = roleCache.get(user.id)
  if (cached && cached.version === user.rolesVersion) return cached.roles
  const { db, logger } = getServices(context)
  try {
    const roles = await getRolesForUser(db, user.id)
    if (roleCache.size >= ROLE_CACHE_LIMIT) roleCache.clear()
    roleCache.set(user.id, { roles, version: user.rolesVersion })
    return roles
  } catch (error) {
    // SPEC §8: role fetch errors give empty roles.
    logger.error({ err: error, userId: user.id }, 'could not read roles')
    return []
  }
}

/** SPEC §6: the admin check of the auth context, for the staff addresses in ADMIN_EMAILS. */
export function isAdminEmail(context: Readonly<RouterContextProvider>, email: string) {
  return getServices(context).config.adminEmails.includes(email.toLowerCase())
}

/** Same-origin paths only: never an open redirect. */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  return value
}

/** To the sign-in page in the page's language (issue 16), coming back here afterwards. */
export function loginRedirect(url: URL) {
  const login = `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`
  return redirect(localizePath(login, localeFromPath(url.pathname)))
}

export async function requireUser(args: HandlerArgs) {
  const user = await getSessionUser(args)
  if (!user) throw loginRedirect(args.url)
  return user
}

/**
 * SPEC §6: any one matching role allows; otherwise the user is redirected (replace) to the fallback, default /admin.
 * Anonymous visitors go to /login and come back. Actions answer 403 and change nothing.
 */
export async function requireRole(args: HandlerArgs, allowed: readonly Role[], fallback = '/admin') {
  const user = await requireUser(args)
  const roles = await getUserRoles(args.context, user)
  if (roles.some((role) => allowed.includes(role))) return { user, roles }
  if (args.request.method !== 'GET' && args.request.method !== 'HEAD') {
    throw new Response('You do not have permission to do this.', { status: 403 })
  }
  if (args.url.pathname === fallback || args.url.pathname === `${fallback}/`) {
    throw new Response('You do not have access to this area.', { status: 403 })
  }
  throw replace(fallback)
}
