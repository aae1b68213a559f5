// Process entry: configuration, start-up, listening and graceful shutdown.
// `tsx server/main.ts` serves the production build; `--dev` serves from Vite with hot reload.
import { type Server, createServer } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ConfigError, parseConfig, type AppConfig } from '../app/config.server'
import { createLogger } from '../app/logger.server'
import { exitOnUnsupportedRuntime } from '../app/runtime.server'
import { BUILD_DIR } from '../build-dir'
import type { RunningApp, StartOptions } from './app'
import { setHeapGrowth } from './heap-growth'

const SHUTDOWN_LIMIT_MS = 5000

async function main() {
  exitOnUnsupportedRuntime()
  setHeapGrowth()
  const dev = process.argv.includes('--dev')
  let config: AppConfig
  try {
    config = parseConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production') })
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const logger = createLogger(config.logLevel)
  const running = dev ? await startDevelopment(config, logger) : await startProduction(config, logger)

  const server: Server = createServer(running.handle).listen(config.port, config.host, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    logger.info(
      { url: config.appUrl, port, database: running.services.database.kind, node: process.versions.node },
      'server listening',
    )
  })
  // Idle keep-alive connections stay open longer than clients and proxies reuse them (their usual 60 s), so a request
  // is never sent on a connection the server is closing at that moment (a reset the client cannot retry).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  server.on('error', (error) => {
    logger.error({ err: error }, 'server failed to listen')
    void running.close().finally(() => process.exit(1))
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    setTimeout(() => {
      logger.warn('shutdown took too long; exiting')
      process.exit(1)
    }, SHUTDOWN_LIMIT_MS).unref()
    server.close()
    server.closeIdleConnections()
    setTimeout(() => server.closeAllConnections(), 2000).unref()
    void running
      .close()
      .catch((error: unknown) => logger.error({ err: error }, 'error while closing'))
      .finally(() => process.exit(0))
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

type StartApp = (options: StartOptions) => Promise<RunningApp>

async function startProduction(config: AppConfig, logger: ReturnType<typeof createLogger>) {
  const bundle = pathToFileURL(path.join(BUILD_DIR, 'server/index.js')).href
  const { startApp } = (await import(bundle)) as { startApp: StartApp }
  return startApp({ config, logger })
}

async function startDevelopment(config: AppConfig, logger: ReturnType<typeof createLogger>) {
  const vite = await import('vite')
  const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' })
  const { startApp } = (await devServer.ssrLoadModule('./server/app.ts')) as { startApp: StartApp }
  const running = await startApp({
    config,
    logger,
    devMiddleware: devServer.middlewares,
    build: () => devServer.ssrLoadModule('virtual:react-router/server-build') as never,
  })
  return {
    ...running,
    async close() {
      await running.close()
      await devServer.close()
    },
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
