// The server's lookup map (issue 40 item 6): RESO DD 2.0 servers may send lookups as Edm.EnumType members. Their
// $metadata (XML CSDL: EnumType/Member, the display name in a RESO.OData.Metadata.StandardName annotation or, absent,
// the member name split at its capitals) and their Lookup resource (LookupName, LookupValue, StandardLookupValue,
// LegacyODataValue) give each member, legacy or local value its display value. Kept in feed_settings.lookup_map,
// refreshed once a day (saving another endpoint clears it), so a run with nothing to do asks for nothing more.
// A server without $metadata or without Lookup simply has no map: values are still compared normalised.
import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { feedSettings } from '~/db/schema'
import { LOOKUP_FIELDS, normaliseLookup, splitMemberName, type LookupMap } from './lookups'
import { FeedRequestError, type ResoClient } from './reso-client.server'

export const LOOKUP_MAP_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** After a failed refresh the stored map is kept and tried again this much later, not at every run. */
const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000
const LOOKUP_PAGE_SIZE = 500
const MAX_LOOKUP_PAGES = 200
const STANDARD_NAME = /(^|\.)StandardName$/
const LOOKUP_NAME = /(^|\.)LookupName$/

export interface MetadataLookups {
  /** EnumType name → { normalised member → display name }. */
  enums: Map<string, Record<string, string>>
  /** Field name → the name of its lookup (its EnumType, or its LookupName annotation). */
  fieldLookups: Map<string, string>
  /** The service offers the Lookup resource. */
  hasLookupResource: boolean
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name] ?? whole
  })

