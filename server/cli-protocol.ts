// What the operator CLI (scripts/cli.ts) and a running server (control-socket.ts) agree on: the commands' arguments
// and their check, the answer's shape, and where the control socket is. Light on purpose: the CLI loads only this
// (and the configuration) when it hands a command to the running server; the commands themselves are in
// cli-commands.ts.
import path from 'node:path'
import { z } from 'zod'
import type { AppConfig } from '../app/config.server'
import { ROLES } from '../app/lib/roles'

export interface CommandResult {
  exitCode: number
  output: string
}

const USAGE = `Usage:
  npm run cli -- roles grant EMAIL ROLE
  npm run cli -- roles revoke EMAIL ROLE
  npm run cli -- roles list
  npm run cli -- sign-in-link EMAIL [PATH]
  npm run cli -- backup FILE
  npm run cli -- restore FILE
Roles: ${ROLES.join(', ')}`

export const ChangeSchema = z.tuple([
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
  if (args[0] === 'sign-in-link') {
    if (args.length < 2 || args.length > 3) return usageError('sign-in-link takes an e-mail address and, optionally, a path.')
    if (!z.email().safeParse(args[1]).success) return usageError(`"${args[1]}" is not a valid e-mail address.`)
    if (args[2] !== undefined && !/^\/(?![/\\])/.test(args[2])) return usageError(`"${args[2]}" is not a path on this site.`)
    return null
  }
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

/** PGlite allows one process per data directory: while the server runs, the CLI talks to it through this socket. */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock')
}
