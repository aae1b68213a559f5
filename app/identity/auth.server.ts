// Sign-in by one-time e-mail link (SPEC §1, §5, §7) with better-auth's magic-link plugin over our Drizzle schema.
// Tokens: single use, 15 minutes, stored hashed. Sessions: httpOnly cookie, SameSite=Lax, Secure on https,
// persisted 30 days and refreshed daily.
import { AsyncLocalStorage } from 'node:async_hooks'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { captcha, magicLink } from 'better-auth/plugins'
import { eq, sql } from 'drizzle-orm'
import type { AppConfig } from '~/config.server'
import type { Database } from '~/db/client.server'
import { accounts, sessions, signupRequests, users, verifications } from '~/db/schema'
import type { Outbox } from '~/mail/outbox.server'
import { renderEmail } from '~/mail/email-templates.server'
import { localeFromPath } from '~/i18n/locale'
import type { Logger } from '~/logger.server'
import { DEFAULT_BRAND } from '~/lib/brand'

export const AUTH_BASE_PATH = '/api/auth'
/** The only better-auth endpoints reachable over HTTP (issue 39): the link in the sign-in e-mail. */
export const AUTH_BROWSER_ENDPOINTS = [{ method: 'get', path: '/magic-link/verify' }] as const
export const MAGIC_LINK_MINUTES = 15

/** A link being made for the operator (`npm run cli -- sign-in-link`): handed to this callback instead of e-mailed. */
export const linkForOperator = new AsyncLocalStorage<(url: string) => void>()

export function createAuth({
  db,
  config,
  outbox,
  logger,
}: {
  db: Database
  config: AppConfig
  outbox: Outbox
  logger: Logger
}) {
  return betterAuth({
    appName: DEFAULT_BRAND.name,
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      // SPEC §3 user metadata; set by us, never by the browser.
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        isNewUser: { type: 'boolean', required: false, defaultValue: false, input: false },
        isSignup: { type: 'boolean', required: false, defaultValue: false, input: false },
        // Bumped by the database on every role change: the role cache is keyed on it (app/auth/session.server.ts).
        rolesVersion: { type: 'number', required: false, defaultValue: 0, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Our own limiter guards the sign-in forms per address and per IP (app/auth/rate-limit.server.ts); no other
    // entry point reaches the library over HTTP (AUTH_BROWSER_ENDPOINTS).
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          // A user created by a magic-link sign-in: apply what the registration form asked for (SPEC §4, §5).
          async before(user) {
            const email = String(user.email).toLowerCase()
            const [request] = await db.select().from(signupRequests).where(eq(signupRequests.email, email))
            return {
              data: {
                ...user,
                email,
                isNewUser: true,
                ...(request
                  ? {
                      firstName: request.firstName,
                      lastName: request.lastName,
                      isSignup: request.isSignup,
                      name: [request.firstName, request.lastName].filter(Boolean).join(' '),
                    }
                  : {}),
              },
            }
          },
          async after(user) {
            await db.delete(signupRequests).where(eq(signupRequests.email, String(user.email).toLowerCase()))
          },
        },
      },
    },
    plugins: [
      // Optional: verifies the token the sign-in form passes on, only when CAPTCHA_* is configured.
      ...(config.captcha
        ? [
            captcha({
              provider: config.captcha.provider,
              secretKey: config.captcha.secretKey,
              endpoints: ['/sign-in/magic-link'],
            }),
          ]
        : []),
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        storeToken: 'hashed',
        async sendMagicLink({ email, url, metadata }) {
          const handOver = linkForOperator.getStore()
          if (handOver) return handOver(url)
          if (metadata && typeof metadata === 'object') await rememberSignup(db, email, metadata)
          await outbox.enqueue({
            to: email,
            templateType: 'magic_link',
            // issue 16: in Spanish when the sign-in started on a Spanish page (it returns there)
            ...(await renderEmail({ db, logger }, 'magic_link', { url }, signInLocale(url))),
          })
        },
      }),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>

/** SPEC §5: metadata given with the request (first_name, last_name; is_signup added) waits for the new user. */
async function rememberSignup(db: Database, email: string, metadata: Record<string, unknown>) {
  const values = {
    email: email.toLowerCase(),
    firstName: typeof metadata.first_name === 'string' ? metadata.first_name : null,
    lastName: typeof metadata.last_name === 'string' ? metadata.last_name : null,
    isSignup: metadata.is_signup === true,
  }
  await db
    .insert(signupRequests)
    .values(values)
    .onConflictDoUpdate({ target: signupRequests.email, set: { ...values, createdAt: sql`now()` } })
}

/** The language of the page a magic link returns to: its callbackURL, or the redirectTo inside it. */
function signInLocale(link: string) {
  const callback = new URL(link).searchParams.get('callbackURL') ?? '/'
  const inner = new URL(callback, 'http://site').searchParams.get('redirectTo') ?? ''
  return localeFromPath(new URL(callback, 'http://site').pathname) === 'es' ? 'es' : localeFromPath(inner)
}
