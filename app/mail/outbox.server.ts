// Every e-mail is written to the outbox first and sent by a worker that retries with backoff, so an SMTP outage
// loses nothing. Rows are claimed with FOR UPDATE SKIP LOCKED, so several processes can run workers at once; a
// claim is a short lease that the pass renews while it runs, so a message held by a process that died is sent by
// another within seconds (decision 011).
// Without SMTP_URL messages are kept in the outbox (status 'kept'), shown to staff, and their links logged.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import type { Logger } from '~/logger.server'
import { PROCESS_LABEL } from '~/process-label.server'
import type { CalendarPart, MailTransport } from './transport.server'

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html: string
  /** SPEC §7 send-email templateType, e.g. 'welcome', 'magic_link', 'inquiry', 'assignment' */
  templateType: string
  headers?: Record<string, string>
  /** an iCalendar invitation (issue 44: tours), sent as the message's calendar part and as an .ics attachment */
  calendar?: CalendarPart
}

/** Where a message can be queued: the outbox itself, or its view inside a transaction. */
export interface MessageQueue {
  enqueue(email: OutgoingEmail): Promise<string>
}

export const MAX_ATTEMPTS = 8
const BATCH_SIZE = 10
/** How long a claim holds without renewal; a running pass renews its claims three times as often. */
export const CLAIM_MS = 15_000

/** 10 s, 20 s, 40 s … capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000)
}

export class Outbox {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private next: Promise<void> | null = null
  private stopped = false

  constructor(
    private readonly options: {
      db: Database
      transport: MailTransport | null
      from: string
      logger: Logger
      pollMs?: number
      claimMs?: number
    },
  ) {}

  private claimEnd() {
    return sql`now() + ${`${this.options.claimMs ?? CLAIM_MS} milliseconds`}::interval`
  }

  /** Stores the message; it is sent by the worker (at once when it runs). */
  async enqueue(email: OutgoingEmail): Promise<string> {
    const id = await this.insert(this.options.db, email)
    if (this.options.transport) this.kick()
    return id
  }

  /**
   * An outbox that writes inside the caller's transaction, so messages and the change that caused them are stored
   * together or not at all. It does not wake the worker: call kick() after the commit.
   */
  inTransaction(tx: Database): MessageQueue {
    return { enqueue: (email) => this.insert(tx, email) }
  }

  private async insert(db: Database, email: OutgoingEmail): Promise<string> {
    const { transport, logger } = this.options
    const [row] = await db
      .insert(emailOutbox)
      .values({
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        templateType: email.templateType,
        headers: email.headers ?? {},
        calendar: email.calendar ?? null,
        status: transport ? 'queued' : 'kept',
      })
      .returning({ id: emailOutbox.id })
    if (!transport) {
      // CONTRACT.md: with no SMTP server, each link is printed to the server log.
      const links = email.text.match(/https?:\/\/\S+/g) ?? []
      logger.info({ to: email.to, subject: email.subject, links }, 'e-mail kept in the outbox (no SMTP_URL)')
    }
    return row!.id
  }

  start() {
    if (!this.options.transport || this.timer) return
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 2000)
    this.timer.unref()
    this.kick()
  }

  async stop() {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    this.stopped = true
    await this.running
    await this.next
    this.options.transport?.close()
  }

  /**
   * Runs a delivery pass that starts after this call; resolves when it ends. During a pass, kicks wait for one more
   * pass after it, since the running pass may already have looked for work before the new message was stored.
   */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve()
    if (this.running) {
      this.next ??= this.running.then(() => {
        this.next = null
        return this.kick()
      })
      return this.next
    }
    const pass = this.deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'outbox delivery pass failed'))
      .finally(() => {
        this.running = null
      })
    this.running = pass
    return pass
  }

  /** Sends every message that is due; returns how many were sent. */
  async deliverDue(): Promise<number> {
    const token = randomUUID()
    const renewal = setInterval(
      () => {
        this.renew(token).catch((error: unknown) =>
          this.options.logger.warn({ err: error }, 'outbox claim renewal failed'),
        )
      },
      (this.options.claimMs ?? CLAIM_MS) / 3,
    )
    renewal.unref()
    let sent = 0
    try {
      for (;;) {
        const batch = await this.claim(token)
        if (batch.length === 0) return sent
        // A message whose claim lapsed meanwhile (this process stalled) belongs to whoever took it over.
        for (const message of batch)
          if ((await this.stillMine(message.id, token)) && (await this.deliver(message))) sent++
      }
    } finally {
      clearInterval(renewal)
    }
  }

  private renew(token: string) {
    return this.options.db
      .update(emailOutbox)
      .set({ claimedUntil: this.claimEnd() })
      .where(and(eq(emailOutbox.claimToken, token), eq(emailOutbox.status, 'sending')))
  }

  /** Renews one message's claim just before it is sent; false when another pass holds it now. */
  private async stillMine(id: string, token: string): Promise<boolean> {
    const rows = await this.options.db
      .update(emailOutbox)
      .set({ claimedUntil: this.claimEnd() })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.claimToken, token), eq(emailOutbox.status, 'sending')))
      .returning({ id: emailOutbox.id })
    return rows.length > 0
  }

  private async claim(token: string) {
    const { db } = this.options
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(emailOutbox)
        .where(
          or(
            and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)),
            // A worker that died mid-send released nothing: take its claim over once it has lapsed.
            and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.claimedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(emailOutbox.createdAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true })
      if (due.length === 0) return []
      await tx
        .update(emailOutbox)
        .set({ status: 'sending', claimToken: token, claimedBy: PROCESS_LABEL, claimedUntil: this.claimEnd() })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
      return due
    })
  }

  private async deliver(message: typeof emailOutbox.$inferSelect): Promise<boolean> {
    const { db, transport, from, logger } = this.options
    const attempts = message.attempts + 1
    try {
      await transport!.send({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        headers: message.headers,
        ...(message.calendar ? { calendar: message.calendar } : {}),
      })
      await db
        .update(emailOutbox)
        .set({ status: 'sent', attempts, sentAt: sql`now()`, lastError: null, claimedUntil: null })
        .where(eq(emailOutbox.id, message.id))
      logger.info({ id: message.id, to: message.toAddress, subject: message.subject }, 'e-mail sent')
      return true
    } catch (error) {
      const failed = attempts >= MAX_ATTEMPTS
      await db
        .update(emailOutbox)
        .set({
          status: failed ? 'failed' : 'queued',
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          claimedUntil: null,
          nextAttemptAt: sql`now() + ${`${retryDelayMs(attempts)} milliseconds`}::interval`,
        })
        .where(eq(emailOutbox.id, message.id))
      logger.warn(
        { id: message.id, attempts, err: error },
        failed ? 'e-mail failed for good' : 'e-mail send failed; will retry',
      )
      return false
    }
  }
}

/** The newest messages for staff (Tools → E-mail outbox). */
export function listOutbox(db: Database, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      templateType: emailOutbox.templateType,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(limit)
}
