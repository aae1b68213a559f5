// A render thread (docs/decisions/034-render-threads.md): renders anonymous public pages the page cache does not hold,
// so renders use the machine's other cores while the main thread answers HTTP, the cache and the embedded database.
// It loads the same server bundle as the main thread and answers its messages (server/render-pool.ts).
import { parentPort, workerData } from 'node:worker_threads'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import * as serverBuild from 'virtual:react-router/server-build'
import type { AppConfig } from '~/config.server'
import { createAuth } from '~/identity/auth.server'
import { clearAllCaches, enableContentMemos } from '~/cache-registry.server'
import { requestInfoContext, servicesContext, type AppServices, type WholePage } from '~/context.server'
import { type DatabaseHandle, openPostgres } from '~/db/client.server'
import { openRemotePglite } from '~/db/remote-pglite.server'
import { Outbox } from '~/mail/outbox.server'
import { createLogger } from '~/logger.server'
import { createNonce } from '~/http/security-headers.server'
import { createStorage } from '~/storage/storage.server'
import { createBranchHandler } from './branch-handler'
import type { ToMain, ToThread } from './render-protocol'

export interface RenderThreadData {
  config: AppConfig
}

/** Entry of a render thread: sets up its own services, then renders what the main thread sends. */
export async function serveRenders(): Promise<void> {
  const port = parentPort
  if (!port) throw new Error('serveRenders runs in a worker thread')
  const { config } = workerData as RenderThreadData
  const send = (message: ToMain, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)
  const logger = createLogger(config.logLevel)
  const queries = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let nextQuery = 0
  // With PostgreSQL the thread has its own small pool; the embedded database has one owner, the main thread.
  const database: DatabaseHandle = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { max: 4 })
    : openRemotePglite((query) => {
        const id = nextQuery++
        return new Promise((resolve, reject) => {
          queries.set(id, { resolve, reject })
          send({ type: 'query', id, ...query })
        })
      })
  const storage = createStorage({ storageDir: config.storageDir, s3: config.s3 })
  // Mail is only ever queued here (a table row); the main thread's outbox sends it.
  const outbox = new Outbox({ db: database.db, transport: null, from: config.mailFrom, logger })
  const auth = createAuth({ db: database.db, config, outbox, logger })
  const services: AppServices = { config, db: database.db, database, storage, logger, outbox, auth }
  // The main thread tells this thread of every content change, before any render that must see it.
  enableContentMemos()
  const handleRequest = createBranchHandler(serverBuild as unknown as ServerBuild, 'production')

  async function render(id: number, url: string, headers: [string, string][], clientIp: string) {
    const context = new RouterContextProvider()
    context.set(servicesContext, services)
    context.set(requestInfoContext, { clientIp, nonce: createNonce() })
    const { response, body } = await renderPage(handleRequest, url, headers, context)
    // its own memory is handed over; a small page in Node's shared pool of buffers is copied out of it
    const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength
    const bytes = (
      whole ? body.buffer : body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength)
    ) as ArrayBuffer
    send({ type: 'rendered', id, status: response.status, headers: [...response.headers], body: bytes }, [bytes])
  }

  port.on('message', (message: ToThread) => {
    switch (message.type) {
      case 'render':
        render(message.id, message.url, message.headers, message.clientIp).catch((error: unknown) => {
          logger.warn({ err: error, url: message.url }, 'render thread failed a page')
          send({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) })
        })
        break
      case 'queried': {
        const waiting = queries.get(message.id)
        queries.delete(message.id)
        if (!waiting) break
        if (message.error) waiting.reject(Object.assign(new Error(message.error.message), message.error))
        else waiting.resolve(message.result)
        break
      }
      case 'clear':
        clearAllCaches()
        break
    }
  })
  send({ type: 'ready' })
}

/** A GET of a page through React Router, its body whole (on the main thread or a render thread). */
export async function renderPage(
  handleRequest: (request: Request, context: RouterContextProvider) => Promise<Response>,
  url: string,
  headers: [string, string][],
  context: RouterContextProvider,
): Promise<{ response: Response; body: Buffer }> {
  const wholePage: WholePage = {}
  context.set(requestInfoContext, { ...context.get(requestInfoContext), wholePage })
  // No abort signal: the render may serve several requests, and one leaving must not stop it.
  const response = await handleRequest(new Request(url, { method: 'GET', headers }), context)
  // a page React rendered leaves its bytes beside the response; anything else (a redirect, a resource) has a body
  return { response, body: wholePage.body ?? Buffer.from(await response.arrayBuffer()) }
}
