// Listing queries for the public site. Only public states are ever returned (lib/property-rules.ts).
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { agents, areas, properties } from '~/db/schema'
import { FOREIGN_LOT_LIMIT_SQFT } from '~/lib/buyer-facts'
import { BACKUP_POWER } from '~/lib/utilities'
import { PROPERTY_IMAGES_BUCKET, propertyImageSources } from '~/lib/image-url'
import {
  PROPERTY_PAGE_SIZE as PAGE_SIZE,
  PUBLIC_PROPERTY_STATUSES,
  type PublicPropertyStatus,
} from '~/lib/property-rules'
import { DEFAULT_PROPERTY_SEARCH, MAP_PIN_LIMIT, searchWords, type PropertySearch } from '~/lib/property-search'
import type { Storage } from '~/storage/storage.server'
import type { Locale } from '~/i18n/locale'
import { hasOpenHouseThisWeek } from './open-houses.server'
import { UTILITY_COLUMNS } from './property-record.server'

const isPublic = inArray(properties.status, [...PUBLIC_PROPERTY_STATUSES])

// Every column a page may show; the search vector is the database's own business.
const { searchVector: _searchVector, ...listingColumns } = getTableColumns(properties)

/** The columns a listing card shows (also saved listings, alert cards, /compare). */
export const cardColumns = {
  id: properties.id,
  slug: properties.slug,
  listingId: properties.listingId,
  title: properties.title,
  // issue 16: the Spanish title, for cards on Spanish pages (app/lib/localized-content.ts)
  titleEs: properties.titleEs,
  status: properties.status,
  propertyType: properties.propertyType,
  priceUsd: properties.priceUsd,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  livingAreaSqft: properties.livingAreaSqft,
  lotSizeSqft: properties.lotSizeSqft,
  images: properties.images,
  areaName: areas.name,
  // issue 40 (IDX): a card credits the brokerage that lists it
  listingOfficeName: properties.listingOfficeName,
}

/**
 * Issue 40 (IDX): a listing whose MLS withholds its address (InternetAddressDisplayYN false) leaves public models
 * with neither its street address nor its position; staff screens read their own columns.
 */
export function withPublicLocation<
  T extends { addressHidden: boolean; address: string; latitude: number | null; longitude: number | null },
>(row: T): T {
  return row.addressHidden ? { ...row, address: '', latitude: null, longitude: null } : row
}

/** The row with its cover photo's sources instead of the stored image paths. */
export function withCover<T extends { images: string[] }>(row: T, storage: Storage) {
  const { images, ...rest } = row
  const base = storage.publicBaseUrl(PROPERTY_IMAGES_BUCKET)
  return { ...rest, cover: images[0] ? propertyImageSources(images[0], base) : null }
}

export async function getFeaturedProperties(db: Database, storage: Storage, limit = 6) {
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(and(isPublic, eq(properties.featured, true), eq(properties.status, 'active')))
    .orderBy(desc(properties.createdAt))
    .limit(limit)
  return rows.map((row) => withCover(row, storage))
}

/** Every public listing (sold ones too), newest first. */
export async function listPublicProperties(db: Database, storage: Storage, { page = 1 }: { page?: number } = {}) {
  const { properties: rows, total } = await searchPublicProperties(db, storage, {
    status: [...PUBLIC_PROPERTY_STATUSES],
    page,
  })
  return { properties: rows, total, page }
}

/**
 * The /properties search (filters from lib/property-search.ts). Returns one page of cards, the number of matches,
 * and for the map view the positions of up to MAP_PIN_LIMIT matches in the same order.
 */
export async function searchPublicProperties(db: Database, storage: Storage, query: Partial<PropertySearch>) {
  const page = query.page && Number.isSafeInteger(query.page) && query.page > 0 ? query.page : 1
  const filters: PropertySearch = { ...DEFAULT_PROPERTY_SEARCH, ...query, page }
  const where = await searchConditions(db, filters)
  const order = SORT_ORDERS[filters.sort]
  const [rows, [totals], pins] = await Promise.all([
    db
      .select(cardColumns)
      .from(properties)
      .leftJoin(areas, eq(areas.id, properties.areaId))
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
    filters.view === 'map'
      ? db
          .select({
            id: properties.id,
            slug: properties.slug,
            title: properties.title,
            priceUsd: properties.priceUsd,
            latitude: sql<number>`${properties.latitude}`,
            longitude: sql<number>`${properties.longitude}`,
          })
          .from(properties)
          // issue 40: no pin for a listing whose MLS withholds its address (IDX)
          .where(
            and(
              where,
              isNotNull(properties.latitude),
              isNotNull(properties.longitude),
              eq(properties.addressHidden, false),
            ),
          )
          .orderBy(...order)
          .limit(MAP_PIN_LIMIT)
      : Promise.resolve(null),
  ])
  const total = totals?.total ?? 0
  return {
    properties: rows.map((row) => withCover(row, storage)),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    pins,
  }
}

