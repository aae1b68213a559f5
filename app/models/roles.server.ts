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
