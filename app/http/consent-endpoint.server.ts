// What the consent endpoints share: JSON answers that are never cached (CONTRACT.md), the body read and checked
// with zod, and who is asking, so no one reads or changes another person's consent (docs/decisions/009-consent.md).
import type { z } from 'zod'
import { getSessionUser, getUserRoles, isAdminEmail, type HandlerArgs } from '~/auth/session.server'
import { getServices } from '~/context.server'
import { ADMIN_ENTRY_ROLES } from '~/lib/admin-screens'
import { type SignedLinkPurpose, verifySignedAddress } from '~/auth/signed-link.server'

export function jsonAnswer(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** Thrown as the answer: `{ success: false, error }` with the status. */
export function refuse(status: number, error: string): never {
  throw jsonAnswer({ success: false, error }, status)
}

export function requirePost(request: Request) {
  if (request.method !== 'POST') refuse(405, 'Use POST.')
}

/** The JSON body checked against `schema`; a bad body answers 400 with the first problem and changes nothing. */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    refuse(400, 'Send a JSON body.')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) refuse(400, parsed.error.issues[0]?.message ?? 'Invalid request.')
  return parsed.data
}

export interface Requester {
  /** The signed-in user's address, lower-case. */
  userEmail: string | null
  /** The address a valid signed link from one of our e-mails was made for. */
  tokenEmail: string | null
  /** A staff session (the roles that enter /admin, or an ADMIN_EMAILS address). */
  staff: boolean
}

/** The signed-in user and whether they are staff: the roles that enter /admin, or an ADMIN_EMAILS address. */
export async function getStaffSession({ request, context }: Pick<HandlerArgs, 'request' | 'context'>) {
  const user = await getSessionUser({ request, context })
  if (!user) return { user: null, staff: false }
  const roles = await getUserRoles(context, user)
  const staff =
    roles.some((role) => (ADMIN_ENTRY_ROLES as readonly string[]).includes(role)) || isAdminEmail(context, user.email)
  return { user, staff }
}

/** `purposes`: the signed links that prove the address here; reading or granting takes a preferences link only. */
export async function getRequester(
  { request, url, context }: HandlerArgs,
  token: string | undefined,
  purposes: readonly SignedLinkPurpose[] = ['preferences'],
): Promise<Requester> {
  const { user, staff } = await getStaffSession({ request, context })
  const tokenEmail = verifySignedAddress(getServices(context).config, token ?? url.searchParams.get('token'), purposes)
  return { userEmail: user ? user.email.toLowerCase() : null, tokenEmail, staff }
}

/** The address itself is proven: the signed-in user's own, or a signed link made for it. */
export function provesAddress(requester: Requester, email: string) {
  return requester.userEmail === email || requester.tokenEmail === email
}

/** Reading or changing an address's consent: its owner (proven) or staff; 401 for nobody, 403 for someone else. */
export function requireAddressAccess(requester: Requester, email: string) {
  if (requester.staff || provesAddress(requester, email)) return
  if (!requester.userEmail && !requester.tokenEmail) {
    refuse(401, 'Sign in, or use the link in one of our e-mails, to see or change these preferences.')
  }
  refuse(403, 'You can only see or change the preferences of your own e-mail address.')
}

export function requireStaff(requester: Requester) {
  if (requester.staff) return
  refuse(requester.userEmail ? 403 : 401, 'Only staff can check a send.')
}
