import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { userRoles, users } from '~/db/schema'
import { createTestDatabase } from '../../tests/setup/test-database'
import { grantRole, listUsersWithRoles, revokeRole } from './roles.server'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('roles', () => {
  it('creates the user on a first grant and does not duplicate a repeated grant', async () => {
    expect(await grantRole(database.db, 'Editor@Example.com', 'editor')).toEqual({ userCreated: true, granted: true })
    expect(await grantRole(database.db, 'editor@example.com', 'editor')).toEqual({ userCreated: false, granted: false })
    const rows = await database.db.select().from(users).where(eq(users.email, 'editor@example.com'))
    expect(rows).toHaveLength(1)
  })

  it('lists users with all their roles and revokes one', async () => {
    await grantRole(database.db, 'boss@example.com', 'super_admin')
    await grantRole(database.db, 'boss@example.com', 'admin')
    expect(await listUsersWithRoles(database.db)).toContainEqual({
      email: 'boss@example.com',
      roles: ['admin', 'super_admin'],
    })
    expect(await revokeRole(database.db, 'boss@example.com', 'admin')).toEqual({ revoked: true, userFound: true })
    expect(await listUsersWithRoles(database.db)).toContainEqual({ email: 'boss@example.com', roles: ['super_admin'] })
    expect(await revokeRole(database.db, 'nobody@example.com', 'admin')).toEqual({ revoked: false, userFound: false })
  })

  it('refuses a role outside SPEC §6 at the database level', async () => {
    const [user] = await database.db.select().from(users).limit(1)
    await expect(database.db.insert(userRoles).values({ userId: user!.id, role: 'owner' })).rejects.toThrow()
  })
})
