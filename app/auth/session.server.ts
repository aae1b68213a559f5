// Who is asking: the signed-in user and their roles (SPEC §6: roles are read from user_roles).
import { redirect, replace, type RouterContextProvider } from 'react-router'
import { registerCache } from '~/cache-registry.server'
import { getServices } from '~/context.server'
import { hasSessionCookie } from '~/lib/cache-policy'
import type { Role } from '~/lib/roles'
import { getRolesForUser } from '~/auth/roles.server'
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

// Any origin gives the same path for a same-origin target: a placeholder keeps the check a pure function.
const SITE_ORIGIN = 'http://site.invalid'
// Control characters (a browser drops tabs and newlines: `/<TAB>/evil.example` is `//evil.example`), spaces, `\\`.
// eslint-disable-next-line no-control-regex -- finding them is the point
const ODD_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/
const MAX_TARGET_LENGTH = 2048

/**
 * Where a request may send the visitor next (login, register, the magic link's callback, …): a path of this site,
 * resolved as the browser will resolve it, or `fallback` for anything else. The answer is ASCII and safe in a
 * Location header (issue 39: an open redirect, and a 500 for a newline or a character outside Latin-1).
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > MAX_TARGET_LENGTH || !value.startsWith('/') || ODD_CHARACTERS.test(value)) {
    return fallback
  }
  let target: URL
  try {
    target = new URL(value, SITE_ORIGIN)
  } catch {
    return fallback
  }
  // '/.//evil.example' resolves to the path '//evil.example', which a browser reads as another host
  if (target.origin !== SITE_ORIGIN || target.pathname.startsWith('//')) return fallback
  return `${target.pathname}${target.search}${target.hash}`
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
