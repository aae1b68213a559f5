import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { contacts, emailOutbox, followUpTasks, taskDigestRuns, users } from '~/db/schema'
import { createTestServices } from '../../tests/setup/test-services'
import { roatanDay, sendTaskDigest } from './task-digest.server'

let services: AppServices
let close: () => Promise<void>
let contactId: string

// 07:00 on Roatan, 2026-03-10, is 13:00 UTC.
const MORNING = new Date('2026-03-10T13:00:00Z')

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
  const { db } = services
  await db.insert(users).values([
    { id: 'u-maria', email: 'maria@example.com', name: 'Maria Bodden' },
    { id: 'u-kevin', email: 'kevin@example.com', name: 'Kevin Ebanks' },
  ])
  const [contact] = await db
    .insert(contacts)
    .values({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Smith' })
    .returning()
  contactId = contact!.id
  const task = (title: string, dueAt: string, assigneeUserId: string | null, completedAt: Date | null = null) => ({
    contactId,
    kind: 'call',
    title,
    dueAt: new Date(dueAt),
    assigneeUserId,
    completedAt,
  })
  await db.insert(followUpTasks).values([
    task('Overdue call', '2026-03-09T15:00:00Z', 'u-maria'),
    task('Call this afternoon', '2026-03-10T21:00:00Z', 'u-maria'),
    // 23:30 on Roatan the 10th is still today there
    task('Late call', '2026-03-11T05:30:00Z', 'u-maria'),
    task('Tomorrow', '2026-03-11T15:00:00Z', 'u-maria'),
    task('Done already', '2026-03-09T15:00:00Z', 'u-maria', new Date('2026-03-09T16:00:00Z')),
    task('Nobody’s', '2026-03-09T15:00:00Z', null),
    task('Kevin’s future', '2026-03-20T15:00:00Z', 'u-kevin'),
  ])
})
afterAll(() => close())

const digests = () => services.db.select().from(emailOutbox).where(eq(emailOutbox.templateType, 'task_digest'))

describe('the morning task digest', () => {
  it('knows the day and hour on Roatan', () => {
    expect(roatanDay(new Date('2026-03-11T05:59:00Z'))).toMatchObject({ day: '2026-03-10', hour: 23 })
    expect(roatanDay(MORNING).end.toISOString()).toBe('2026-03-11T06:00:00.000Z')
  })

  it('waits for the morning', async () => {
    expect(await sendTaskDigest(services, new Date('2026-03-10T12:59:00Z'))).toMatchObject({
      sent: false,
      reason: 'too_early',
    })
    expect(await digests()).toHaveLength(0)
  })

  it('e-mails each member of staff their tasks due today or overdue, once a day however many processes ask', async () => {
    const runs = await Promise.all([sendTaskDigest(services, MORNING), sendTaskDigest(services, MORNING)])
    expect(runs.filter((run) => run.sent)).toEqual([{ sent: true, day: '2026-03-10', emails: 1 }])
    expect(runs.filter((run) => !run.sent)).toEqual([{ sent: false, reason: 'already_sent', day: '2026-03-10' }])
    expect(await sendTaskDigest(services, new Date('2026-03-10T20:00:00Z'))).toMatchObject({ sent: false })

    const [mail, ...others] = await digests()
    expect(others).toHaveLength(0)
    expect(mail!.toAddress).toBe('maria@example.com')
    expect(mail!.subject).toBe('Your tasks today: 3 tasks, 1 overdue')
    expect(mail!.textBody).toContain('OVERDUE · Call: Overdue call — Ana Smith')
    expect(mail!.textBody).toContain(`http://localhost:3000/admin/contacts/profile/${contactId}`)
    expect(mail!.textBody).toContain('Late call')
    expect(mail!.textBody).not.toContain('Tomorrow')
    expect(mail!.textBody).not.toContain('Done already')
    const [run] = await services.db.select().from(taskDigestRuns)
    expect(run).toMatchObject({ day: '2026-03-10', emails: 1 })
  })

  it('sends again the next morning', async () => {
    const next = await sendTaskDigest(services, new Date('2026-03-11T13:05:00Z'))
    expect(next).toEqual({ sent: true, day: '2026-03-11', emails: 1 })
  })
})