const SORT_ORDERS = {
  newest: [desc(properties.createdAt), desc(properties.id)],
  'price-asc': [asc(properties.priceUsd), asc(properties.id)],
  'price-desc': [desc(properties.priceUsd), desc(properties.id)],
} satisfies Record<PropertySearch['sort'], SQL[]>

const BACKUP_POWER_SQL = sql.raw(`array[${BACKUP_POWER.map((source) => `'${source}'`).join(', ')}]::text[]`)

async function searchConditions(db: Database, filters: PropertySearch): Promise<SQL | undefined> {
  // Only public states, whatever the caller asks for.
  const statuses = filters.status.filter((status): status is PublicPropertyStatus =>
    (PUBLIC_PROPERTY_STATUSES as readonly string[]).includes(status),
  )
  const conditions: (SQL | undefined)[] = [
    inArray(properties.status, statuses.length > 0 ? statuses : [...PUBLIC_PROPERTY_STATUSES]),
  ]
  // Areas and agents are found by slug in a sub-select (an unknown slug matches nothing).
  if (filters.area)
    conditions.push(
      eq(properties.areaId, sql`(select ${areas.id} from ${areas} where ${areas.slug} = ${filters.area})`),
    )
  if (filters.agent)
    conditions.push(
      eq(properties.agentId, sql`(select ${agents.id} from ${agents} where ${agents.slug} = ${filters.agent})`),
    )
  if (filters.type) conditions.push(eq(properties.propertyType, filters.type))
  if (filters.minPrice !== undefined) conditions.push(gte(properties.priceUsd, filters.minPrice))
  if (filters.maxPrice !== undefined) conditions.push(lte(properties.priceUsd, filters.maxPrice))
  if (filters.beds) conditions.push(gte(properties.bedrooms, filters.beds))
  if (filters.baths) conditions.push(gte(properties.bathrooms, filters.baths))
  if (filters.titled) conditions.push(eq(properties.titleType, 'titled'))
  // issue 44: as staff set it, else from the lot size (lib/buyer-facts.ts effectiveOwnership)
  if (filters.directOwnership)
    conditions.push(
      or(
        eq(properties.foreignOwnership, 'direct'),
        and(isNull(properties.foreignOwnership), lte(properties.lotSizeSqft, FOREIGN_LOT_LIMIT_SQFT)),
      )!,
    )
  if (filters.rentalHistory) conditions.push(isNotNull(properties.rentalIncomeUsd))
  // issue 44: utilities and resilience (lib/listing-match.ts says the same in memory)
  if (filters.backupPower) conditions.push(sql`${properties.powerSources} && ${BACKUP_POWER_SQL}`)
  if (filters.fibre) conditions.push(sql`'fibre' = any(${properties.internet})`)
  if (filters.hurricaneStandards) conditions.push(eq(properties.hurricaneStandards, true))
  if (filters.openHouse) conditions.push(hasOpenHouseThisWeek(new Date()))
  conditions.push(...(await textConditions(db, searchWords(filters.search))))
  return and(...conditions)
}

/**
 * Free text: every word must begin a word of the title or listing id (GIN index on properties.search_vector), or of
 * the listing's area name. English stemming makes 'villas' find 'villa'; stop words ('the', 'in') are ignored.
 *
 * A first, tiny query asks the database which words are stop words and which areas each word names. The condition
 * is then written so every branch can be answered from indexes: a listing in an area that names some of the words
 * needs only the other words in its title; any listing matches with all words in its title. For 'west bay pool':
 *   doc @@ 'west & bay & pool' OR (area = West Bay AND doc @@ 'pool') OR (area = West End AND doc @@ 'bay & pool') …
 */
