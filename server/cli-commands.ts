// The operator commands of CONTRACT.md (`npm run cli -- roles …`, `backup FILE`) and `sign-in-link EMAIL [PATH]`, run in the CLI process or, when a
// running server holds the embedded database, inside that server (see control-socket.ts). `restore FILE` runs in the
// CLI only (scripts/cli.ts), into an empty database.
import fs from 'node:fs'
import path from 'node:path'
import { writeBackup } from '../app/db/backup.server'
import type { Database } from '../app/db/client.server'
import { type Auth, MAGIC_LINK_MINUTES } from '../app/identity/auth.server'
import { makeSignInLink } from '../app/auth/magic-link.server'
import { grantRole, listUsersWithRoles, revokeRole } from '../app/auth/roles.server'
import { ChangeSchema, type CommandPlace, type CommandResult, usageError, validateCommand } from './cli-protocol'

/** `auth` makes sign-in links; it is made only for that command (the CLI on its own makes it then). */
export async function runCommand(
  { db, auth }: { db: Database; auth: () => Auth },
  args: string[],
  place: CommandPlace,
): Promise<CommandResult> {
  const invalid = validateCommand(args)
  if (invalid) return invalid
  if (args[0] === 'sign-in-link') {
    const link = await makeSignInLink({ auth: auth() }, args[1]!.toLowerCase(), args[2])
    return {
      exitCode: 0,
      output: `A sign-in link for ${args[1]} (it works once, for ${MAGIC_LINK_MINUTES} minutes):\n${link}`,
    }
  }
  if (args[0] === 'backup') return backup(db, path.resolve(args[1]!), place)
  if (args[0] === 'restore') return usageError('restore runs from the CLI only.')
  if (args[1] === 'list') {
    const rows = await listUsersWithRoles(db)
    if (rows.length === 0) return { exitCode: 0, output: 'No user has a role yet.' }
    return { exitCode: 0, output: rows.map((row) => `${row.email}\t${row.roles.join(', ')}`).join('\n') }
  }
  const [, action, email, role] = ChangeSchema.parse(args)
  if (action === 'grant') {
    const result = await grantRole(db, email, role)
    const created = result.userCreated ? ' (new user created)' : ''
    return {
      exitCode: 0,
      output: result.granted ? `Granted ${role} to ${email}${created}.` : `${email} already has ${role}.`,
    }
  }
  const result = await revokeRole(db, email, role)
  if (!result.userFound) return { exitCode: 1, output: `No user with the e-mail ${email}.` }
  return { exitCode: 0, output: result.revoked ? `Revoked ${role} from ${email}.` : `${email} did not have ${role}.` }
}

async function backup(db: Database, file: string, place: CommandPlace): Promise<CommandResult> {
  if (!fs.existsSync(path.dirname(file))) return { exitCode: 1, output: `There is no folder ${path.dirname(file)}.` }
  const tables = await writeBackup(db, file, generatedSecrets(place.dataDir))
  const rows = tables.reduce((sum, table) => sum + table.rows, 0)
  return {
    exitCode: 0,
    output: `Backed up ${rows} rows of ${tables.length} tables to ${file}.\nStored files (photos) are not in it: back up ${place.storage} as well.`,
  }
}

/** The secrets the site generated in DATA_DIR/secrets (absent when they come from the environment). */
export function generatedSecrets(dataDir: string): Record<string, string> {
  const folder = path.join(dataDir, 'secrets')
  if (!fs.existsSync(folder)) return {}
  return Object.fromEntries(
    fs.readdirSync(folder).map((name) => [name, fs.readFileSync(path.join(folder, name), 'utf8').trim()]),
  )
}
