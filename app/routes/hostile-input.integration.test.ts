// Bad input, everywhere: every action and JSON endpoint, called as a signed-in owner with every role (so the guards
// let the input through to validation), gets random and hostile bodies — huge, wrong types, unicode, control
// characters, duplicate fields, JSON where a form is expected and the reverse. Each answers below 500, and whenever
// it refuses (4xx) the database is exactly as it was.
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { ROLES } from '~/lib/roles'
import { grantRole } from '~/auth/roles.server'
import { createTestServices, routerContext, signIn } from '../../tests/setup/test-services'

type Handler = (args: unknown) => Promise<unknown>
const MODULES = import.meta.glob<{ action?: Handler }>(['./**/*.ts', './**/*.tsx', '!./**/*.test.*'])

// Tables every request may touch whatever it carries: counters of the rate limits, the session's last use.
const ALWAYS_WRITTEN = new Set(['rate_limit_hits', 'sessions'])

let services: AppServices
let close: () => Promise<void>
let cookie: string
let tables: string[]

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  for (const role of ROLES) await grantRole(services.db, 'owner@example.com', role)
  cookie = await signIn(services, 'owner@example.com')
  const result = await services.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  tables = (result as unknown as { rows: { name: string }[] }).rows
    .map((row) => row.name)
    .filter((name) => !ALWAYS_WRITTEN.has(name))
}, 60_000)
afterAll(() => close())

/** A fingerprint of every table's contents. */
async function snapshot(): Promise<string> {
  const parts = tables.map(
    (name) => sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.raw(`"${name}"`)} t)`,
  )
  const result = await services.db.execute(sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as hash`)
  return (result as unknown as { rows: { hash: string }[] }).rows[0]!.hash
}

const FIELDS = [
  'intent',
  'email',
  'name',
  'firstName',
  'lastName',
  'message',
  'phone',
  'title',
  'slug',
  'priceUsd',
  'status',
  'id',
  'ids',
  'agentId',
  'contactId',
  'sourceUrl',
  'targetUrl',
  'statusCode',
  'consent_types',
  'region',
  'token',
  'redirectTo',
  'website',
  'note',
  'mode',
  'role',
  'subject',
  'body',
  'bodyMarkdown',
  'publishedAt',
  'key',
  'enabled',
  'operation',
  'subscription_type',
  'events',
  'sessionId',
  'search',
  'page',
  'image',
  'direction',
  'EU-days',
  'propertyId',
  'propertyIds',
  'query',
  'frequency',
  'favouriteAlerts',
  'consent',
]
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    '[]',
    '{}',
    '{"__proto__":{"x":1}}',
    '\u0000',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    'javascript:alert(1)',
    '%00',
    'ＡＢＣ@例え.jp',
    '00000000-0000-0000-0000-000000000000',
    'a@b.co',
    '9'.repeat(400),
  ),
  fc.integer({ min: 20_000, max: 120_000 }).map((length) => 'x'.repeat(length)),
)
const formBody = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), hostileText), { maxLength: 12 })
  .map((pairs) => ({ type: 'form' as const, pairs }))
const jsonBody = fc
  .oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(hostileText, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 8 }),
  )
  .map((value) => ({ type: 'json' as const, text: JSON.stringify(value) ?? 'null' }))
const rawBody = hostileText.map((text) => ({ type: 'raw' as const, text }))
type Body = { type: 'form'; pairs: [string, string][] } | { type: 'json' | 'raw'; text: string }
const param = fc.oneof(fc.constantFrom('1', '0', '00000000-0000-0000-0000-000000000000', 'sunset-villa'), hostileText)

function statusOf(value: unknown): number {
  if (value instanceof Response) return value.status
  const init = (value as { type?: string; init?: { status?: number } | null } | null)?.init
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit') {
    return init?.status ?? 200
  }
  return 200
}

async function call(action: Handler, file: string, body: Body, id: string) {
  const path = file.replace(/^\.\//, '/').replace(/\.(tsx|ts)$/, '')
  const url = new URL(`http://localhost:3000${path}`)
  const headers = new Headers({ cookie })
  let payload: BodyInit
  if (body.type === 'form') {
    payload = new URLSearchParams(body.pairs)
  } else {
    headers.set('content-type', body.type === 'json' ? 'application/json' : 'text/plain')
    payload = body.text
  }
  try {
    return statusOf(
      await action({
        request: new Request(url, { method: 'POST', headers, body: payload }),
        url,
        context: routerContext(services),
        params: { id, slug: id, entity: id },
      }),
    )
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string })?.type === 'DataWithResponseInit')
      return statusOf(thrown)
    throw thrown
  }
}

describe('hostile input to every action and JSON endpoint', () => {
  const withActions = Object.keys(MODULES)
  it.each(withActions)('%s answers below 500 and writes nothing when it refuses', async (file) => {
    const module = await MODULES[file]!()
    if (!module.action) return
    const action = module.action
    await fc.assert(
      fc.asyncProperty(fc.oneof(formBody, jsonBody, rawBody) as fc.Arbitrary<Body>, param, async (body, id) => {
        const before = await snapshot()
        const status = await call(action, file, body, id)
        expect(status, `${file} answered ${status}`).toBeLessThan(500)
        if (status >= 400) expect(await snapshot(), `${file} refused with ${status} but wrote`).toBe(before)
      }),
      { numRuns: 12 },
    )
  })
})
