// Events wait in the browser and leave in batches (issue 7: batched ingestion): every few seconds, and on pagehide
// through navigator.sendBeacon, which the browser delivers even as the page unloads. The server keeps at most 10
// events a second per session (SPEC §9), so the queue sends no more than that in any one second.
import type { EventType } from '~/lib/analytics/funnels'

export interface QueuedEvent {
  type: EventType
  path: string
  propertyId?: number
  metadata?: Record<string, string | number | boolean>
}

/** Consented events carry the session and device ids; anonymous ones carry none (SPEC §3, §4). */
export interface Identity {
  sessionId: string
  visitorId: string
}

export interface EventBatch {
  sessionId?: string
  visitorId?: string
  events: QueuedEvent[]
}

export type SendBatch = (batch: EventBatch, options: { beacon: boolean }) => void

/** SPEC §9 realtime events limit: 10 per second. */
export const EVENTS_PER_SECOND = 10
/** The endpoint accepts at most 50 events a request. */
export const MAX_BATCH_SIZE = 50
export const FLUSH_INTERVAL_MS = 3000

interface Entry {
  event: QueuedEvent
  identity: Identity | null
}

export class EventQueue {
  private entries: Entry[] = []
  private timer: ReturnType<typeof setTimeout> | null = null
  private timerDue = 0
  private lastSentAt = -Infinity

  constructor(
    private readonly send: SendBatch,
    private readonly intervalMs = FLUSH_INTERVAL_MS,
  ) {}

  get size() {
    return this.entries.length
  }

  push(event: QueuedEvent, identity: Identity | null) {
    this.entries.push({ event, identity })
    this.schedule(this.entries.length >= EVENTS_PER_SECOND ? 0 : this.intervalMs)
  }

  /** Sends the oldest events, at most one second's worth; the rest follow a second later. */
  flush() {
    this.clearTimer()
    const due = this.entries.splice(0, EVENTS_PER_SECOND)
    if (due.length === 0) return
    this.lastSentAt = Date.now()
    for (const batch of toBatches(due, EVENTS_PER_SECOND)) this.send(batch, { beacon: false })
    if (this.entries.length > 0) this.schedule(0)
  }

  /** The page is going away: everything leaves now, by beacon. */
  flushAll() {
    this.clearTimer()
    const entries = this.entries
    this.entries = []
    for (const batch of toBatches(entries, MAX_BATCH_SIZE)) this.send(batch, { beacon: true })
  }

  private schedule(delayMs: number) {
    const now = Date.now()
    const due = Math.max(now + delayMs, this.lastSentAt + 1000)
    if (this.timer && this.timerDue <= due) return
    this.clearTimer()
    this.timerDue = due
    this.timer = setTimeout(() => this.flush(), due - now)
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }
}

/** One batch per run of events with the same identity, in order, at most `size` events each. */
function toBatches(entries: readonly Entry[], size: number): EventBatch[] {
  const batches: EventBatch[] = []
  let current: EventBatch | null = null
  for (const { event, identity } of entries) {
    if (!current || current.sessionId !== identity?.sessionId || current.events.length >= size) {
      current = identity ? { ...identity, events: [] } : { events: [] }
      batches.push(current)
    }
    current.events.push(event)
  }
  return batches
}
