// Render threads for the pages the page cache does not hold (docs/decisions/034-render-threads.md). The main thread
// keeps HTTP, the page cache, staff requests and the embedded database; each thread loads the same server bundle and
// renders anonymous public pages, asking the main thread for every query when the database is the embedded one.
// Content changes reach the threads as a 'clear' message, sent before any later render on the same channel.
import { Worker } from 'node:worker_threads'
import type { AppConfig } from '~/config.server'
import type { DatabaseHandle } from '~/db/client.server'
import type { Logger } from '~/logger.server'
import type { ToMain, ToThread } from './render-protocol'
import type { RenderThreadData } from './render-thread'

export interface RenderedPage {
  status: number
  headers: Headers
  body: Buffer
}

interface Thread {
  worker: Worker
  ready: boolean
  rendering: Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>
}

/** A thread that stopped is started again after this, longer while it keeps failing. */
const RESTART_MS = [200, 1000, 5000]

export class RenderPool {
  private readonly threads = new Set<Thread>()
  private nextId = 0
  private failures = 0
  private closed = false
  private rendered = 0

  constructor(
    private readonly options: {
      size: number
      /** the server bundle, which exports serveRenders */
      bundleUrl: string
      config: AppConfig
      database: DatabaseHandle
      logger: Logger
    },
  ) {
    for (let i = 0; i < options.size; i++) this.start()
  }

  /** Renders on the least busy ready thread; null when none is ready (the caller renders itself). */
  render(url: string, headers: [string, string][], clientIp: string): Promise<RenderedPage> | null {
    let chosen: Thread | undefined
    for (const thread of this.threads) {
      if (thread.ready && (!chosen || thread.rendering.size < chosen.rendering.size)) chosen = thread
    }
    if (!chosen) return null
    const thread = chosen
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      thread.rendering.set(id, { resolve, reject })
      this.post(thread, { type: 'render', id, url, headers, clientIp })
    })
  }

  stats() {
    const ready = [...this.threads].filter((thread) => thread.ready).length
    return { threads: this.options.size, ready, onThreads: this.rendered }
  }

  /** Public content changed: every thread clears its caches before its next render. */
  clear() {
    for (const thread of this.threads) this.post(thread, { type: 'clear' })
  }

  async close() {
    this.closed = true
    await Promise.all([...this.threads].map((thread) => thread.worker.terminate()))
  }

  private post(thread: Thread, message: ToThread) {
    thread.worker.postMessage(message)
  }

  private start() {
    const data: RenderThreadData = { config: this.options.config }
    const worker = new Worker(
      `import(${JSON.stringify(this.options.bundleUrl)}).then((bundle) => bundle.serveRenders())`,
      { eval: true, workerData: data },
    )
    const thread: Thread = { worker, ready: false, rendering: new Map() }
    this.threads.add(thread)
    worker.on('message', (message: ToMain) => this.receive(thread, message))
    worker.on('error', (error) => this.options.logger.error({ err: error }, 'render thread failed'))
    worker.on('exit', (code) => {
      this.threads.delete(thread)
      for (const waiting of thread.rendering.values()) waiting.reject(new Error(`render thread exited (${code})`))
      if (this.closed) return
      if (!thread.ready) this.failures++
      const delay = RESTART_MS[Math.min(this.failures, RESTART_MS.length - 1)]
      setTimeout(() => this.closed || this.start(), delay).unref()
    })
  }

  private receive(thread: Thread, message: ToMain) {
    switch (message.type) {
      case 'ready':
        thread.ready = true
        this.failures = 0
        break
      case 'rendered':
      case 'failed': {
        const waiting = thread.rendering.get(message.id)
        thread.rendering.delete(message.id)
        if (message.type === 'failed') waiting?.reject(new Error(message.message))
        else {
          this.rendered++
          const headers = new Headers()
          for (const [name, value] of message.headers) headers.append(name, value)
          waiting?.resolve({ status: message.status, headers, body: Buffer.from(message.body) })
        }
        break
      }
      case 'query': {
        const { id, sql, params, rowMode } = message
        const answer = this.options.database.answerRemote
        if (!answer) {
          this.post(thread, { type: 'queried', id, error: { message: 'no embedded database here' } })
          break
        }
        answer({ sql, params, rowMode }).then(
          (result) => this.post(thread, { type: 'queried', id, result }),
          (error: { message?: string; code?: string }) =>
            this.post(thread, {
              type: 'queried',
              id,
              error: { message: error?.message ?? String(error), code: error?.code },
            }),
        )
        break
      }
    }
  }
}
