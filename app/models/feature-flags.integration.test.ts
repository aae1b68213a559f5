import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices } from '~/context.server'
import { eq } from 'drizzle-orm'
import { auditLog, featureFlags } from '~/db/schema'
import { findOrCreateUser } from '~/auth/roles.server'
import { createTestServices, routerContext } from '../../tests/setup/test-services'
import { isFeatureEnabled, requireFeature } from '~/http/feature-flags.server'
import { getFeatureFlags, listFeatureFlags, setFeatureFlag } from './feature-flags.server'

let services: AppServices
let close: () => Promise<void>

beforeAll(async () => {
  ;({ services, close } = await createTestServices())
})
afterAll(() => close())

describe('feature flags', () => {
  it('are created on first read with their defaults (all on)', async () => {
    expect(await services.db.select().from(featureFlags)).toEqual([])
    expect(await getFeatureFlags(services.db)).toEqual({
      show_map_view: true,
      show_tv_pages: true,
      show_guide_download: true,
      show_reviews: true,
    })
    const rows = await services.db.select().from(featureFlags)
    expect(rows.map((row) => row.key).sort()).toEqual([
      'show_guide_download',
      'show_map_view',
      'show_reviews',
      'show_tv_pages',
    ])
    expect(rows.every((row) => row.description.length > 0)).toBe(true)
  })

  it('apply a toggle on the next read, and remember who changed it', async () => {
    const admin = {
      id: (await findOrCreateUser(services.db, 'flag-admin@example.com')).id,
      email: 'flag-admin@example.com',
    }
    const context = routerContext(services)
    expect(await isFeatureEnabled(context, 'show_tv_pages')).toBe(true)
    await setFeatureFlag(services.db, 'show_tv_pages', false, admin)
    expect(await isFeatureEnabled(context, 'show_tv_pages')).toBe(false)
    await expect(requireFeature(context, 'show_tv_pages')).rejects.toMatchObject({ init: { status: 404 } })
    await expect(requireFeature(context, 'show_reviews')).resolves.toBeUndefined()
    const listed = await listFeatureFlags(services.db)
    expect(listed.find((flag) => flag.key === 'show_tv_pages')).toMatchObject({
      enabled: false,
      updatedBy: 'flag-admin@example.com',
    })
    // Issue 17: the change is in the audit log, with who made it.
    const [entry] = await services.db.select().from(auditLog).where(eq(auditLog.subjectId, 'show_tv_pages'))
    expect(entry).toMatchObject({ actorEmail: 'flag-admin@example.com', changes: { enabled: [true, false] } })
    await setFeatureFlag(services.db, 'show_tv_pages', true, admin)
    expect(await isFeatureEnabled(context, 'show_tv_pages')).toBe(true)
  })
})
