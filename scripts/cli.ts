// `npm run cli -- roles grant|revoke EMAIL ROLE`, `roles list` (CONTRACT.md).
// With the embedded database and a running server, the command goes through the server's control socket;
// otherwise the CLI opens the database itself.
import net from 'node:net'
import { ConfigError, parseConfig } from '../app/config.server'
import { openDatabase } from '../app/db/client.server'
import { runCommand, validateCommand, type CommandResult } from '../server/cli-commands'
import { controlSocketPath } from '../server/control-socket'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const invalid = validateCommand(args)
  if (invalid) return report(invalid)

  const config = parseConfig()
  if (!config.databaseUrl) {
    const viaServer = await sendToRunningServer(controlSocketPath(config.dataDir), args)
    if (viaServer) return report(viaServer)
  }
  const database = await openDatabase(config)
  try {
    await database.migrate()
    return report(await runCommand(database.db, args))
  } finally {
    await database.close()
  }
}

function report(result: CommandResult): number {
  if (result.exitCode === 0) console.log(result.output)
  else console.error(result.output)
  return result.exitCode
}

/** null when no server listens on the socket (not started, or a stale socket file). */
function sendToRunningServer(socketPath: string, args: string[]): Promise<CommandResult | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath)
    let answer = ''
    let connected = false
    socket.setEncoding('utf8')
    socket.on('connect', () => {
      connected = true
      socket.write(`${JSON.stringify({ args })}\n`)
    })
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer) as CommandResult)
      } catch {
        reject(new Error('The running server gave an unreadable answer.'))
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null)
      else reject(error)
    })
  })
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exit(1)
  })
