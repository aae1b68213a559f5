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

describe('role changes by staff', () => {
  it('let only a super admin grant or remove super_admin', async () => {
    const { changeRoleAsStaff, ONLY_SUPER_ADMIN_GRANTS } = await import('./roles.server')
    expect(
      await changeRoleAsStaff(database.db, {
        actorRoles: ['admin'],
        email: 'x@example.com',
        role: 'super_admin',
        grant: true,
      }),
    ).toEqual({
      ok: false,
      error: ONLY_SUPER_ADMIN_GRANTS,
    })
    expect(
      await changeRoleAsStaff(database.db, {
        actorRoles: ['admin'],
        email: 'x@example.com',
        role: 'broker',
        grant: true,
      }),
    ).toMatchObject({ ok: true })
  })

  it('never remove the last super admin', async () => {
    const { changeRoleAsStaff, LAST_SUPER_ADMIN } = await import('./roles.server')
    const supers = (await listUsersWithRoles(database.db)).filter((row) => row.roles.includes('super_admin'))
    for (const extra of supers.slice(1)) await revokeRole(database.db, extra.email, 'super_admin')
    const last = supers[0]!.email
    expect(
      await changeRoleAsStaff(database.db, {
        actorRoles: ['super_admin'],
        email: last,
        role: 'super_admin',
        grant: false,
      }),
    ).toEqual({
      ok: false,
      error: LAST_SUPER_ADMIN,
    })
    await grantRole(database.db, 'second@example.com', 'super_admin')
    expect(
      await changeRoleAsStaff(database.db, {
        actorRoles: ['super_admin'],
        email: last,
        role: 'super_admin',
        grant: false,
      }),
    ).toMatchObject({ ok: true })
  })
})
