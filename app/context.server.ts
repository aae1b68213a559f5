// Services handed to every loader and action through React Router's typed context (v8_middleware).
import { createContext, type RouterContextProvider } from 'react-router'
import type { AppConfig } from '~/config.server'
import type { Database, DatabaseHandle } from '~/db/client.server'
import type { Auth } from '~/identity/auth.server'
import type { StaffEvent } from '~/lib/staff-event'
import type { Logger } from '~/logger.server'
import type { Outbox } from '~/mail/outbox.server'
import type { Storage } from '~/storage/storage.server'

export interface AppServices {
  config: AppConfig
  db: Database
  database: DatabaseHandle
  storage: Storage
  logger: Logger
  outbox: Outbox
  auth: Auth
  /** The page cache of this process and a way to clear every process's (absent in tests without a server). */
  pages?: PageCacheControl
  /** Live staff notifications of this process (server/staff-event-hub.ts; absent in tests without a server). */
  staffEvents?: StaffEventHub
}

/** An open admin tab's stream, told of every staff event this process hears of (issue 17). */
export interface StaffEventSubscriber {
  /** Whose tab it is, and the session it was opened with: when that session ends, the stream ends (issue 39). */
  userId: string
  sessionId: string
  event(event: StaffEvent): void
  /** Notifications may have been missed (a lost database connection): catch up from the table. */
  gap(): void
  /** The user's roles changed, or news of it may have been missed: check the session and the roles again. */
  recheck(): void
  /** The session ended, or the server is stopping. */
  close(): void
}

export interface StaffEventHub {
  /** Null when the user already has STAFF_STREAMS_PER_USER streams open in this process. */
  subscribe(subscriber: StaffEventSubscriber): (() => void) | null
  readonly connections: number
}

/** What the page cache of this process holds and has done since it started (server/page-cache.ts). */
export interface PageCacheStats {
  entries: number
  bytes: number
  maxBytes: number
  hits: number
  misses: number
  notModified: number
  invalidations: number
}

/** Where the pages the cache did not hold were rendered, since this process started (server/render-pool.ts). */
export interface RenderStats {
  /** render threads configured, and how many of them are running */
  threads: number
  ready: number
  onThreads: number
  onMainThread: number
}

export interface PageCacheControl {
  stats(): PageCacheStats
  renders(): RenderStats
  clearEverywhere(reason: string): Promise<void>
}

/** Facts about the HTTP request that the Fetch Request does not carry. */
export interface RequestInfo {
  clientIp: string
  /** The Content Security Policy nonce of this render's inline scripts (app/http/security-headers.server.ts). */
  nonce?: string
  /**
   * The page is wanted whole (the page cache), not streamed: entry.server.tsx renders it at once and leaves its bytes
   * here, beside a Response without a body (a body would go through a web stream only to be read back whole).
   */
  wholePage?: WholePage
}

/** Where a page rendered whole leaves its bytes. */
export interface WholePage {
  body?: Buffer
}

export const servicesContext = createContext<AppServices>()
export const requestInfoContext = createContext<RequestInfo>({ clientIp: 'unknown' })

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext)
}

export function getRequestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext)
}
