// Issue 39: a test e-mail and the new-listings e-mail sent from /esp-test are in the audit log with who sent them and
// what became of them (docs/decisions/025-audit-log.md).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { auditLog, emailOutbox, marketingConsents } from '~/db/schema'
import { grantRole } from '~/auth/roles.server'
import { callAdminRoute } from '../../../tests/setup/admin-route'
import { createTestServices, signIn } from '../../../tests/setup/test-services'
import { action } from './esp-test'

const STAFF = 'editor@example.com'
let services: AppServices
let close: () => Promise<void>
let cookie: string

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  await grantRole(services.db, STAFF, 'editor')
  cookie = await signIn(services, STAFF)
}, 60_000)
afterAll(() => close())

const send = (form: Record<string, string>) => callAdminRoute(services, cookie, action, '../esp-test', { form })
const entries = () =>
  services.db.select().from(auditLog).where(eq(auditLog.subjectType, 'marketing_emails')).orderBy(auditLog.id)

describe('/esp-test sends in the audit log', () => {
  it('records a test e-mail with its kind and outcome, refused or not, and the new-listings e-mail', async () => {
    await services.db
      .insert(marketingConsents)
      .values({ email: 'reader@example.com', status: 'active', consentTypes: ['newsletter'] })
    const queued = await send({ email: 'reader@example.com', subscriptionType: 'newsletter' })
    expect(queued.data).toMatchObject({ result: { outcome: 'queued' } })
    // Stored with its entry, in one transaction.
    expect(await services.db.$count(emailOutbox, eq(emailOutbox.toAddress, 'reader@example.com'))).toBe(1)
    const refused = await send({ email: 'Nobody@Example.com', subscriptionType: 'newsletter' })
    expect(refused.data).toMatchObject({ result: { outcome: expect.stringMatching(/^refused/) } })
    expect((await send({ intent: 'new-listings' })).status).toBe(200)
    expect(await entries()).toEqual([
      expect.objectContaining({
        action: 'run',
        actorEmail: STAFF,
        subjectId: 'reader@example.com',
        changes: { test_of: [null, 'newsletter'], outcome: [null, 'queued'] },
      }),
      expect.objectContaining({
        action: 'run',
        actorEmail: STAFF,
        subjectId: 'nobody@example.com',
        changes: { test_of: [null, 'newsletter'], outcome: [null, expect.stringMatching(/^refused/)] },
      }),
      expect.objectContaining({
        actorEmail: STAFF,
        subjectId: 'new-listings',
        changes: { listings: [null, 0], queued: [null, 0] },
      }),
    ])
  })
})
