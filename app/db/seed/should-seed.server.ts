// Whether the server seeds the demo content at start. Apart from the seed itself, so the server loads the demo
// content's data and drawing code (app/db/seed/seed.server.ts) only when it seeds (issue 42).
import { count, eq } from 'drizzle-orm'
import type { AppConfig } from '~/config.server'
import type { DatabaseHandle } from '~/db/client.server'
import { appSettings, properties } from '~/db/schema'

/** The app setting that records a seeded database. */
export const DEMO_MARKER_KEY = 'demo_content'

/** CONTRACT.md: SEED_DEMO defaults to 1 on an empty embedded database and 0 otherwise. */
export async function shouldSeedDemo(config: Pick<AppConfig, 'seedDemo'>, database: DatabaseHandle) {
  if (config.seedDemo !== undefined) return config.seedDemo
  if (database.kind !== 'pglite') return false
  const [marker] = await database.db.select().from(appSettings).where(eq(appSettings.key, DEMO_MARKER_KEY))
  if (marker) return false
  const [row] = await database.db.select({ total: count() }).from(properties)
  return (row?.total ?? 0) === 0
}
