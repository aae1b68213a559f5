// The operator commands of CONTRACT.md (`npm run cli -- roles …`), run in the CLI process or, when a running
// server holds the embedded database, inside that server (see control-socket.ts).
import { z } from 'zod'
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
  if (args[0] === 'roles' && args[1] === 'list' && args.length === 2) return null
  if (args[0] !== 'roles' || (args[1] !== 'grant' && args[1] !== 'revoke')) return usageError('Unknown command.')
  if (args.length !== 4) return usageError(`roles ${args[1]} takes an e-mail address and a role.`)
  const parsed = ChangeSchema.safeParse(args)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]!
  const value = args[Number(issue.path[0])]
  return usageError(`"${value}" ${issue.message}.`)
}

export async function runCommand(db: Database, args: string[]): Promise<CommandResult> {
  const invalid = validateCommand(args)
  if (invalid) return invalid
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
