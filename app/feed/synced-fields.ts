// The staff-edit rule for listings that come from the listing feed: what the feed writes is locked (edit it at the
// source, in the MLS); what the feed does not know stays ours. Read by the property form, its action and the RETS screen.
import type { PropertyFormDefaults } from '~/lib/property-form-defaults'
import { gatherChoiceLists } from '~/lib/property-form-schema'
import { FEED_UTILITY_FIELDS } from './utility-fields'

/** Property form fields the feed writes on every sync; read-only for feed listings. */
export const FEED_SYNCED_FIELDS = [
  'title',
  'slug',
  'listingId',
  'status',
  'propertyType',
  'priceUsd',
  'bedrooms',
  'bathrooms',
  'livingAreaSqft',
  'lotSizeSqft',
  'areaId',
  'address',
  'latitude',
  'longitude',
  'description',
  'listingOfficeName',
] as const satisfies readonly (keyof PropertyFormDefaults)[]

export type FeedSyncedField = (typeof FEED_SYNCED_FIELDS)[number]
type FeedUtilityField = (typeof FEED_UTILITY_FIELDS)[number]
export type FeedLockedField = FeedSyncedField | FeedUtilityField

/**
 * The fields locked on one feed listing: those the feed always writes, and the utilities its MLS sends for it (issue
 * 44: the ones it does not send stay with staff). `syncedValues`: what the last run wrote (feed_listings).
 */
export function feedLockedFields(syncedValues: Record<string, unknown>): FeedLockedField[] {
  return [...FEED_SYNCED_FIELDS, ...FEED_UTILITY_FIELDS.filter((field) => field in syncedValues)]
}

export const FEED_LOCK_NOTE = 'Synced from the listing feed; edit at the source'
export const FEED_LOCKED_FIELD_ERROR = `${FEED_LOCK_NOTE}: this field cannot be changed here.`
export const FEED_EDITABLE_LABELS = [
  'featured',
  'agent',
  'year built',
  'extra features',
  'foreign-buyer facts',
] as const

/** The locked fields a submitted form changed (compared as the form shows them; a list as its set of choices). */
export function changedLockedFields(
  locked: readonly FeedLockedField[],
  stored: PropertyFormDefaults,
  submitted: Record<string, unknown>,
): FeedLockedField[] {
  const gathered = gatherChoiceLists(submitted)
  return locked.filter((field) => {
    const value = gathered[field]
    const kept = stored[field]
    if (Array.isArray(kept))
      return !Array.isArray(value) || [...value].sort().join() !== [...(kept as string[])].sort().join()
    const text = (raw: string) => raw.replace(/\r\n?/g, '\n').trim()
    return typeof value !== 'string' || text(value) !== text(String(kept))
  })
}