function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const match of text.matchAll(/([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    found[match[1]!.replace(/^.*:/, '')] = decode(match[2] ?? match[3] ?? '')
  return found
}

/** The simple name of a type: "Collection(org.reso.metadata.enums.AreaUnits)" → "AreaUnits". */
const typeName = (type: string) =>
  type
    .replace(/^Collection\((.*)\)$/, '$1')
    .split('.')
    .pop() ?? ''

/**
 * EnumTypes, the lookup of each field and whether the Lookup resource is offered, read from an XML CSDL document by
 * a small scanner over its tags (no XML library: only these few elements matter, and a document that is not what we
 * expect gives fewer entries, never an exception).
 */
export function parseMetadataXml(xml: string): MetadataLookups {
  const result: MetadataLookups = { enums: new Map(), fieldLookups: new Map(), hasLookupResource: false }
  const text = xml.replace(/<!--[\s\S]*?-->/g, '')
  const tag = /<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g
  let enumType: { name: string; members: Record<string, string> } | null = null
  let member: string | null = null
  let property: string | null = null
  // An Annotation whose value comes as a <String> child rather than a String attribute.
  let openAnnotation: 'standardName' | 'lookupName' | null = null
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [, closing, element, rawAttributes = '', selfClosing] = match
    if (closing) {
      if (element === 'EnumType' && enumType) {
        result.enums.set(enumType.name, enumType.members)
        enumType = null
      } else if (element === 'Member') member = null
      else if (element === 'Property') property = null
      else if (element === 'Annotation') openAnnotation = null
      continue
    }
    const attrs = attributes(rawAttributes)
    switch (element) {
      case 'EnumType':
        if (attrs.Name && !selfClosing) enumType = { name: attrs.Name, members: {} }
        break
      case 'Member':
        if (!enumType || !attrs.Name) break
        enumType.members[normaliseLookup(attrs.Name)] = splitMemberName(attrs.Name)
        member = selfClosing ? null : attrs.Name
        break
      case 'Property':
        if (!attrs.Name) break
        if (attrs.Type && !attrs.Type.replace(/^Collection\(/, '').startsWith('Edm.'))
          result.fieldLookups.set(attrs.Name, typeName(attrs.Type))
        property = selfClosing ? null : attrs.Name
        break
      case 'Annotation': {
        const term = attrs.Term ?? ''
        const kind =
          STANDARD_NAME.test(term) && member ? 'standardName' : LOOKUP_NAME.test(term) && property ? 'lookupName' : null
        if (!kind) break
        if (attrs.String !== undefined) annotate(kind, attrs.String)
        else if (!selfClosing) openAnnotation = kind
        break
      }
      case 'String':
        if (openAnnotation && !selfClosing) {
          const end = text.indexOf('<', tag.lastIndex)
          annotate(openAnnotation, decode(text.slice(tag.lastIndex, end < 0 ? undefined : end)))
        }
        break
      case 'EntitySet':
      case 'EntityType':
        if (attrs.Name === 'Lookup') result.hasLookupResource = true
        break
    }
  }
  return result

  function annotate(kind: 'standardName' | 'lookupName', value: string) {
    const display = value.trim()
    if (!display) return
    if (kind === 'standardName' && enumType && member) enumType.members[normaliseLookup(member)] = display
    if (kind === 'lookupName' && property) result.fieldLookups.set(property, display)
  }
}

const textField = (row: Record<string, unknown>, field: string) =>
  typeof row[field] === 'string' ? row[field].trim() : ''

/**
 * Lookup resource rows → LookupName → { normalised value → display value }: the legacy OData value (the enum member)
 * and the local LookupValue both lead to the standard value where the row names one, else to the LookupValue.
 */
export function lookupRowEntries(rows: unknown[]): Map<string, Record<string, string>> {
  const lookups = new Map<string, Record<string, string>>()
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue
    const record = row as Record<string, unknown>
    const name = textField(record, 'LookupName')
    const value = textField(record, 'LookupValue')
    const standard = textField(record, 'StandardLookupValue')
    const display = standard || value
    if (!name || !display) continue
    const entries = lookups.get(name) ?? {}
    for (const from of [textField(record, 'LegacyODataValue'), value, standard])
      if (from && normaliseLookup(from)) entries[normaliseLookup(from)] = display
    lookups.set(name, entries)
  }
  return lookups
}

/** The map the site keeps: the lookups of LOOKUP_FIELDS, under their own names and under the field names. */
export function buildLookupMap(metadata: MetadataLookups | null, rows: unknown[]): LookupMap {
  const fromRows = lookupRowEntries(rows)
  const entriesOf = (lookupName: string) => {
    const merged = { ...metadata?.enums.get(lookupName), ...fromRows.get(lookupName) }
    return Object.keys(merged).length ? merged : null
  }
  const map: LookupMap = {}
  for (const field of LOOKUP_FIELDS) {
    const lookupName = metadata?.fieldLookups.get(field) ?? field
    const entries = entriesOf(lookupName) ?? entriesOf(field)
    if (!entries) continue
    map[field] = entries
    map[lookupName] = entries
  }
  return map
}

/** The LookupNames to ask the Lookup resource for: those of the fields the site compares. */
function wantedLookupNames(metadata: MetadataLookups | null) {
  const names = new Set<string>(['AreaUnits'])
  for (const field of LOOKUP_FIELDS) {
    names.add(field)
    const lookupName = metadata?.fieldLookups.get(field)
    if (lookupName) names.add(lookupName)
  }
  return [...names]
}

/** The server has not got it (or will not say): no map from this source, no error. */
const notOffered = (error: unknown) =>
  error instanceof FeedRequestError && [400, 403, 404, 405, 406, 501].includes(error.status ?? 0)

async function readLookupRows(client: ResoClient, names: string[]): Promise<unknown[]> {
  const filter = names.map((name) => `LookupName eq '${name.replace(/'/g, "''")}'`).join(' or ')
  try {
    return await readAllPages(client, client.lookupUrl(filter, LOOKUP_PAGE_SIZE))
  } catch (error) {
    // A server that cannot filter its Lookup resource is read whole.
    if (error instanceof FeedRequestError && error.status === 400)
      return readAllPages(client, client.lookupUrl(null, LOOKUP_PAGE_SIZE))
    throw error
  }
}

/** Every page of a resource: its nextLink, else $skip past a full page. */
async function readAllPages(client: ResoClient, firstUrl: string): Promise<unknown[]> {
  const rows: unknown[] = []
  let url: string | null = firstUrl
  for (let pages = 0; url && pages < MAX_LOOKUP_PAGES; pages++) {
    const page = await client.getPage(url, LOOKUP_PAGE_SIZE)
    rows.push(...page.records)
    if (page.records.length === 0 || (page.count !== null && rows.length >= page.count)) break
    let next = page.nextLink
    if (!next && page.records.length >= Math.min(LOOKUP_PAGE_SIZE, page.appliedPageSize ?? LOOKUP_PAGE_SIZE)) {
      const skipped: URL = new URL(url)
      skipped.searchParams.set('$skip', String(Number(skipped.searchParams.get('$skip') ?? 0) + page.records.length))
      next = skipped.toString()
    }
    url = next === url ? null : next
  }
  return rows
}

/** Reads the server's $metadata and Lookup resource into a map; null when a request failed (not a missing one). */
export async function fetchLookupMap(client: ResoClient): Promise<LookupMap> {
  let metadata: MetadataLookups | null = null
  try {
    metadata = parseMetadataXml(await client.getMetadataXml())
  } catch (error) {
    if (!notOffered(error)) throw error
  }
  let rows: unknown[] = []
  // Without $metadata there is no saying whether Lookup is offered: asking costs one request a day.
  if (!metadata || metadata.hasLookupResource) {
    try {
      rows = await readLookupRows(client, wantedLookupNames(metadata))
    } catch (error) {
      if (!notOffered(error)) throw error
    }
  }
  return buildLookupMap(metadata, rows)
}

/**
 * The map for this run: the stored one while it is less than a day old, else read again and stored. A refresh that
 * fails keeps the stored map (the run goes on, `warn` says why) and is tried again an hour later.
 */
export async function currentLookupMap(
  db: Database,
  client: ResoClient,
  { warn, signal, now = new Date() }: { warn: (message: string) => Promise<unknown>; signal?: AbortSignal; now?: Date },
): Promise<LookupMap | null> {
  const [row] = await db
    .select({ map: feedSettings.lookupMap, at: feedSettings.lookupMapAt })
    .from(feedSettings)
    .where(eq(feedSettings.id, 1))
  if (row?.at && now.getTime() - row.at.getTime() < LOOKUP_MAP_MAX_AGE_MS) return row.map ?? null
  try {
    const map = await fetchLookupMap(client)
    await db.update(feedSettings).set({ lookupMap: map, lookupMapAt: now }).where(eq(feedSettings.id, 1))
    return map
  } catch (error) {
    if (signal?.aborted) throw error
    const retryAt = new Date(now.getTime() - LOOKUP_MAP_MAX_AGE_MS + RETRY_AFTER_FAILURE_MS)
    await db.update(feedSettings).set({ lookupMapAt: retryAt }).where(eq(feedSettings.id, 1))
    const reason = error instanceof FeedRequestError ? error.message : 'the request failed'
    await warn(
      `The server's lookup values ($metadata, Lookup) could not be read (${reason}); values are compared as they come and the lookups are read again in an hour.`,
    )
    return row?.map ?? null
  }
}
