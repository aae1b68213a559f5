// `npm run cli -- roles grant|revoke EMAIL ROLE`, `roles list`, `backup FILE`, `restore FILE` (CONTRACT.md), and
// `sign-in-link EMAIL [PATH]` (README, "Operating").
// With the embedded database and a running server, roles and backup go through the server's control socket;
// otherwise the CLI opens the database itself. Restore never goes through a server: it fills an empty database.
import fs from 'node:fs'
import path from 'node:path'
import { ConfigError, parseConfig } from '../app/config.server'
import { exitOnUnsupportedRuntime } from '../app/runtime.server'
import type { DatabaseHandle } from '../app/db/client.server'
import { commandPlace, controlSocketPath, validateCommand, type CommandResult } from '../server/cli-protocol'
import { sendToRunningServer } from '../server/control-client'

async function main(): Promise<number> {
  exitOnUnsupportedRuntime()
  const args = process.argv.slice(2)
  const invalid = validateCommand(args)
  if (invalid) return report(invalid)
  // A file name means the same whichever process writes it.
  if (args[0] === 'backup' || args[0] === 'restore') args[1] = path.resolve(args[1]!)

  const config = parseConfig()
  if (!config.databaseUrl) {
    const viaServer = await sendToRunningServer(controlSocketPath(config.dataDir), args)
    if (viaServer && args[0] === 'restore') {
      return report({ exitCode: 1, output: 'The server is running on this DATA_DIR: restore goes into an empty one.' })
    }
    if (viaServer) return report(viaServer)
  }
  // The database and the commands load only when this process runs the command itself (~0.6 s a call less when a
  // server answers: every staff sign-in in the e2e tests grants a role this way).
  const { openDatabase } = await import('../app/db/client.server')
  const database = await openDatabase(config)
  try {
    if (args[0] === 'restore') return report(await restore(database, args[1]!, config.dataDir))
    await database.migrate()
    const { runCommand } = await import('../server/cli-commands')
    const auth = async () => {
      // A link made here is handed to the operator, never e-mailed: the outbox only keeps what it is given.
      const [{ createAuth }, { Outbox }, { createLogger }] = await Promise.all([
        import('../app/identity/auth.server'),
        import('../app/mail/outbox.server'),
        import('../app/logger.server'),
      ])
      const logger = createLogger('warn')
      const outbox = new Outbox({ db: database.db, transport: null, from: config.mailFrom, logger })
      return createAuth({ db: database.db, config, outbox, logger })
    }
    const made = args[0] === 'sign-in-link' ? await auth() : null
    return report(await runCommand({ db: database.db, auth: () => made! }, args, commandPlace(config)))
  } finally {
    await database.close()
  }
}

async function restore(database: DatabaseHandle, file: string, dataDir: string) {
  const { RestoreRefused, restoreBackup } = await import('../app/db/backup.server')
  try {
    const { tables, secrets } = await restoreBackup(database, file)
    // The generated secrets come back too, so signed links, sessions and the feed's stored secret keep working.
    for (const [name, value] of Object.entries(secrets)) {
      if (!/^[\w.-]+$/.test(name)) continue
      fs.mkdirSync(path.join(dataDir, 'secrets'), { recursive: true, mode: 0o700 })
      fs.writeFileSync(path.join(dataDir, 'secrets', name), value, { mode: 0o600 })
    }
    const rows = tables.reduce((sum, table) => sum + table.rows, 0)
    return { exitCode: 0, output: `Restored ${rows} rows of ${tables.length} tables from ${file}.` }
  } catch (error) {
    if (error instanceof RestoreRefused) return { exitCode: 1, output: error.message }
    throw error
  }
}

function report(result: CommandResult): number {
  if (result.exitCode === 0) console.log(result.output)
  else console.error(result.output)
  return result.exitCode
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exit(1)
  })
