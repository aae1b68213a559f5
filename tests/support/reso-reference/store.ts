// What the reference server holds: the generated records by resource, and the changes an MLS makes to them. A change
// to a listing moves its ModificationTimestamp past every other (as an MLS stamps it); a change to an open house
// moves only the open house's own timestamp, not its listing's (as RESO servers do).
import { createHash } from 'node:crypto'
import {
  LOOKUPS,
  RESOURCES,
  findLookupValue,
  fieldOf,
  type EnumMode,
  type LookupName,
  type ResourceName,
} from './dictionary'
import type { Row } from './evaluate'
import type { GeneratedFeed } from './generator'
import { ODataError } from './odata-error'

export interface MlsSnapshot {
  properties: Row[]
  media: Row[]
  openHouses: Row[]
  offices: Row[]
}

function lookupRows(modifiedAt: string): Row[] {
  return (Object.keys(LOOKUPS) as LookupName[]).flatMap((name) =>
    LOOKUPS[name].map((value) => ({
      LookupKey: createHash('sha256').update(`${name}:${value.display}`).digest('hex'),
      LookupName: name,
      LookupValue: value.display,
      StandardLookupValue: value.display,
      LegacyODataValue: value.member,
      ModificationTimestamp: modifiedAt,
    })),
  )
}

const byKey = (resource: ResourceName, rows: Row[]) =>
  new Map(rows.map((row) => [String(row[RESOURCES[resource].key]), { ...row }]))

export function createStore(feed: GeneratedFeed) {
  const tables: Record<ResourceName, Map<string, Row>> = {
    Property: byKey('Property', feed.properties),
    Media: byKey('Media', feed.media),
    OpenHouse: byKey('OpenHouse', feed.openHouses),
    Office: byKey('Office', feed.offices),
    Lookup: byKey('Lookup', lookupRows(feed.offices[0]?.ModificationTimestamp as string)),
  }
  let latest = Math.max(0, ...[...tables.Property.values()].map((row) => Date.parse(String(row.ModificationTimestamp))))
  const children: Partial<Record<ResourceName, Map<string, Row[]>>> = {}

  /** A timestamp after every one the MLS has written, and not before the clock. */
  function nextTimestamp() {
    latest = Math.max(Date.now(), latest + 1000)
    return new Date(latest).toISOString()
  }

  /** Rows of `resource` belonging to the listing `key` (Media by ResourceRecordKey, OpenHouse by ListingKey). */
  function childrenOf(resource: 'Media' | 'OpenHouse', key: string): Row[] {
    if (!children[resource]) {
      const index = new Map<string, Row[]>()
      const link = resource === 'Media' ? 'ResourceRecordKey' : 'ListingKey'
      for (const row of tables[resource].values()) {
        const parent = String(row[link])
        index.set(parent, [...(index.get(parent) ?? []), row])
      }
      children[resource] = index
    }
    return children[resource].get(key) ?? []
  }

  /** Values a client sent (display strings in string mode, members in enum mode) as stored values. */
  function stored(resource: ResourceName, values: Row, mode: EnumMode | 'stored'): Row {
    const result: Row = {}
    for (const [name, value] of Object.entries(values)) {
      const field = fieldOf(resource, name)
      if (!field) throw new ODataError(400, `'${name}' is not a property of org.reso.metadata.${resource}.`)
      const lookup = typeof field.type === 'object' ? field.type.lookup : null
      const member = (one: string) => {
        const found = findLookupValue(lookup!, one)
        const matches = mode === 'stored' || mode === 'enum' ? found?.member === one : found?.display === one
        if (!found || !matches) throw new ODataError(400, `'${one}' is not a value of the lookup ${lookup}.`)
        return found.member
      }
      if (lookup && typeof value === 'string') result[name] = member(value)
      else if (lookup && Array.isArray(value)) result[name] = value.map((one) => member(String(one)))
      else result[name] = value
    }
    return result
  }

  function find(resource: ResourceName, key: string) {
    const row = tables[resource].get(key)
    if (!row) throw new ODataError(404, `No ${resource} record has the key '${key}'.`)
    return row
  }

  return {
    tables,
    childrenOf,
    /** A change to a record; `mode` says how lookups are written ('stored': enum member names). */
    update(resource: 'Property' | 'OpenHouse', key: string, values: Row, mode: EnumMode | 'stored' = 'stored') {
      const row = find(resource, key)
      const keyName = RESOURCES[resource].key
      if (keyName in values && values[keyName] !== key) throw new ODataError(400, `${keyName} cannot be changed.`)
      Object.assign(row, stored(resource, values, mode), { ModificationTimestamp: nextTimestamp() })
      delete children.OpenHouse
      return row
    },
    create(resource: 'Property' | 'OpenHouse', values: Row, mode: EnumMode | 'stored' = 'stored') {
      const key = values[RESOURCES[resource].key]
      if (typeof key !== 'string' || !key) throw new ODataError(400, `${RESOURCES[resource].key} is required.`)
      if (tables[resource].has(key)) throw new ODataError(409, `A ${resource} record with the key '${key}' exists.`)
      const row = { ...stored(resource, values, mode), ModificationTimestamp: nextTimestamp() }
      tables[resource].set(key, row)
      delete children.OpenHouse
      return row
    },
    /** The listing is gone from the feed (and its media and open houses with it). */
    remove(resource: 'Property' | 'OpenHouse', key: string) {
      find(resource, key)
      tables[resource].delete(key)
      if (resource === 'Property') {
        for (const media of childrenOf('Media', key)) tables.Media.delete(String(media.MediaKey))
        for (const house of childrenOf('OpenHouse', key)) tables.OpenHouse.delete(String(house.OpenHouseKey))
        delete children.Media
      }
      delete children.OpenHouse
    },
    /** The MLS's records as they stand, lookups as member names (a copy). */
    snapshot(): MlsSnapshot {
      const copy = (resource: ResourceName) => [...tables[resource].values()].map((row) => ({ ...row }))
      return {
        properties: copy('Property'),
        media: copy('Media'),
        openHouses: copy('OpenHouse'),
        offices: copy('Office'),
      }
    },
  }
}

export type Store = ReturnType<typeof createStore>
