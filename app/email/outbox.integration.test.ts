import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { createLogger } from '~/logger.server'
import { type SmtpSink, startSmtpSink } from '../../tests/setup/smtp-sink'
import { createTestDatabase } from '../../tests/setup/test-database'
import { Outbox, retryDelayMs } from './outbox.server'
import { createMailTransport } from './transport.server'

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
