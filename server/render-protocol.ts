// Messages between the main thread and its render threads (server/render-pool.ts, server/render-thread.ts).
import type { RemoteQuery } from '~/db/client.server'

export type ToThread =
  | { type: 'render'; id: number; url: string; headers: [string, string][]; clientIp: string }
  /** the answer to a query the thread sent (embedded database only) */
  | { type: 'queried'; id: number; result?: unknown; error?: { message: string; code?: string } }
  /** public content changed: clear every cache of the thread before the next render */
  | { type: 'clear' }

export type ToMain =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { type: 'failed'; id: number; message: string }
  | ({ type: 'query'; id: number } & RemoteQuery)
