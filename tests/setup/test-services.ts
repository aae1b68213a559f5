// The server's services for integration tests: a fresh database, local storage, the outbox without SMTP and
// better-auth, wired exactly as server/app.ts does. signIn() goes through a real magic link.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { createAuth } from '~/identity/auth.server'
import { parseConfig } from '~/config.server'
import { type AppServices, requestInfoContext, servicesContext } from '~/context.server'
import { emailOutbox } from '~/db/schema'
import { Outbox } from '~/mail/outbox.server'
import { createLogger } from '~/logger.server'
import { createStorage } from '~/storage/storage.server'
import { createTestDatabase } from './test-database'

export async function createTestServices(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'services-'))
  const config = parseConfig({ DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', ...env })
  const database = await createTestDatabase()
  const logger = createLogger('silent')
  const outbox = new Outbox({ db: database.db, transport: null, from: config.mailFrom, logger })
  const services: AppServices = {
    config,
    db: database.db,
    database,
    storage: createStorage({ storageDir: config.storageDir }),
    logger,
    outbox,
    auth: createAuth({ db: database.db, config, outbox, logger }),
  }
  return {
    services,
    async close() {
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function routerContext(services: AppServices) {
  const context = new RouterContextProvider()
  context.set(servicesContext, services)
  context.set(requestInfoContext, { clientIp: '127.0.0.1' })
  return context
}

/** Signs in as a person would: asks for a link, takes it from the outbox, opens it. Returns the Cookie header. */
export async function signIn(services: AppServices, email: string): Promise<string> {
  await services.auth.api.signInMagicLink({ body: { email, callbackURL: '/auth/callback' }, headers: new Headers() })
  const [mail] = await services.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.templateType, 'magic_link')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0])
  const response = await services.auth.api.magicLinkVerify({
    query: { token: link.searchParams.get('token')!, callbackURL: '/auth/callback' },
    headers: new Headers(),
    asResponse: true,
  })
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}
