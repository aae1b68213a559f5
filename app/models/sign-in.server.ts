// What happens when someone completes a sign-in (SPEC §4).
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { SessionUser } from '~/auth/session.server'
import type { AppServices } from '~/context.server'
import { sessions, userRoles, users } from '~/db/schema'
import { localeFromPath, type Locale } from '~/i18n/locale'
import { sendWelcomeEmail } from '~/mail/send.server'
import { upsertSignupLead } from './contact.server'

/** CONTRACT.md ADMIN_EMAILS: super_admin is granted at their first sign-in, so a new install can be administered. */
export async function grantConfiguredSuperAdmin({ db, config }: Pick<AppServices, 'db' | 'config'>, user: SessionUser) {
  if (!config.adminEmails.includes(user.email.toLowerCase())) return
  await db.insert(userRoles).values({ userId: user.id, role: 'super_admin' }).onConflictDoNothing()
}

/**
 * SPEC §4: on sign-in outside /admin a deferred task sends the welcome e-mail to a new user (with their first name
 * when there is one, issue 43) and upserts the lead with lead_source signup. Failures are logged and swallowed: the sign-in never
 * fails because of them. Sign-ins to /admin skip both. Called once per sign-in (claimSessionSignIn).
 */
export function scheduleSignInTasks(services: AppServices, user: SessionUser, destination: string) {
  if (isAdminDestination(destination)) return
  const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    // issue 16: the welcome in the language of the page the sign-up returns to
    .then(() => runSignInTasks(services, user, localeFromPath(new URL(destination, 'http://localhost').pathname)))
    .catch((error: unknown) => services.logger.warn({ err: error, userId: user.id }, 'sign-in follow-up failed'))
    .finally(() => unfinished.delete(task))
  unfinished.add(task)
}

/** Follow-ups this process has started and not finished. */
const unfinished = new Set<Promise<void>>()

/** Resolves when every follow-up started so far has ended: a stopping server waits for them (a welcome half-sent). */
export async function signInTasksSettled(): Promise<void> {
  await Promise.all([...unfinished])
}

/** The magic link leads straight to the callback; a session older than this was not made by the sign-in at hand. */
const SIGN_IN_CALLBACK_WINDOW = sql`interval '10 minutes'`

/**
 * True for the sign-in that created the session these request headers carry, once (issue 39: a signed-in user opening /auth/callback
 * again re-ran the follow-up). One statement, so two callbacks at once (a double click, another process) cannot both
 * have it. A failure is logged and counts as no sign-in: it never fails the visit.
 */
export async function claimSessionSignIn({ auth, db, logger }: AppServices, headers: Headers): Promise<boolean> {
  try {
    const found = await auth.api.getSession({ headers })
    if (!found) return false
    const claimed = await db
      .update(sessions)
      .set({ signInHandledAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, found.session.id),
          isNull(sessions.signInHandledAt),
          gt(sessions.createdAt, sql`now() - ${SIGN_IN_CALLBACK_WINDOW}`),
        ),
      )
      .returning({ id: sessions.id })
    return claimed.length > 0
  } catch (error) {
    logger.warn({ err: error }, 'could not claim the sign-in follow-up')
    return false
  }
}

/** SPEC §4 "paths starting with /admin": the path decides, whatever query or hash follows it. */
export function isAdminDestination(destination: string) {
  return new URL(destination, 'http://localhost').pathname.startsWith('/admin')
}

export async function runSignInTasks(services: AppServices, user: SessionUser, locale: Locale = 'en') {
  const { db } = services
  // Issue 43: staff are not leads, and not welcomed as buyers.
  const [staff] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, user.id))
    .limit(1)
  if (staff) return
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
