// Issue 39: every write of every admin screen (ADMIN_SCREENS) leaves an entry in the audit log, so the next screen or
// intent cannot forget it. The cases, one a write, are in audit-walk-cases.ts; this walk fails when a screen with an
// action, or an intent its action reads, has none (docs/decisions/025-audit-log.md).
import fs from 'node:fs'
import { and, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { auditLog } from '~/db/schema'
import { ADMIN_SCREENS } from '~/lib/admin-screens'
import { auditFieldLabel, auditShownFields, auditValueView } from '~/lib/audit-fields'
import { listAuditEntries } from '~/models/audit.server'
import { findOrCreateUser, grantRole } from '~/auth/roles.server'
import { callAdminRoute } from '../../../tests/setup/admin-route'
import { createTestServices, signIn } from '../../../tests/setup/test-services'
import { WRITE_CASES, type WriteCase } from './audit-walk-cases'
import { seedFixtures, type Fixtures } from './audit-walk-fixtures'

type Handler = (args: never) => unknown
const ROUTE_MODULES = import.meta.glob<{ action?: Handler }>('./*.tsx')
const STAFF_EMAIL = 'walker@example.com'

let services: AppServices
let close: () => Promise<void>
let cookie: string
let fixtures: Fixtures

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  // Between them, these two roles open every admin screen and every write on it.
  await grantRole(services.db, STAFF_EMAIL, 'super_admin')
  await grantRole(services.db, STAFF_EMAIL, 'admin')
  cookie = await signIn(services, STAFF_EMAIL)
  fixtures = await seedFixtures(services.db, (await findOrCreateUser(services.db, STAFF_EMAIL)).id)
}, 60_000)
afterAll(() => close())

/** The intents an action compares its form's intent with: `intent === 'save'`, `.get('intent') !== 'assign'`, … */
function intentsReadBy(file: string): string[] {
  const source = fs.readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')
  const start = source.indexOf('export async function action')
  expect(start, `${file}: the walk reads an action written as \`export async function action\``).toBeGreaterThan(-1)
  const body = source.slice(start, source.indexOf('\n}\n', start))
  return [...new Set([...body.matchAll(/intent'?\)?\s*[!=]==\s*'([\w-]+)'/g)].map((match) => match[1]!))]
}

describe('the walk covers every admin write', () => {
  it('has cases for each screen whose module exports an action, and for every intent that action reads', async () => {
    for (const screen of ADMIN_SCREENS) {
      const module = await ROUTE_MODULES[`./${screen.file}`]!()
      const cases = WRITE_CASES[screen.path]
      if (!module.action) {
        expect(cases, `/admin/${screen.path} has no action`).toBeUndefined()
        continue
      }
      expect(cases, `/admin/${screen.path} exports an action: add its writes to audit-walk-cases.ts`).toBeDefined()
      const covered = cases!.cases.map((write) => write.intent)
      for (const intent of intentsReadBy(screen.file))
        expect(covered, `/admin/${screen.path} reads the intent '${intent}'`).toContain(intent)
    }
    const screens = ADMIN_SCREENS.map((screen) => screen.path)
    expect(Object.keys(WRITE_CASES).filter((path) => !screens.includes(path))).toEqual([])
  })
})

const walk = ADMIN_SCREENS.filter((screen) => WRITE_CASES[screen.path]).flatMap((screen) =>
  WRITE_CASES[screen.path]!.cases.map(
    (write) => [`/admin/${screen.path}`, write.intent || '(its write)', screen, write] as const,
  ),
)

/** The case's fields with its intent, as the browser posts them (multipart: some carry a file or repeat a name). */
function formOf(write: WriteCase) {
  const form = new FormData()
  if (write.intent) form.append('intent', write.intent)
  for (const [name, value] of Object.entries(write.fields(fixtures)))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one)
  return form
}

describe.each(walk)('%s %s', (_path, _intent, screen, write: WriteCase) => {
  it(write.records ? `records ${write.records}` : `records nothing: ${write.readOnly}`, async () => {
    await write.before?.(services.db, fixtures)
    const since = await lastEntryId()
    const id = WRITE_CASES[screen.path]!.id?.(fixtures)
    const module = await ROUTE_MODULES[`./${screen.file}`]!()
    const answer = await callAdminRoute(services, cookie, module.action!, screen.path.replace(':id', String(id)), {
      params: id === undefined ? {} : { id: String(id) },
      form: formOf(write),
    })
    const entries = await services.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, since), eq(auditLog.actorEmail, STAFF_EMAIL)))
    if (write.records) {
      expect(answer.status, JSON.stringify(answer.data)).toBeLessThan(400)
      expect(entries.map((entry) => entry.subjectType)).toContain(write.records)
    } else {
      expect(entries).toEqual([])
    }
    write.after?.(answer, fixtures)
  })
})

// Usability review, item 9: whatever the walk wrote reads as words on Admin → Audit Log.
describe('the audit log of the walk', () => {
  it('names every field and writes every value in words: no column names, no JSON', async () => {
    let seen = 0
    for (let page = 1; ; page++) {
      const { entries, names, hasMore } = await listAuditEntries(services.db, { who: STAFF_EMAIL, page })
      seen += entries.length
      for (const entry of entries)
        for (const [column, values] of auditShownFields(entry.subjectType, entry.changes)) {
          expect(auditFieldLabel(entry.subjectType, column), `${entry.subjectType}.${column}`).not.toContain('_')
          for (const value of values) {
            const text = auditValueView(entry.subjectType, column, value, names).text
            expect(text, `${entry.subjectType}.${column}`).not.toMatch(/[{[]"|":/)
          }
        }
      if (!hasMore) break
    }
    expect(seen).toBeGreaterThan(50)
  })
})

async function lastEntryId() {
  const [row] = await services.db.select({ id: sql<string | null>`max(${auditLog.id})` }).from(auditLog)
  return Number(row?.id ?? 0)
}
