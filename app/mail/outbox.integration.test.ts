import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { createLogger } from '~/logger.server'
import { type SmtpSink, startSmtpSink } from '../../tests/setup/smtp-sink'
import { createTestDatabase } from '../../tests/setup/test-database'
import { Outbox, retryDelayMs } from './outbox.server'
import { type MailTransport, createMailTransport } from './transport.server'

let database: DatabaseHandle
let sink: SmtpSink
const logger = createLogger('silent')

beforeAll(async () => {
  database = await createTestDatabase()
  sink = await startSmtpSink()
})
afterAll(async () => {
  await sink.close()
  await database.close()
})

/** A due message as another process would have stored it. */
const dueMessage = (subject: string) => ({
  toAddress: 'buyer@example.com',
  subject,
  textBody: subject,
  htmlBody: subject,
  templateType: 'test',
})

const message = (subject: string) => ({
  to: 'buyer@example.com',
  subject,
  text: `Body of ${subject}`,
  html: `<p>${subject}</p>`,
  templateType: 'test',
})

describe('the e-mail outbox', () => {
  it('stores every message first and delivers it with both parts and the configured sender', async () => {
    const outbox = new Outbox({
      db: database.db,
      transport: createMailTransport(sink.url),
      from: 'Roatan Realty <no-reply@localhost>',
      logger,
    })
    const id = await outbox.enqueue(message('First message'))
    await outbox.kick()
    const received = await sink.waitFor((mail) => mail.subject === 'First message')
    expect(received.from?.address).toBe('no-reply@localhost')
    expect(received.text).toContain('Body of First message')
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
    expect(row).toMatchObject({ status: 'sent', attempts: 1 })
    await outbox.stop()
  })

  it('loses nothing while the SMTP server is down and delivers once it is back', async () => {
    const outbox = new Outbox({
      db: database.db,
      transport: createMailTransport(sink.url),
      from: 'no-reply@localhost',
      logger,
    })
    await sink.stop()
    const id = await outbox.enqueue(message('Sent during the outage'))
    await outbox.kick()
    const [waiting] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 })
    expect(waiting!.lastError).toBeTruthy()

    await sink.start()
    // The retry is due after its backoff; bring it forward instead of waiting.
    await database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, id))
    await outbox.kick()
    expect((await sink.waitFor((mail) => mail.subject === 'Sent during the outage')).subject).toBe(
      'Sent during the outage',
    )
    const [sent] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 })
    await outbox.stop()
  })

  it('sends a message whose pass died once its claim has lapsed, and leaves one a live pass holds', async () => {
    const outbox = new Outbox({
      db: database.db,
      transport: createMailTransport(sink.url),
      from: 'a@localhost',
      logger,
    })
    const claimed = (subject: string, claimedUntil: Date) => ({
      ...dueMessage(subject),
      status: 'sending',
      claimToken: crypto.randomUUID(),
      claimedBy: 'elsewhere:1',
      claimedUntil,
    })
    const [lapsed, held] = await database.db
      .insert(emailOutbox)
      .values([
        claimed('Claimed by a dead process', new Date(Date.now() - 1000)),
        claimed('Claimed by a live process', new Date(Date.now() + 60_000)),
      ])
      .returning({ id: emailOutbox.id })
    await outbox.kick()
    await sink.waitFor((mail) => mail.subject === 'Claimed by a dead process')
    const rows = await database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [lapsed!.id, held!.id]))
    expect(rows.find((row) => row.id === lapsed!.id)).toMatchObject({ status: 'sent', claimedUntil: null })
    expect(rows.find((row) => row.id === held!.id)).toMatchObject({ status: 'sending', claimedBy: 'elsewhere:1' })
    await outbox.stop()
  })

  it('renews its claims while a slow send runs, so another process never sends the same messages', async () => {
    const sentBy = { slow: [] as string[], other: [] as string[] }
    const transport = (name: keyof typeof sentBy, delayMs: number): MailTransport => ({
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, delayMs))
        sentBy[name].push(mail.subject)
      },
      close() {},
    })
    const options = { db: database.db, from: 'a@localhost', logger, claimMs: 600 }
    const slow = new Outbox({ ...options, transport: transport('slow', 700) })
    const other = new Outbox({ ...options, transport: transport('other', 0) })
    const subjects = ['Slow one', 'Slow two']
    await database.db.insert(emailOutbox).values(subjects.map(dueMessage))
    const pass = slow.kick()
    let passing = true
    void pass.finally(() => (passing = false))
    await vi.waitFor(async () => {
      const claimed = await database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'sending'), inArray(emailOutbox.subject, subjects)))
      expect(claimed).toHaveLength(2) // the slow pass has claimed both
    })
    // The other process tries all along the slow pass (two sends of 700 ms, each longer than a claim of 600 ms).
    while (passing) {
      await other.kick()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await pass
    expect(sentBy.slow.sort()).toEqual(subjects)
    expect(sentBy.other).toEqual([])
    await Promise.all([slow.stop(), other.stop()])
  })

  it('keeps messages without an SMTP server, for staff to read', async () => {
    const outbox = new Outbox({ db: database.db, transport: null, from: 'no-reply@localhost', logger })
    const id = await outbox.enqueue(message('Kept locally'))
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
    expect(row!.status).toBe('kept')
  })

  it('backs off further after each failure, up to half an hour', () => {
    expect(retryDelayMs(1)).toBe(10_000)
    expect(retryDelayMs(2)).toBe(20_000)
    expect(retryDelayMs(20)).toBe(30 * 60_000)
  })
})
