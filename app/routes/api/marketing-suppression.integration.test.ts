// Issue 39: staff revoking someone else's marketing consent through /api/marketing-suppression is a staff write, in
// the audit log with the before and after; the owner revoking their own is not (docs/decisions/025-audit-log.md).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { auditLog } from '~/db/schema'
import { grantRole } from '~/auth/roles.server'
import { createTestServices, routerContext, signIn } from '../../../tests/setup/test-services'
import { action } from './marketing-suppression'

let services: AppServices
let close: () => Promise<void>
let ownerCookie: string
let staffCookie: string

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  ownerCookie = await signIn(services, 'owner@example.com')
  await grantRole(services.db, 'broker@example.com', 'broker')
  staffCookie = await signIn(services, 'broker@example.com')
}, 60_000)
afterAll(() => close())

async function revoke(email: string, cookie: string) {
  const url = new URL('http://localhost:3000/api/marketing-suppression')
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ email }),
  })
  const answer = (await action({ request, url, context: routerContext(services), params: {} } as never)) as Response
  expect(answer.status).toBe(200)
}
const entriesFor = (email: string) => services.db.select().from(auditLog).where(eq(auditLog.subjectId, email))

describe('revoking consent through the API', () => {
  it('records a broker revoking a lead’s consent, with the broker’s e-mail', async () => {
    await revoke('lead@example.com', staffCookie)
    const entries = await entriesFor('lead@example.com')
    expect(entries.map((entry) => [entry.subjectType, entry.action, entry.actorEmail]).sort()).toEqual([
      ['marketing_consents', 'insert', 'broker@example.com'],
      ['marketing_suppressions', 'insert', 'broker@example.com'],
    ])
    const consent = entries.find((entry) => entry.subjectType === 'marketing_consents')!
    expect(consent.changes.status).toEqual([null, 'revoked'])
  })

  it('records nothing when the owner revokes their own', async () => {
    await revoke('owner@example.com', ownerCookie)
    expect(await entriesFor('owner@example.com')).toEqual([])
  })
})
