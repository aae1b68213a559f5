// The staff-edit rule for listings that come from the listing feed: what the feed writes is locked (edit it at the
// source, in the MLS); what the feed does not know stays ours. Read by the property form, its action and the RETS screen.
import type { PropertyFormDefaults } from '~/lib/property-form-defaults'

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

export const FEED_LOCK_NOTE = 'Synced from the listing feed; edit at the source'
export const FEED_LOCKED_FIELD_ERROR = `${FEED_LOCK_NOTE}: this field cannot be changed here.`
export const FEED_EDITABLE_LABELS = [
  'featured',
  'agent',
  'year built',
  'extra features',
  'foreign-buyer facts',
] as const

/** The synced fields a submitted form changed (compared as the form shows them). */
export function changedSyncedFields(
  stored: PropertyFormDefaults,
  submitted: Record<string, unknown>,
): FeedSyncedField[] {
  return FEED_SYNCED_FIELDS.filter((field) => {
    const value = submitted[field]
    const text = (raw: string) => raw.replace(/\r\n?/g, '\n').trim()
    return typeof value !== 'string' || text(value) !== text(String(stored[field]))
  })
}
