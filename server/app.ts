// The server bundle's entry: opens the database, prepares content and builds the Express app around React Router.
// Lifecycle (listening, signals) lives in server/main.ts.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import { sql } from 'drizzle-orm'
import express from 'express'
import { toNodeHandler } from 'better-auth/node'
import { RouterContextProvider, createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router'
import { pinoHttp } from 'pino-http'
import * as serverBuild from 'virtual:react-router/server-build'
import type { AppConfig } from '~/config.server'
import { AUTH_BASE_PATH, AUTH_BROWSER_ENDPOINTS, createAuth } from '~/identity/auth.server'
import { requestInfoContext, servicesContext, type AppServices } from '~/context.server'
import { Outbox } from '~/mail/outbox.server'
import { createMailTransport } from '~/mail/transport.server'
import { openDatabase } from '~/db/client.server'
import { registerCache } from '~/cache-registry.server'
import { RESOURCE_CONTENT_SECURITY_POLICY, baseSecurityHeaders, createNonce } from '~/http/security-headers.server'
import { shouldSeedDemo } from '~/db/seed/should-seed.server'
import type { Logger } from '~/logger.server'
import { createStorage } from '~/storage/storage.server'
import { isPrivateStoragePath } from '~/storage/private-buckets'
import { RedirectCache } from '~/models/redirect.server'
import { signInTasksSettled } from '~/models/sign-in.server'
import { expressPageHandler } from './express-page-handler'
import { startBackgroundJobs } from './background-jobs'
import { commandPlace } from './cli-protocol'
import { startControlSocket } from './control-socket'
import { type ContentChanges, watchContentChanges } from './content-changes'
import { startStaffEventHub } from './staff-event-hub'
import { PageCache } from './page-cache'
import { pageCacheKey, pageMisses, requestParts, serveCachedPage, siteHosts } from './page-cache-handler'
import { createBranchHandler } from './branch-handler'
import { RenderPool, type RenderedPage } from './render-pool'
import { type RedirectCheck, createRedirectCheck, redirectLayer } from './redirect-layer'
import { TRUSTED_PROXIES, clientIp } from './client-address'
import { renderPage } from './render-thread'
import { StaticFiles } from './static-files'
import { refuseCrossSitePosts } from './same-origin'
import { createBodyLimit } from './body-limit'

// A render thread imports this bundle and runs serveRenders (server/render-pool.ts).
export { serveRenders } from './render-thread'

export interface StartOptions {
  config: AppConfig
  logger: Logger
  /** Development passes a loader that returns the freshest build from Vite. */
  build?: () => Promise<ServerBuild>
  /** Development mounts Vite's middleware in front of the app. */
  devMiddleware?: express.RequestHandler
}

export interface RunningApp {
  /** The request listener: build files and cached pages first, then the Express app. */
  handle: (req: IncomingMessage, res: ServerResponse) => void
  app: express.Express
  services: AppServices
  close(): Promise<void>
}

export async function startApp({ config, logger, build, devMiddleware }: StartOptions): Promise<RunningApp> {
  const database = await openDatabase(config)
  try {
    await database.migrate()
    const storage = createStorage({ storageDir: config.storageDir, s3: config.s3 })
    const transport = config.smtpUrl ? createMailTransport(config.smtpUrl) : null
    const outbox = new Outbox({ db: database.db, transport, from: config.mailFrom, logger, claimMs: config.jobLeaseMs })
    const auth = createAuth({ db: database.db, config, outbox, logger })
    const services: AppServices = { config, db: database.db, database, storage, logger, outbox, auth }
    if (await shouldSeedDemo(config, database)) {
      const started = Date.now()
      // loaded only to seed: 3 000 lines of drawing code and the demo data stay out of every process that does not
      const { seedDemoContent } = await import('~/db/seed/seed.server')
      const summary = await seedDemoContent(services)
      logger.info({ ...summary, ms: Date.now() - started }, 'demo content ready')
      // PGlite never refreshes planner statistics by itself; the search plans rely on them.
      await database.db.execute(sql`analyze`)
    }
    const control =
      database.kind === 'pglite'
        ? await startControlSocket(commandPlace(config), database.db, services.auth, logger)
        : null
    // Every response carries the security headers; pages bring their own policy (app/entry.server.tsx), anything
    // else gets one that allows nothing. The fast answers (build files, cached pages) have them in headers made once.
    const securityHeaders = baseSecurityHeaders(config)
    const sentWith = { ...securityHeaders, 'content-security-policy': RESOURCE_CONTENT_SECURITY_POLICY }
    const refuseLargeBody = createBodyLimit(sentWith)
    const pageCache = new PageCache({
      maxBytes: devMiddleware ? 0 : config.pageCacheBytes,
      maxAgeMs: PAGE_MAX_AGE_MS,
      sentWith,
    })
    const contentChanges = await watchContentChanges(services, pageCache)
    const staffEvents = await startStaffEventHub(services)
    services.staffEvents = staffEvents
    const mode = config.env === 'production' ? 'production' : 'development'
    const getLoadContext = (req: IncomingMessage) => {
      const context = new RouterContextProvider()
      context.set(servicesContext, services)
      context.set(requestInfoContext, { clientIp: clientIp(req), nonce: devMiddleware ? undefined : createNonce() })
      return context
    }
    // development's build changes under it: React Router's handler as it is; else one made per route branch
    const handleRequest = build
      ? createFetchHandler(build, mode)
      : createBranchHandler(serverBuild as unknown as ServerBuild, mode)
    const checkRedirect = createRedirectCheck(services, new RedirectCache(services.db))
    const toExpress = (req: IncomingMessage, res: ServerResponse) => {
      for (const name in securityHeaders) res.setHeader(name, securityHeaders[name]!)
      if (!devMiddleware) defaultContentSecurityPolicy(res)
      app(req, res)
    }
    // Pages the cache does not hold are rendered on threads of their own (decision 034), except in development.
    const renderThreads =
      pageCache.enabled && config.renderThreads > 0 && !devMiddleware
        ? new RenderPool({ size: config.renderThreads, bundleUrl: import.meta.url, config, database, logger })
        : null
    if (renderThreads) registerCache('render threads', () => renderThreads.clear())
    let renderedHere = 0
    const renderHere = async (
      req: IncomingMessage,
      { url, headers }: ReturnType<typeof requestParts>,
    ): Promise<RenderedPage> => {
      renderedHere++
      const { response, body } = await renderPage(handleRequest, url, headers, getLoadContext(req))
      return { status: response.status, headers: response.headers, body }
    }
    services.pages = {
      stats: () => pageCache.stats(),
      renders: () => ({
        ...(renderThreads?.stats() ?? { threads: 0, ready: 0, onThreads: 0 }),
        onMainThread: renderedHere,
      }),
      clearEverywhere: (reason) => contentChanges.announce(reason),
    }
    const misses = pageMisses({
      cache: pageCache,
      render: (req) => {
        const parts = requestParts(req)
        return renderThreads?.render(parts.url, parts.headers, clientIp(req)) ?? renderHere(req, parts)
      },
      checkRedirect,
      logger,
      toExpress,
    })
    const app = createExpressApp(services, {
      devMiddleware,
      contentChanges,
      checkRedirect,
      misses,
      pageHandler: expressPageHandler(handleRequest, getLoadContext),
    })
    const keying = { geoHeader: config.geoCountryHeader, hosts: siteHosts(config) }
    const staticFiles = devMiddleware
      ? null
      : new StaticFiles(fileURLToPath(new URL('../client', import.meta.url)), sentWith)
    outbox.start()
    const jobs = startBackgroundJobs(services)
    return {
      handle(req, res) {
        if (refuseLargeBody(req, res)) return
        if (staticFiles?.serve(req, res)) return
        contentChanges.checkSchedule()
        if (pageCache.enabled) {
          const key = pageCacheKey(req, keying)
          if (key && (serveCachedPage(pageCache, req, res, key) || misses.answer(req, res, key))) return
        }
        toExpress(req, res)
      },
      app,
      services,
      async close() {
        await renderThreads?.close()
        await staffEvents.stop()
        await contentChanges.stop()
        await control?.close()
        await jobs.stop()
        await signInTasksSettled()
        await outbox.stop()
        await database.close()
      },
    }
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
}

/**
 * Responses without a policy of their own (JSON, files, redirects) get one that allows nothing. Set as the headers
 * go out, since React Router appends the page's policy rather than replacing one. Not in development, where Vite
 * adds inline scripts of its own.
 */
function defaultContentSecurityPolicy(res: ServerResponse) {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const given = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as
      Record<string, unknown> | undefined
    if (!this.hasHeader('content-security-policy') && !given?.['content-security-policy']) {
      this.setHeader('content-security-policy', RESOURCE_CONTENT_SECURITY_POLICY)
    }
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}

/** Entries older than this are rendered again even without a content change: a backstop, not the mechanism. */
const PAGE_MAX_AGE_MS = 30 * 60_000

function createExpressApp(
  services: AppServices,
  {
    devMiddleware,
    contentChanges,
    checkRedirect,
    misses,
    pageHandler,
  }: Pick<StartOptions, 'devMiddleware'> & {
    contentChanges: ContentChanges
    checkRedirect: RedirectCheck
    misses: ReturnType<typeof pageMisses>
    pageHandler: express.RequestHandler
  },
): express.Express {
  const { config, logger } = services
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', TRUSTED_PROXIES)
  if (services.storage.kind === 'local') {
    // Stored objects get new names when they change (uploads, variants), so they can be cached for long. Images are
    // compressed already: nothing in front of this but the static handler.
    // Issue 44: private buckets (purchase documents) are read only through the app, after its checks.
    app.use('/storage', (req, res, next) => (isPrivateStoragePath(req.path) ? res.status(404).end() : next()))
    app.use('/storage', express.static(config.storageDir, { maxAge: '30d', index: false, fallthrough: false }))
  }
  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  )
  app.use(compression())
  // In development Vite serves the browser files; in production the request listener does, before Express.
  if (devMiddleware) app.use(devMiddleware)

  app.use(refuseCrossSitePosts(config.appUrl))
  // No page has a NUL character in its address, and PostgreSQL text cannot hold one: refused before any lookup.
  app.use((req, res, next) => {
    if (!/%00/.test(req.url)) return next()
    res.status(400).type('text/plain').setHeader('Cache-Control', 'no-store')
    res.end('This address is not valid.')
  })
  // Every answer of the auth endpoints is personal (a session cookie, a sign-in redirect): never cached (SPEC §7).
  app.all(`${AUTH_BASE_PATH}/{*rest}`, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  // Issue 39: better-auth mounts some thirty endpoints (sign-in e-mails without our limits, profile updates, raw
  // session tokens); the browser needs only the e-mailed link's check. Sign-in links are asked for through our forms
  // (app/auth/magic-link.server.ts), sessions are read and ended on the server. Everything else answers 404.
  for (const { method, path } of AUTH_BROWSER_ENDPOINTS) {
    app[method](`${AUTH_BASE_PATH}${path}`, toNodeHandler(services.auth))
  }
  app.all(`${AUTH_BASE_PATH}/{*rest}`, (_req, res) => {
    res.status(404).json({ error: 'Not found' })
  })
  // A staff write has committed when its response is done: this process's next request must show it, before the
  // database's notification arrives (server/content-changes.ts).
  app.use('/admin', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', () => contentChanges.clearHere())
    next()
  })
  app.use(redirectLayer(checkRedirect, misses.handedOver))
  app.use(misses.sendRendered)
  app.use(pageHandler)
  // Errors outside React Router (a missing asset or stored file, a bad request body): answer plainly, log once.
  app.use(((error, req, res, _next) => {
    // An answer already given (a body refused as too large, server/body-limit.ts) stays as it is.
    if (res.writableEnded) return
    const status = typeof error?.status === 'number' ? error.status : 500
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed')
    res
      .status(status)
      .type('text/plain')
      .send(status === 404 ? 'Not found' : 'Something went wrong.')
  }) as express.ErrorRequestHandler)
  return app
}
