// Feature flags as loaders use them (app/models/feature-flags.server.ts): a page that reads a flag, and a page that
// answers "not found" while its flag is off.
import { data, type RouterContextProvider } from 'react-router'
import { getServices } from '~/context.server'
import { FEATURE_FLAGS, type FeatureFlagKey, getFeatureFlags } from '~/models/feature-flags.server'

/** For public loaders. If the flags cannot be read, the default applies and the page still renders. */
export async function isFeatureEnabled(
  context: Readonly<RouterContextProvider>,
  key: FeatureFlagKey,
): Promise<boolean> {
  const { db, logger } = getServices(context)
  try {
    return (await getFeatureFlags(db))[key]
  } catch (error) {
    logger.warn({ err: error, flag: key }, 'could not read feature flags; using the default')
    return FEATURE_FLAGS[key].defaultEnabled
  }
}

/** Throws a 404 when the feature is off: a switched-off page answers as if it did not exist. */
export async function requireFeature(context: Readonly<RouterContextProvider>, key: FeatureFlagKey) {
  if (!(await isFeatureEnabled(context, key))) throw data('Not found', { status: 404 })
}
