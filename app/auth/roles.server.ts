// Role grants (SPEC §6: roles are read from user_roles).
import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { userRoles, users } from '~/db/schema'
import type { Role } from '~/lib/roles'

export async function findOrCreateUser(db: Database, email: string) {
  const normalized = email.trim().toLowerCase()
  const [inserted] = await db
    .insert(users)
    .values({ id: randomUUID(), email: normalized })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  if (inserted) return { id: inserted.id, created: true }
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized))
  if (!existing) throw new Error(`Could not create the user ${normalized}`)
  return { id: existing.id, created: false }
}

export async function grantRole(db: Database, email: string, role: Role) {
  const user = await findOrCreateUser(db, email)
  const granted = await db.insert(userRoles).values({ userId: user.id, role }).onConflictDoNothing().returning()
  return { userCreated: user.created, granted: granted.length > 0 }
}

export async function revokeRole(db: Database, email: string, role: Role) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()))
  if (!user) return { revoked: false, userFound: false }
  const removed = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, role)))
    .returning()
  return { revoked: removed.length > 0, userFound: true }
}

export async function getRolesForUser(db: Database, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))
  return rows.map((row) => row.role as Role)
}

export async function listUsersWithRoles(db: Database) {
  const rows = await db
    .select({
      email: users.email,
      roles: sql<string[]>`array_agg(${userRoles.role} order by ${userRoles.role})`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .groupBy(users.email)
    .orderBy(asc(users.email))
  return rows
}

export const LAST_SUPER_ADMIN = 'At least one super admin must remain, so this role cannot be removed.'
export const ONLY_SUPER_ADMIN_GRANTS = 'Only a super admin can grant or remove the super admin role.'

/** Every user with their roles, newest first; staff and visitors alike (the Users screen). */
export async function listUsersAndRoles(db: Database, search = '') {
  const term = search.trim().toLowerCase()
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      createdAt: users.createdAt,
      roles: sql<
        string[]
      >`coalesce(array_agg(${userRoles.role} order by ${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      term ? sql`lower(${users.email}) like ${`%${term}%`} or lower(${users.name}) like ${`%${term}%`}` : undefined,
    )
    .groupBy(users.id)
    .orderBy(sql`${users.createdAt} desc`)
    .limit(200)
}

/**
 * A role change made by staff in the admin. SPEC-derived rules: only a super admin may grant or remove super_admin,
 * and the last super admin can never be removed. Returns an error message instead of throwing.
 */
export async function changeRoleAsStaff(
  db: Database,
  { actorRoles, email, role, grant }: { actorRoles: readonly Role[]; email: string; role: Role; grant: boolean },
): Promise<{ ok: true; message: string } | { ok: false; error: string }> {
  if (role === 'super_admin' && !actorRoles.includes('super_admin'))
    return { ok: false, error: ONLY_SUPER_ADMIN_GRANTS }
  if (grant) {
    const result = await grantRole(db, email, role)
    return { ok: true, message: result.granted ? `Granted ${role} to ${email}.` : `${email} already has ${role}.` }
  }
  return db.transaction(async (tx) => {
    if (role === 'super_admin') {
      // Lock the super admins while counting, so two staff removing each other cannot both succeed.
      const holders = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, 'super_admin'))
        .for('update')
      if (holders.length <= 1) return { ok: false as const, error: LAST_SUPER_ADMIN }
    }
    const result = await revokeRole(tx as unknown as Database, email, role)
    if (!result.userFound) return { ok: false as const, error: `No user with the e-mail ${email}.` }
    return {
      ok: true as const,
      message: result.revoked ? `Removed ${role} from ${email}.` : `${email} did not have ${role}.`,
    }
  })
}
