// Decision 003: better-auth's tables are ours, written in the Drizzle schema (with SPEC §3's user metadata). Here
// better-auth's own schema of those tables (getAuthTables, for our options and plugins) is read and held against
// ours, so a release of better-auth that adds or renames a field fails here, not at a user's first sign-in.
import { getAuthTables } from 'better-auth/db'
import { getTableColumns } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '~/config.server'
import type { Database } from '~/db/client.server'
import { accounts, sessions, users, verifications } from '~/db/schema'
import type { Outbox } from '~/mail/outbox.server'
import type { Logger } from '~/logger.server'
import { createAuth } from './auth.server'

const ours = { user: users, session: sessions, account: accounts, verification: verifications }

describe("better-auth's schema", () => {
  for (const captcha of [false, true]) {
    it(`is what our tables hold${captcha ? ' (with the captcha plugin)' : ''}`, () => {
      const config = parseConfig({
        NODE_ENV: 'test',
        AUTH_SECRET: 'a-test-secret-of-enough-length-0123456789',
        ...(captcha
          ? { CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' }
          : {}),
      })
      // Nothing is read or written: only the options are looked at.
      const auth = createAuth({ db: {} as Database, config, outbox: {} as Outbox, logger: {} as Logger })
      const tables = getAuthTables(auth.options)
      expect(Object.keys(tables).sort()).toEqual(Object.keys(ours).sort())
      for (const [model, table] of Object.entries(tables)) {
        const columns = getTableColumns(ours[model as keyof typeof ours])
        expect(columns, model).toHaveProperty('id')
        for (const [field, attributes] of Object.entries(table.fields)) {
          const name = attributes.fieldName ?? field
          expect(columns, `${model}.${name}`).toHaveProperty(name)
          // a field better-auth always writes may be NOT NULL; one it may leave out must not be
          if (attributes.required === false && attributes.defaultValue === undefined)
            expect(columns[name as keyof typeof columns]!.notNull, `${model}.${name} may be null`).toBe(false)
        }
      }
    })
  }
})
