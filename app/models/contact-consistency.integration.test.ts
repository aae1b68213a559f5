// Contact consistency: duplicates, orphaned and incomplete leads are found; a merge moves everything and loses nothing.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contactActivities, contacts, users } from '~/db/schema'
import { action, loader } from '~/routes/admin/contact-consistency'
import { createTestServices, routerContext, signIn } from '../../tests/setup/test-services'
import { getConsistencyReport, mergeContacts, previewContactMerge } from './contact-consistency.server'
import { grantRole } from '~/auth/roles.server'

let services: AppServices
let close: () => Promise<void>
let staffId: string
let cookie: string

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  await grantRole(services.db, 'editor@example.com', 'editor')
  cookie = await signIn(services, 'editor@example.com')
  const [staff] = await services.db.select().from(users).where(eq(users.email, 'editor@example.com'))
  staffId = staff!.id
})
afterAll(() => close())

async function insertContact(values: Partial<typeof contacts.$inferInsert> & { email: string }, createdAt: string) {
  const [row] = await services.db
    .insert(contacts)
    .values({ ...values, createdAt: new Date(createdAt) })
    .returning()
  return row!
}

async function addActivities(contactId: string, count: number) {
  for (let index = 0; index < count; index++) {
    await services.db
      .insert(contactActivities)
      .values({ contactId, activityType: 'inquiry', message: `message ${index}`, status: 'new' })
  }
}

function call(handler: typeof loader | typeof action, search = '', form?: URLSearchParams) {
  const url = new URL(`http://localhost:3000/admin/contact-consistency${search}`)
  const request = new Request(url, { method: form ? 'POST' : 'GET', headers: { cookie }, body: form })
  const args = { request, url, context: routerContext(services), params: {}, pattern: '', unstable_pattern: '' }
  return (handler as (args: unknown) => Promise<unknown>)(args)
}

