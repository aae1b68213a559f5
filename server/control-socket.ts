// PGlite allows one process per data directory. While the server runs, the CLI hands its commands to the
// server through this Unix socket in DATA_DIR, which only the owner can open (mode 0600).
import fs from 'node:fs'
import net from 'node:net'
import type { Auth } from '../app/identity/auth.server'
import type { Database } from '../app/db/client.server'
import type { Logger } from '../app/logger.server'
import { runCommand } from './cli-commands'
import { type CommandPlace, controlSocketPath, usageError } from './cli-protocol'

export async function startControlSocket(place: CommandPlace, db: Database, auth: Auth, logger: Logger) {
  const socketPath = controlSocketPath(place.dataDir)
  fs.rmSync(socketPath, { force: true })
  const server = net.createServer((socket) => {
    let buffer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      const newline = buffer.indexOf('\n')
      if (newline === -1) return
      void handle(buffer.slice(0, newline))
        .then((result) => socket.end(`${JSON.stringify(result)}\n`))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'control command failed')
          socket.end(`${JSON.stringify({ exitCode: 1, output: String(error) })}\n`)
        })
    })
    socket.on('error', () => socket.destroy())
  })
  async function handle(line: string) {
    const request = JSON.parse(line) as { args?: unknown }
    if (!Array.isArray(request.args) || !request.args.every((arg) => typeof arg === 'string')) {
      return usageError('Malformed request.')
    }
    logger.info({ command: request.args.slice(0, 2).join(' ') }, 'control command')
    return runCommand({ db, auth: () => auth }, request.args, place)
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    // Created with no permissions for group or others.
    const previousMask = process.umask(0o177)
    server.listen(socketPath, () => {
      process.umask(previousMask)
      resolve()
    })
  })
  fs.chmodSync(socketPath, 0o600)
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        fs.rmSync(socketPath, { force: true })
      }),
  }
}
