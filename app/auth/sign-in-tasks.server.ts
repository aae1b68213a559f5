// What happens when someone completes a sign-in (SPEC §4).
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AppServices } from '~/context.server'
import type { Database } from '~/db/client.server'
import { sessions, userRoles, users } from '~/db/schema'
import { sendWelcomeEmail } from '~/email/send.server'
import { upsertSignupLead } from '~/models/contact.server'
import type { SessionUser } from './session.server'
import { localeFromPath, type Locale } from '~/i18n/locale'

/** CONTRACT.md ADMIN_EMAILS: super_admin is granted at their first sign-in, so a new install can be administered. */
export async function grantConfiguredSuperAdmin({ db, config }: Pick<AppServices, 'db' | 'config'>, user: SessionUser) {
  if (!config.adminEmails.includes(user.email.toLowerCase())) return
  await db.insert(userRoles).values({ userId: user.id, role: 'super_admin' }).onConflictDoNothing()
}

/**
 * SPEC §4: on sign-in outside /admin a deferred task sends the welcome e-mail to a new user (first name, or
 * 'New User') and upserts the lead with lead_source signup. Failures are logged and swallowed: the sign-in never
 * fails because of them. Sign-ins to /admin skip both. The task runs for the sign-in that created the request's
 * session, once: a signed-in user opening /auth/callback again changes nothing (issue 39).
 */
export async function scheduleSignInTasks(
  services: AppServices,
  request: Request,
  user: SessionUser,
  destination: string,
) {
  if (isAdminDestination(destination)) return
  const claimed = await claimSessionSignIn(services, request).catch((error: unknown) => {
    services.logger.warn({ err: error, userId: user.id }, 'could not claim the sign-in follow-up')
    return false
  })
  if (!claimed) return
  setImmediate(() => {
    // issue 16: the welcome in the language of the page the sign-up returns to
    runSignInTasks(services, user, localeFromPath(new URL(destination, 'http://localhost').pathname)).catch(
      (error: unknown) => services.logger.warn({ err: error, userId: user.id }, 'sign-in follow-up failed'),
    )
  })
}

/** The magic link leads straight to the callback; a session older than this was not made by the sign-in at hand. */
const SIGN_IN_CALLBACK_WINDOW = sql`interval '10 minutes'`

async function claimSessionSignIn({ auth, db }: Pick<AppServices, 'auth' | 'db'>, request: Request) {
  const session = await auth.api.getSession({ headers: request.headers })
  return session ? claimSignIn(db, session.session.id) : false
}

/**
 * True for the first caller only, and only while the session is new: one statement, so two callbacks at once (a
 * double click, another process) cannot both run the follow-up.
 */
export async function claimSignIn(db: Database, sessionId: string): Promise<boolean> {
  const claimed = await db
    .update(sessions)
    .set({ signInHandledAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.signInHandledAt),
        gt(sessions.createdAt, sql`now() - ${SIGN_IN_CALLBACK_WINDOW}`),
      ),
    )
    .returning({ id: sessions.id })
  return claimed.length > 0
}

/** SPEC §4 "paths starting with /admin": the path decides, whatever query or hash follows it. */
export function isAdminDestination(destination: string) {
  return new URL(destination, 'http://localhost').pathname.startsWith('/admin')
}

export async function runSignInTasks(services: AppServices, user: SessionUser, locale: Locale = 'en') {
  const { db } = services
  if (user.isNewUser) {
    // Claim the flag first so a second callback cannot send the welcome twice.
    const claimed = await db
      .update(users)
      .set({ isNewUser: false })
      .where(and(eq(users.id, user.id), eq(users.isNewUser, true)))
      .returning({ id: users.id })
    if (claimed.length > 0) await sendWelcomeEmail(services, { email: user.email, firstName: user.firstName, locale })
  }
  await upsertSignupLead(db, user)
}