async function textConditions(db: Database, words: string[]): Promise<SQL[]> {
  if (words.length === 0) return []
  const prefixQueries = sql.join(
    words.map((word) => sql`${`${word}:*`}`), // words hold only letters and digits (searchWords)
    sql`, `,
  )
  const analysed = await db
    .select({
      query: sql<string>`w.query`,
      lexemes: sql<number>`numnode(to_tsquery('english', w.query))`,
      areaIds: sql<string | null>`string_agg(${areas.id}::text, ',')`,
    })
    .from(sql`unnest(array[${prefixQueries}]::text[]) as w(query)`)
    .leftJoin(areas, sql`to_tsvector('english', ${areas.name}) @@ to_tsquery('english', w.query)`)
    .groupBy(sql`w.query`)
  // Stop words carry no lexeme; a search of only stop words filters nothing, like an empty box.
  const terms = analysed
    .filter((term) => Number(term.lexemes) > 0)
    .map((term) => ({
      query: term.query,
      areaIds: new Set((term.areaIds ?? '').split(',').filter(Boolean).map(Number)),
    }))
  if (terms.length === 0) return []
  const titleMatches = (queries: string[]) =>
    sql`${properties.searchVector} @@ to_tsquery('english', ${queries.join(' & ')})`
  const allWords = terms.map((term) => term.query)
  // Areas grouped by the words they leave for the title to match.
  const areasByRest = new Map<string, number[]>()
  for (const areaId of new Set(terms.flatMap((term) => [...term.areaIds]))) {
    const rest = terms.filter((term) => !term.areaIds.has(areaId)).map((term) => term.query)
    const key = rest.join(' & ')
    areasByRest.set(key, [...(areasByRest.get(key) ?? []), areaId])
  }
  const branches = [titleMatches(allWords)]
  for (const [rest, areaIds] of areasByRest) {
    const inAreas = inArray(properties.areaId, areaIds)
    branches.push(rest === '' ? inAreas : and(inAreas, titleMatches(rest.split(' & ')))!)
  }
  return [or(...branches)!]
}

/**
 * Which of `ids` a free-text search finds (the same words, stemming and area names as the search): the alert job's
 * check of a saved search's keyword against the listings that changed.
 */
export async function idsMatchingSearchText(db: Database, text: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const conditions = await textConditions(db, searchWords(text))
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(inArray(properties.id, ids), ...conditions))
  return new Set(rows.map((row) => row.id))
}

/** Public listings by slug, for /compare (issue 15), in the order asked; unknown slugs are left out. */
export async function getListingsToCompare(db: Database, storage: Storage, slugs: string[]) {
  if (slugs.length === 0) return []
  const rows = await db
    .select({
      ...cardColumns,
      yearBuilt: properties.yearBuilt,
      // issue 16: the foreign-buyer facts compare too
      titleType: properties.titleType,
      foreignOwnership: properties.foreignOwnership,
      hoaFeeUsd: properties.hoaFeeUsd,
      rentalIncomeUsd: properties.rentalIncomeUsd,
      rentalOccupancyPercent: properties.rentalOccupancyPercent,
      rentalProgram: properties.rentalProgram,
      rentalProgramEs: properties.rentalProgramEs,
      featuresEs: properties.featuresEs,
      features: properties.features,
      // issue 44: utilities and resilience; the position only to estimate an elevation (not for the page)
      ...UTILITY_COLUMNS,
      latitude: properties.latitude,
      longitude: properties.longitude,
      address: properties.address,
      addressHidden: properties.addressHidden,
    })
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(and(isPublic, inArray(properties.slug, slugs)))
  const bySlug = new Map(rows.map((row) => [row.slug, withCover(withPublicLocation(row), storage)]))
  return slugs.flatMap((slug) => bySlug.get(slug) ?? [])
}

/**
 * Public listings by id, as a small card (title, price, cover), for lists a browser keeps (recently viewed, issue 43):
 * the current price and title, never the ones kept when the listing was opened. Unknown or withdrawn ids are left out.
 */
export async function getPublicCardsById(db: Database, storage: Storage, ids: number[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      titleEs: properties.titleEs,
      priceUsd: properties.priceUsd,
      images: properties.images,
    })
    .from(properties)
    .where(and(isPublic, inArray(properties.id, ids)))
  return rows.map((row) => withCover(row, storage))
}

/** Areas for the search form, in the site's order. */
export function listSearchAreas(db: Database) {
  return db.select({ slug: areas.slug, name: areas.name }).from(areas).orderBy(asc(areas.sortOrder), asc(areas.name))
}

/** The agent named by an agent filter, or null when no agent has that slug. */
export async function getSearchAgent(db: Database, slug: string) {
  const [agent] = await db.select({ slug: agents.slug, name: agents.name }).from(agents).where(eq(agents.slug, slug))
  return agent ?? null
}

export async function getPublicPropertyBySlug(db: Database, storage: Storage, slug: string) {
  const [row] = await db
    .select({ property: listingColumns, areaName: areas.name, areaSlug: areas.slug })
    .from(properties)
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .where(and(isPublic, eq(properties.slug, slug)))
  if (!row) return null
  const base = storage.publicBaseUrl(PROPERTY_IMAGES_BUCKET)
  return {
    ...withPublicLocation(row.property),
    areaName: row.areaName,
    areaSlug: row.areaSlug,
    gallery: row.property.images.map((image) => propertyImageSources(image, base)),
  }
}

/** A listing card; on a Spanish page its title may be the English one (`titleLang`, app/lib/localized-content.ts). */
export type PropertyCard = Omit<Awaited<ReturnType<typeof getFeaturedProperties>>[number], 'titleEs'> & {
  titleLang?: Locale
}
