// The operator commands of CONTRACT.md (`npm run cli -- roles …`, `backup FILE`), run in the CLI process or, when a
// running server holds the embedded database, inside that server (see control-socket.ts). `restore FILE` runs in the
// CLI only (scripts/cli.ts), into an empty database.
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { writeBackup } from '../app/db/backup.server'
import type { AppConfig } from '../app/config.server'
import type { Database } from '../app/db/client.server'
import { ROLES } from '../app/lib/roles'
import { grantRole, listUsersWithRoles, revokeRole } from '../app/models/roles.server'

export interface CommandResult {
  exitCode: number
  output: string
}

const USAGE = `Usage:
  npm run cli -- roles grant EMAIL ROLE
  npm run cli -- roles revoke EMAIL ROLE
  npm run cli -- roles list
  npm run cli -- backup FILE
  npm run cli -- restore FILE
Roles: ${ROLES.join(', ')}`

const ChangeSchema = z.tuple([
  z.literal('roles'),
  z.enum(['grant', 'revoke']),
  z.email({ message: 'is not a valid e-mail address' }),
  z.enum(ROLES, { message: `is not a role (${ROLES.join(', ')})` }),
])

export function usageError(message: string): CommandResult {
  return { exitCode: 2, output: `${message}\n\n${USAGE}` }
}

/** Checks the arguments without touching the database; null when they are valid. */
export function validateCommand(args: string[]): CommandResult | null {
  if (args[0] === 'backup' || args[0] === 'restore') {
    return args.length === 2 && args[1]!.trim() !== '' ? null : usageError(`${args[0]} takes one file name.`)
  }
  if (args[0] === 'roles' && args[1] === 'list' && args.length === 2) return null
  if (args[0] !== 'roles' || (args[1] !== 'grant' && args[1] !== 'revoke')) return usageError('Unknown command.')
  if (args.length !== 4) return usageError(`roles ${args[1]} takes an e-mail address and a role.`)
  const parsed = ChangeSchema.safeParse(args)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]!
  const value = args[Number(issue.path[0])]
  return usageError(`"${value}" ${issue.message}.`)
}

/** Where the commands run: the data directory holds the generated secrets a backup carries. */
export interface CommandPlace {
  dataDir: string
  /** where stored files live, for the backup's answer */
  storage: string
}

export function commandPlace(config: Pick<AppConfig, 'dataDir' | 'storageDir' | 's3'>): CommandPlace {
  return { dataDir: config.dataDir, storage: config.s3 ? `the S3 bucket ${config.s3.bucket}` : config.storageDir }
}

export async function runCommand(db: Database, args: string[], place: CommandPlace): Promise<CommandResult> {
  const invalid = validateCommand(args)
  if (invalid) return invalid
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
