// CSV exports of properties, agents and redirects, with the column names the importer matches on its own, so an
// exported file imports back unchanged.
import { asc, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, areas, properties, urlRedirects } from '~/db/schema'
import { csvText } from '~/lib/csv'
import { AGENT_FIELDS } from './agents'
import type { ImportEntity, ImportField } from './entity'
import { PROPERTY_FIELDS } from './property-fields'
import { REDIRECT_FIELDS } from './redirects'

const LIST_SEPARATOR = ' | '
const text = (value: unknown) => (value == null ? '' : String(value as string | number))
const yesNo = (value: boolean) => (value ? 'yes' : 'no')

async function propertyRows(db: Database) {
  const rows = await db
    .select({ property: properties, area: areas.slug, agent: agents.slug })
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .orderBy(asc(properties.listingId))
  return rows.map(({ property: p, area, agent }) => ({
    listing_id: p.listingId,
    title: p.title,
    slug: p.slug,
    status: p.status,
    property_type: p.propertyType,
    price_usd: text(p.priceUsd),
    bedrooms: text(p.bedrooms),
    bathrooms: text(p.bathrooms),
    living_area_sqft: text(p.livingAreaSqft),
    lot_size_sqft: text(p.lotSizeSqft),
    year_built: text(p.yearBuilt),
    area: text(area),
    address: p.address,
    latitude: text(p.latitude),
    longitude: text(p.longitude),
    description: p.description,
    features: p.features.join(LIST_SEPARATOR),
    agent: text(agent),
    featured: yesNo(p.featured),
    listing_office_name: text(p.listingOfficeName),
    title_es: p.titleEs,
    description_es: p.descriptionEs,
    features_es: p.featuresEs.join(LIST_SEPARATOR),
    title_type: text(p.titleType),
    foreign_ownership: text(p.foreignOwnership),
    hoa_fee_usd: text(p.hoaFeeUsd),
    rental_program: p.rentalProgram,
    rental_program_es: p.rentalProgramEs,
    rental_income_usd: text(p.rentalIncomeUsd),
    rental_occupancy_percent: text(p.rentalOccupancyPercent),
    power_sources: p.powerSources.join(LIST_SEPARATOR),
    water_sources: p.waterSources.join(LIST_SEPARATOR),
    sewer: text(p.sewer),
    internet: p.internet.join(LIST_SEPARATOR),
    hurricane_standards: p.hurricaneStandards === null ? '' : yesNo(p.hurricaneStandards),
    elevation_m: text(p.elevationM),
    tour_notice_hours: text(p.tourNoticeHours),
    images: p.images.join(LIST_SEPARATOR),
  }))
}

async function agentRows(db: Database) {
  const rows = await db.select().from(agents).orderBy(asc(agents.sortOrder), asc(agents.name))
  return rows.map((agent) => ({
    name: agent.name,
    slug: agent.slug,
    title: agent.title,
    email: agent.email,
    phone: agent.phone,
    whatsapp: agent.whatsapp,
    bio: agent.bio,
    languages: agent.languages.join(LIST_SEPARATOR),
    areas_served: agent.areasServed.join(LIST_SEPARATOR),
    active: yesNo(agent.active),
  }))
}

async function redirectRows(db: Database) {
  const rows = await db.select().from(urlRedirects).orderBy(asc(urlRedirects.sourceUrl))
  return rows.map((row) => ({
    source_url: row.sourceUrl,
    target_url: row.targetUrl,
    status_code: String(row.statusCode),
  }))
}

type Rows = (db: Database) => Promise<Record<string, string>[]>

const EXPORTS: Record<ImportEntity, { fields: readonly ImportField[]; rows: Rows }> = {
  properties: { fields: PROPERTY_FIELDS, rows: propertyRows },
  agents: { fields: AGENT_FIELDS, rows: agentRows },
  redirects: { fields: REDIRECT_FIELDS, rows: redirectRows },
}

export async function exportCsv(db: Database, entity: ImportEntity): Promise<string> {
  const { fields, rows } = EXPORTS[entity]
  const columns = fields.map((field) => field.key)
  return csvText(
    columns,
    (await rows(db)).map((row) => columns.map((column) => row[column])),
  )
}
