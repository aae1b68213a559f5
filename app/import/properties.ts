// Properties import: rows upsert by listing id (SPEC §1 listing and slug rules through the admin form's schema).
// Fields left out of the mapping keep their stored values; a new listing gets the form's defaults.
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, areas, properties } from '~/db/schema'
import { isPublicStatus, PropertyFormSchema, slugForSave } from '~/lib/property-form-schema'
import { slugTakenMessage } from '~/models/admin-property.server'
import { PROPERTY_RECORD_COLUMNS, propertyRecordFields } from '~/models/property-record.server'
import { type EntityImporter, lookupKey, parseYesNo, splitList } from './entity'
import { MIN_NOTICE_HOURS } from '~/lib/tour-slots'
import {
  PROPERTY_FIELDS,
  isPhotoReference,
  parsePropertyType,
  parseStatus,
  statusMessage,
  typeMessage,
} from './property-fields'

const STORED_COLUMNS = PROPERTY_RECORD_COLUMNS
type StoredProperty = { [K in keyof typeof STORED_COLUMNS]: (typeof STORED_COLUMNS)[K]['_']['data'] | null }
export type PropertyRecord = StoredProperty & { listingId: string; slug: string; title: string; status: string }
type Column = keyof PropertyRecord

interface PropertyContext {
  areas: Map<string, number>
  agents: Map<string, number>
  /** every slug in use → the listing id that has it */
  slugOwners: Map<string, string>
}

const normalizeListingId = (text: string | undefined) => (text ?? '').trim().toUpperCase()

/** The form's text for a stored value, so unmapped fields pass the same checks as mapped ones. */
const asText = (value: unknown) => (value == null ? '' : String(value as string | number))

function freeSlug(slug: string, listingId: string, owners: Map<string, string>) {
  const owner = owners.get(slug)
  if (owner === undefined || owner === listingId) return slug
  let suffix = 2
  while (owners.has(`${slug}-${suffix}`) && owners.get(`${slug}-${suffix}`) !== listingId) suffix++
  return `${slug}-${suffix}`
}