describe('contact consistency', () => {
  it('finds two contacts with the same e-mail in different case and merges them with nothing lost', async () => {
    const older = await insertContact(
      { email: 'Dana@Example.com', firstName: 'Dana', lastName: '', phone: '' },
      '2024-01-01T00:00:00Z',
    )
    const newer = await insertContact(
      { email: ' dana@example.com ', firstName: 'Dana', lastName: 'Dupe', phone: '+504 9999-1234' },
      '2024-02-01T00:00:00Z',
    )
    await addActivities(older.id, 2)
    await addActivities(newer.id, 3)

    const report = await getConsistencyReport(services.db)
    const group = report.duplicates.find(
      (candidate) => candidate.reason === 'email' && candidate.shared === 'dana@example.com',
    )
    expect(group?.contacts.map((contact) => contact.id)).toEqual([older.id, newer.id])

    const preview = await previewContactMerge(services.db, { contactIds: [newer.id, older.id] })
    expect(preview?.kept.id).toBe(older.id)
    expect(preview?.activitiesMoving).toBe(3)
    expect(preview?.fills.map((fill) => [fill.field, fill.value])).toEqual([
      ['lastName', 'Dupe'],
      ['phone', '+504 9999-1234'],
    ])

    const result = (await call(
      action,
      '',
      new URLSearchParams([
        ['contactId', older.id],
        ['contactId', newer.id],
      ]),
    )) as { merged: { kept: { id: string } } }
    expect(result.merged.kept.id).toBe(older.id)

    expect(await services.db.select().from(contacts).where(eq(contacts.id, newer.id))).toEqual([])
    const [kept] = await services.db.select().from(contacts).where(eq(contacts.id, older.id))
    expect(kept).toMatchObject({
      email: 'Dana@Example.com',
      firstName: 'Dana',
      lastName: 'Dupe',
      phone: '+504 9999-1234',
    })
    const activities = await services.db
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.contactId, older.id))
    expect(activities.filter((activity) => activity.activityType === 'inquiry')).toHaveLength(5)
    const note = activities.find((activity) => activity.activityType === 'note')
    expect(note?.createdBy).toBe(staffId)
    expect(note?.message).toContain(newer.id)
    expect(note?.metadata).toMatchObject({ merge: true, mergedContactIds: [newer.id], mergedBy: staffId })

    const after = await getConsistencyReport(services.db)
    expect(after.duplicates.some((candidate) => candidate.shared === 'dana@example.com')).toBe(false)
  })

  it('keeps the contact linked to a user unless staff choose another, and refuses a stale merge', async () => {
    const [user] = await services.db
      .insert(users)
      .values({ id: 'user-lee', email: 'lee@example.com', name: 'Lee' })
      .returning()
    const visitor = await insertContact({ email: 'LEE@example.com', firstName: 'Lee' }, '2024-01-01T00:00:00Z')
    const account = await insertContact(
      { email: 'lee@example.com', firstName: 'Lee', userId: user!.id, leadSource: 'signup' },
      '2024-03-01T00:00:00Z',
    )
    const preview = await previewContactMerge(services.db, { contactIds: [visitor.id, account.id] })
    expect(preview?.kept.id).toBe(account.id)
    const chosen = await previewContactMerge(services.db, { contactIds: [visitor.id, account.id], keepId: visitor.id })
    expect(chosen?.kept.id).toBe(visitor.id)
    expect(chosen?.fills.map((fill) => fill.field)).toContain('userId')

    const merged = await mergeContacts(
      services.db,
      { contactIds: [visitor.id, account.id], keepId: visitor.id },
      staffId,
    )
    expect(merged.error).toBeNull()
    const [kept] = await services.db.select().from(contacts).where(eq(contacts.id, visitor.id))
    expect(kept?.userId).toBe(user!.id)

    const stale = await mergeContacts(services.db, { contactIds: [visitor.id, account.id] }, staffId)
    expect(stale.error).toMatch(/no longer exists/)
  })

  it('finds duplicates by phone digits and full name', async () => {
    const first = await insertContact(
      { email: 'pat.one@example.com', firstName: 'Pat', lastName: 'Ebanks', phone: '+504 9988-7766' },
      '2024-01-01T00:00:00Z',
    )
    const second = await insertContact(
      { email: 'pat.two@example.com', firstName: 'pat', lastName: 'EBANKS ', phone: '(504) 99887766' },
      '2024-01-02T00:00:00Z',
    )
    await insertContact(
      { email: 'other@example.com', firstName: 'Other', lastName: 'Person', phone: '+504 9988-7766' },
      '2024-01-03T00:00:00Z',
    )
    const report = await getConsistencyReport(services.db)
    const group = report.duplicates.find((candidate) => candidate.reason === 'phone-name')
    expect(group?.contacts.map((contact) => contact.id)).toEqual([first.id, second.id])
  })

  it('lists leads whose user is gone and contacts missing required data', async () => {
    const [user] = await services.db.insert(users).values({ id: 'user-gone', email: 'gone@example.com' }).returning()
    const orphan = await insertContact(
      { email: 'gone@example.com', firstName: 'Gone', userId: user!.id, leadSource: 'signup' },
      '2024-01-01T00:00:00Z',
    )
    await services.db.delete(users).where(eq(users.id, user!.id))
    const noEmail = await insertContact({ email: '  ', firstName: 'Nomail' }, '2024-01-01T00:00:00Z')
    const noName = await insertContact({ email: 'noname@example.com' }, '2024-01-02T00:00:00Z')

    const report = await getConsistencyReport(services.db)
    expect(report.orphans.map((contact) => contact.id)).toContain(orphan.id)
    expect(report.incomplete.map((contact) => contact.id)).toEqual(expect.arrayContaining([noEmail.id, noName.id]))
    expect(report.incomplete.map((contact) => contact.id)).not.toContain(orphan.id)

    const page = (await call(loader, `?merge=${noEmail.id}&merge=${noName.id}`)) as {
      preview: { kept: { id: string } } | null
    }
    expect(page.preview?.kept.id).toBe(noEmail.id)
    const refused = (await call(action, '', new URLSearchParams([['contactId', noEmail.id]]))) as {
      init: { status: number }
    }
    expect(refused.init.status).toBe(400)
    const remaining = await services.db
      .select()
      .from(contacts)
      .where(inArray(contacts.id, [noEmail.id, noName.id]))
    expect(remaining).toHaveLength(2)
  })
})
