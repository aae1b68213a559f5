// A real SMTP server on loopback that keeps every message it receives, for tests that read the mail a person
// would get. It can be stopped and started again on the same port to play an outage.
import { type AddressInfo } from 'node:net'
import { buffer } from 'node:stream/consumers'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export interface SmtpSink {
  url: string
  port: number
  messages: Email[]
  /** Addresses whose first attempt is being held now. */
  held: Set<string>
  /** Recipients of the messages being sent now (between RCPT TO and the end of DATA or of the connection). */
  sending(): string[]
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (message: Email) => boolean, timeoutMs?: number): Promise<Email>
  /** Stops listening; messages sent meanwhile fail at the sender. */
  stop(): Promise<void>
  /** Listens again on the same port. */
  start(): Promise<void>
  close(): Promise<void>
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: Email[] = []
  const waiters = new Set<() => void>()
  const held = new Set<string>()
  const heldBefore = new Set<string>()
  const heldBySession = new Map<string, string>()
  const recipientsBySession = new Map<string, string[]>()
  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, session, callback) {
        const to = address.address.toLowerCase()
        recipientsBySession.set(session.id, [...(recipientsBySession.get(session.id) ?? []), to])
        if (!to.startsWith('held-once-') || heldBefore.has(to)) return callback()
        heldBefore.add(to)
        held.add(to)
        heldBySession.set(session.id, to) // never answered: the sender waits until it times out or dies
      },
      onClose(session) {
        const to = heldBySession.get(session.id)
        if (to) held.delete(to)
        heldBySession.delete(session.id)
        recipientsBySession.delete(session.id)
      },
      onData(stream, session, callback) {
        buffer(stream)
          .then((raw) => PostalMime.parse(raw))
          .then((message) => {
            messages.push(message)
            for (const wake of waiters) wake()
            callback()
          })
          .catch((error: Error) => callback(error))
          .finally(() => recipientsBySession.delete(session.id))
      },
    })
  let server = createServer()
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(onPort, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))
    })
  const boundPort = await listen(port)
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()))

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages,
    held,
    sending: () => [...recipientsBySession.values()].flat(),
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match)
          if (!found) return
          cleanup()
          resolve(found)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (received ${messages.length})`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    stop,
    async start() {
      server = createServer()
      await listen(boundPort)
    },
    close: stop,
  }
}
