// The importer of each entity.
import { agentImporter } from './agents'
import type { EntityImporter, ImportEntity } from './entity'
import { propertyImporter } from './properties'
import { redirectImporter } from './redirects'

// Each importer keeps its own record types; the runner only passes them between its own methods.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyImporter = EntityImporter<any, any, any>

export const IMPORTERS: Record<ImportEntity, AnyImporter> = {
  properties: propertyImporter,
  agents: agentImporter,
  redirects: redirectImporter,
}