export const propertyImporter: EntityImporter<PropertyRecord, PropertyRecord, PropertyContext> = {
  entity: 'properties',
  fields: PROPERTY_FIELDS,

  async prepare(db: Database) {
    const [areaRows, agentRows, slugRows] = await Promise.all([
      db.select({ id: areas.id, name: areas.name, slug: areas.slug }).from(areas),
      db.select({ id: agents.id, name: agents.name, slug: agents.slug, email: agents.email }).from(agents),
      db.select({ slug: properties.slug, listingId: properties.listingId }).from(properties),
    ])
    const areaKeys = new Map<string, number>()
    for (const area of areaRows) for (const key of [area.slug, area.name]) areaKeys.set(lookupKey(key), area.id)
    const agentKeys = new Map<string, number>()
    for (const agent of agentRows)
      for (const key of [agent.slug, agent.name, agent.email]) if (key) agentKeys.set(lookupKey(key), agent.id)
    return {
      areas: areaKeys,
      agents: agentKeys,
      slugOwners: new Map(slugRows.map((row) => [row.slug, row.listingId])),
    }
  },

  keyOf: (values) => normalizeListingId(values.listing_id),

  async findExisting(db, rows) {
    const ids = [...new Set(rows.map((values) => normalizeListingId(values.listing_id)).filter(Boolean))]
    const stored = ids.length
      ? await db.select(STORED_COLUMNS).from(properties).where(inArray(properties.listingId, ids))
      : []
    const byId = new Map(stored.map((row) => [row.listingId, row as PropertyRecord]))
    return rows.map((values) => byId.get(normalizeListingId(values.listing_id)))
  },

  validate(values, existing, context) {
    const errors: string[] = []
    const listingId = normalizeListingId(values.listing_id)
    if (!listingId) errors.push('Listing ID is missing: rows are matched on it.')
    const given = (key: string) => values[key] !== undefined && values[key].trim() !== ''
    const textOf = (key: string, column: Column) => values[key] ?? asText(existing?.[column])

    let status = existing?.status ?? 'draft'
    if (given('status')) status = parseStatus(values.status!) ?? (errors.push(statusMessage(values.status!)), status)
    let propertyType = existing?.propertyType ?? ''
    if (given('property_type'))
      propertyType = parsePropertyType(values.property_type!) ?? (errors.push(typeMessage(values.property_type!)), '')
    else if (!propertyType) errors.push('Type is missing (house, condo, land or commercial).')

    let areaId = asText(existing?.areaId)
    if (values.area !== undefined) {
      const found = values.area.trim() === '' ? '' : context.areas.get(lookupKey(values.area))
      if (found === undefined) errors.push(`Area "${values.area}" is not an area on the site (use its name or slug).`)
      areaId = asText(found)
    }
    let agentId = asText(existing?.agentId)
    if (values.agent !== undefined) {
      const found = values.agent.trim() === '' ? '' : context.agents.get(lookupKey(values.agent))
      if (found === undefined) errors.push(`Agent "${values.agent}" is not on the Team screen (use a name or e-mail).`)
      agentId = asText(found)
    }
    let featured = existing?.featured ?? false
    if (values.featured !== undefined) {
      const parsed = parseYesNo(values.featured)
      if (parsed === undefined) errors.push(`Featured "${values.featured}" should be yes or no.`)
      featured = parsed ?? false
    }
    let images = existing?.images ?? []
    if (values.images !== undefined) {
      images = [...new Set(splitList(values.images))]
      for (const image of images.filter((image) => !isPhotoReference(image)))
        errors.push(`Photo "${image}" is not a full http(s) address or a stored path (properties/…).`)
    }
    const list = (given: string | undefined, stored: string[] | null | undefined) =>
      given !== undefined ? splitList(given).join('\n') : (stored ?? []).join('\n')

    const parsed = PropertyFormSchema.safeParse({
      title: textOf('title', 'title'),
      slug: given('slug') ? values.slug : (existing?.slug ?? ''),
      listingId,
      status,
      propertyType,
      priceUsd: textOf('price_usd', 'priceUsd'),
      bedrooms: textOf('bedrooms', 'bedrooms'),
      bathrooms: textOf('bathrooms', 'bathrooms'),
      livingAreaSqft: textOf('living_area_sqft', 'livingAreaSqft'),
      lotSizeSqft: textOf('lot_size_sqft', 'lotSizeSqft'),
      yearBuilt: textOf('year_built', 'yearBuilt'),
      areaId,
      address: textOf('address', 'address'),
      latitude: textOf('latitude', 'latitude'),
      longitude: textOf('longitude', 'longitude'),
      description: textOf('description', 'description'),
      features: list(values.features, existing?.features),
      featuresEs: list(values.features_es, existing?.featuresEs),
      agentId,
      featured,
      listingOfficeName: textOf('listing_office_name', 'listingOfficeName'),
      titleEs: textOf('title_es', 'titleEs'),
      descriptionEs: textOf('description_es', 'descriptionEs'),
      titleType: textOf('title_type', 'titleType').trim().toLowerCase(),
      foreignOwnership: textOf('foreign_ownership', 'foreignOwnership').trim().toLowerCase(),
      hoaFeeUsd: textOf('hoa_fee_usd', 'hoaFeeUsd'),
      rentalProgram: textOf('rental_program', 'rentalProgram'),
      rentalProgramEs: textOf('rental_program_es', 'rentalProgramEs'),
      rentalIncomeUsd: textOf('rental_income_usd', 'rentalIncomeUsd'),
      rentalOccupancyPercent: textOf('rental_occupancy_percent', 'rentalOccupancyPercent'),
      // issue 44: lists as "solar; generator", yes/no/empty, whole metres
      powerSources: values.power_sources ?? existing?.powerSources ?? [],
      waterSources: values.water_sources ?? existing?.waterSources ?? [],
      sewer: textOf('sewer', 'sewer').trim().toLowerCase(),
      internet: values.internet ?? existing?.internet ?? [],
      hurricaneStandards: values.hurricane_standards ?? existing?.hurricaneStandards ?? null,
      elevationM: textOf('elevation_m', 'elevationM'),
      tourNoticeHours: textOf('tour_notice_hours', 'tourNoticeHours'),
      slugFollowsTitle: false,
    })
    if (!parsed.success) {
      // Status and type are checked above with the values staff can use.
      for (const issue of parsed.error.issues)
        if (!['status', 'propertyType'].includes(String(issue.path[0]))) errors.push(issue.message)
    }
    if (errors.length > 0 || !parsed.success) return { ok: false, errors: [...new Set(errors)] }

    const form = parsed.data
    let slug = slugForSave(form, `property-${listingId}`)
    if (given('slug') || existing) {
      const owner = context.slugOwners.get(slug)
      if (owner !== undefined && owner !== listingId)
        return { ok: false, errors: [slugTakenMessage(freeSlug(slug, listingId, context.slugOwners))] }
    } else slug = freeSlug(slug, listingId, context.slugOwners)

    return { ok: true, record: { listingId, slug, ...propertyRecordFields(form), images } }
  },

  isUnchanged(record, existing) {
    return (Object.keys(STORED_COLUMNS) as Column[]).every(
      (column) => JSON.stringify(record[column] ?? null) === JSON.stringify(existing[column] ?? null),
    )
  },

  accept(record, existing, context) {
    if (existing && existing.slug !== record.slug) context.slugOwners.delete(existing.slug)
    context.slugOwners.set(record.slug, record.listingId)
  },

  async write(writer, rows) {
    if (rows.length === 0) return
    const changed = Object.keys(STORED_COLUMNS).filter((column) => column !== 'listingId') as Column[]
    const stored = (column: Column) => sql.raw(`"properties"."${STORED_COLUMNS[column].name}"`)
    const excluded = (column: Column) => sql.raw(`excluded."${STORED_COLUMNS[column].name}"`)
    await writer
      .insert(properties)
      .values(
        rows.map(({ record }) => ({
          ...record,
          priceUsd: record.priceUsd ?? 0,
          bedrooms: record.bedrooms ?? 0,
          bathrooms: record.bathrooms ?? 0,
          address: record.address ?? '',
          rentalProgram: record.rentalProgram ?? '',
          rentalProgramEs: record.rentalProgramEs ?? '',
          titleEs: record.titleEs ?? '',
          descriptionEs: record.descriptionEs ?? '',
          description: record.description ?? '',
          features: record.features ?? [],
          featuresEs: record.featuresEs ?? [],
          powerSources: record.powerSources ?? [],
          waterSources: record.waterSources ?? [],
          internet: record.internet ?? [],
          images: record.images ?? [],
          featured: record.featured ?? false,
          tourNoticeHours: record.tourNoticeHours ?? MIN_NOTICE_HOURS,
          propertyType: record.propertyType ?? 'house',
          source: 'import',
          publishedAt: isPublicStatus(record.status) ? new Date() : null,
        })),
      )
      .onConflictDoUpdate({
        target: properties.listingId,
        set: {
          ...Object.fromEntries(changed.map((column) => [column, excluded(column)])),
          updatedAt: sql`now()`,
          // First time on the site: remember when (kept through later status changes).
          publishedAt: sql`coalesce("properties"."published_at", excluded.published_at)`,
        },
        // Only rows that differ are touched: no updated_at bump for an unchanged listing.
        setWhere: sql`(${sql.join(changed.map(stored), sql`, `)}) is distinct from (${sql.join(
          changed.map(excluded),
          sql`, `,
        )})`,
      })
  },
}
