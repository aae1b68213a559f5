// Feature flags (issue 5, SPEC §2 admin feature-flags): named switches read by the site on the server. Rows are
// created with their defaults on first read; a short cache keeps page requests from querying on every load.
import { eq, sql } from 'drizzle-orm'
import { registerCache } from '~/cache-registry.server'
import type { Database } from '~/db/client.server'
import { featureFlags, users } from '~/db/schema'
import { asStaff, type StaffActor } from '~/models/audit.server'

export const FEATURE_FLAGS = {
  show_map_view: {
    label: 'Map view on /properties',
    description: 'Lets visitors switch the property search between a list and a map.',
    defaultEnabled: true,
  },
  show_tv_pages: {
    label: 'Office TV pages',
    description: 'The full-screen listing displays at /tv-1 and /tv-2. When off, they answer “page not found”.',
    defaultEnabled: true,
  },
  show_guide_download: {
    label: 'Guide download page',
    description: 'The /guide-download page. When off, it answers “page not found”; the online guide stays.',
    defaultEnabled: true,
  },
  show_reviews: {
    label: 'Reviews and testimonials',
    description: 'The /reviews and /testimonials pages and the testimonials on the home page.',
    defaultEnabled: true,
  },
} as const satisfies Record<string, { label: string; description: string; defaultEnabled: boolean }>

export type FeatureFlagKey = keyof typeof FEATURE_FLAGS
export const FEATURE_FLAG_KEYS = Object.keys(FEATURE_FLAGS) as FeatureFlagKey[]

export function isFeatureFlagKey(value: unknown): value is FeatureFlagKey {
  return typeof value === 'string' && Object.hasOwn(FEATURE_FLAGS, value)
}

type FlagValues = Record<FeatureFlagKey, boolean>

// Every process clears this cache when any process changes a flag (a database notification, server/content-changes.ts),
// so the time limit is only a backstop. Keyed by database so tests with their own databases never share answers.
const CACHE_MS = 60_000
let cache = new WeakMap<Database, { values: FlagValues; at: number }>()
registerCache('feature-flags', () => {
  cache = new WeakMap()
})

function defaults(): FlagValues {
  return Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, FEATURE_FLAGS[key].defaultEnabled])) as FlagValues
}

/** Creates any missing flag with its default; existing rows keep their state. */
async function ensureFlags(db: Database) {
  await db
    .insert(featureFlags)
    .values(
      FEATURE_FLAG_KEYS.map((key) => ({
        key,
        description: FEATURE_FLAGS[key].description,
        enabled: FEATURE_FLAGS[key].defaultEnabled,
      })),
    )
    .onConflictDoNothing({ target: featureFlags.key })
}

/** Every known flag's state, through the cache. */
export async function getFeatureFlags(db: Database): Promise<FlagValues> {
  const cached = cache.get(db)
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.values
  await ensureFlags(db)
  const rows = await db.select({ key: featureFlags.key, enabled: featureFlags.enabled }).from(featureFlags)
  const values = defaults()
  for (const row of rows) if (isFeatureFlagKey(row.key)) values[row.key] = row.enabled
  cache.set(db, { values, at: Date.now() })
  return values
}

/** The admin list: every flag with its label, description, state and who changed it last. */
export async function listFeatureFlags(db: Database) {
  await ensureFlags(db)
  const rows = await db
    .select({
      key: featureFlags.key,
      enabled: featureFlags.enabled,
      updatedAt: featureFlags.updatedAt,
      updatedBy: users.email,
    })
    .from(featureFlags)
    .leftJoin(users, eq(users.id, featureFlags.updatedBy))
  return FEATURE_FLAG_KEYS.map((key) => {
    const row = rows.find((candidate) => candidate.key === key)
    return {
      key,
      label: FEATURE_FLAGS[key].label,
      description: FEATURE_FLAGS[key].description,
      enabled: row?.enabled ?? FEATURE_FLAGS[key].defaultEnabled,
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
    }
  })
}

/** Turns a flag on or off (recorded in the audit log, issue 17) and clears this process's cache so the next request sees it. */
export async function setFeatureFlag(db: Database, key: FeatureFlagKey, enabled: boolean, actor: StaffActor) {
  await ensureFlags(db)
  await asStaff(db, actor, (tx) =>
    tx
      .update(featureFlags)
      .set({ enabled, updatedBy: actor.id, updatedAt: sql`now()` })
      .where(eq(featureFlags.key, key)),
  )
  cache.delete(db)
}
