// Saving a feed listing from the admin property form. The lock rule (docs/decisions/010-listing-feed.md): fields
// the feed writes cannot be changed here (400 with the field named); featured, agent, year built, features and
// the foreign-buyer facts and the utilities the feed does not send can.
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { propertyFormDefaults } from '~/lib/property-form-defaults'
import type { Database } from '~/db/client.server'
import { properties } from '~/db/schema'
import { fieldErrors } from '~/lib/form-errors'
import { PropertyFormSchema, gatherChoiceLists, type PropertyFormErrors } from '~/lib/property-form-schema'
import type { AdminProperty } from '~/models/admin-property.server'
import { FEED_LOCKED_FIELD_ERROR, changedLockedFields, feedLockedFields } from './synced-fields'

const FeedListingEditsSchema = z.object({
  featured: PropertyFormSchema.shape.featured,
  agentId: PropertyFormSchema.shape.agentId,
  yearBuilt: PropertyFormSchema.shape.yearBuilt,
  features: PropertyFormSchema.shape.features,
  featuresEs: PropertyFormSchema.shape.featuresEs,
  // issue 16: the MLS sends neither the Spanish texts nor the foreign-buyer facts
  titleEs: PropertyFormSchema.shape.titleEs,
  descriptionEs: PropertyFormSchema.shape.descriptionEs,
  titleType: PropertyFormSchema.shape.titleType,
  foreignOwnership: PropertyFormSchema.shape.foreignOwnership,
  hoaFeeUsd: PropertyFormSchema.shape.hoaFeeUsd,
  rentalProgram: PropertyFormSchema.shape.rentalProgram,
  rentalProgramEs: PropertyFormSchema.shape.rentalProgramEs,
  rentalIncomeUsd: PropertyFormSchema.shape.rentalIncomeUsd,
  rentalOccupancyPercent: PropertyFormSchema.shape.rentalOccupancyPercent,
  // issue 44: utilities and resilience, kept by staff where the MLS sends none (utility-fields.ts)
  powerSources: PropertyFormSchema.shape.powerSources,
  waterSources: PropertyFormSchema.shape.waterSources,
  sewer: PropertyFormSchema.shape.sewer,
  internet: PropertyFormSchema.shape.internet,
  hurricaneStandards: PropertyFormSchema.shape.hurricaneStandards,
  elevationM: PropertyFormSchema.shape.elevationM,
  tourNoticeHours: PropertyFormSchema.shape.tourNoticeHours,
})

export async function saveFeedListingEdits(
  db: Database,
  stored: AdminProperty,
  submitted: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; errors: PropertyFormErrors }> {
  const locked = feedLockedFields(stored.feedSynced ?? {})
  const changed = changedLockedFields(locked, propertyFormDefaults(stored), submitted)
  if (changed.length > 0)
    return { ok: false, errors: Object.fromEntries(changed.map((field) => [field, FEED_LOCKED_FIELD_ERROR])) }
  const parsed = FeedListingEditsSchema.safeParse(gatherChoiceLists(submitted))
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) as PropertyFormErrors }
  // the utilities the feed sends are its own: never written back from the form
  const edits: Partial<typeof parsed.data> = { ...parsed.data }
  for (const field of locked) delete (edits as Record<string, unknown>)[field]
  await db
    .update(properties)
    .set({ ...edits, updatedAt: new Date() })
    .where(eq(properties.id, stored.id))
  return { ok: true }
}
