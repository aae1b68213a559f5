import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SmtpSink, startSmtpSink } from './smtp-sink'

let sink: SmtpSink
beforeAll(async () => {
  sink = await startSmtpSink()
})
afterAll(() => sink.close())

const send = (subject: string, to = 'buyer@example.com', transport = nodemailer.createTransport(sink.url)) =>
  transport.sendMail({
    from: 'Roatan Realty <no-reply@localhost>',
    to,
    subject,
    text: 'Hello',
    html: '<p>Hello</p>',
  })

describe('the SMTP sink', () => {
  it('keeps each message with its subject, recipients and both parts', async () => {
    await send('Welcome to Roatan Realty')
    const message = await sink.waitFor((mail) => mail.subject === 'Welcome to Roatan Realty')
    expect(message.text?.trim()).toBe('Hello')
    expect(message.html).toContain('<p>Hello</p>')
    expect(JSON.stringify(message.to)).toContain('buyer@example.com')
  })

  it('refuses mail while stopped and takes it again once restarted on the same port', async () => {
    await sink.stop()
    await expect(send('During the outage')).rejects.toThrow()
    await sink.start()
    await send('After the outage')
    expect((await sink.waitFor((mail) => mail.subject === 'After the outage')).subject).toBe('After the outage')
  })

  it('holds the first attempt to a held-once address until the sender goes away, then lets the next through', async () => {
    const to = 'held-once-a@example.com'
    const first = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, socketTimeout: 300 })
    const attempt = send('Held', to, first)
    await expect.poll(() => sink.held.has(to)).toBe(true)
    await expect(attempt).rejects.toThrow()
    await expect.poll(() => sink.held.has(to)).toBe(false)
    await send('Not held', to)
    expect(sink.messages.map((mail) => mail.subject)).toContain('Not held')
    expect(sink.messages.map((mail) => mail.subject)).not.toContain('Held')
  })
})
