// OData system query options for a collection (URL Conventions §5.1): $filter, $select, $orderby, $top, $skip,
// $count and $expand (with nested $select/$filter/$orderby/$top/$skip), checked against the Data Dictionary fields;
// what a server of ours does not support ($search, $apply, $compute, lambda paths, unknown options) answers 400.
import {
  RESOURCES,
  fieldOf,
  navigationOf,
  type EnumMode,
  type FieldDefinition,
  type NavigationDefinition,
  type ResourceName,
} from './dictionary'
import { compileFilter, renderLookup, toMicroseconds, type Row } from './evaluate'
import { ODataError } from './odata-error'

export interface Expand {
  navigation: NavigationDefinition
  query: CollectionQuery
}

export interface CollectionQuery {
  resource: ResourceName
  filter: ((row: Row) => boolean) | null
  orderby: { field: FieldDefinition; descending: boolean }[]
  select: FieldDefinition[] | null
  expand: Expand[]
  top: number | null
  skip: number
  count: boolean
}

const SUPPORTED = ['$filter', '$select', '$orderby', '$top', '$skip', '$count', '$expand', '$format']
const NESTED = ['$filter', '$select', '$orderby', '$top', '$skip']

/** Splits on `separator` outside parentheses and quoted strings. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === "'") quoted = !quoted
    else if (quoted) continue
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index))
      start = index + 1
    }
  }
  if (depth !== 0 || quoted) throw new ODataError(400, `"${text}" has unbalanced parentheses or quotes.`)
  parts.push(text.slice(start))
  return parts.map((part) => part.trim())
}

function whole(name: string, value: string | null): number | null {
  if (value === null) return null
  if (!/^\d+$/.test(value.trim())) throw new ODataError(400, `${name} must be a whole number of 0 or more.`, name)
  return Number(value)
}

function field(resource: ResourceName, name: string, option: string): FieldDefinition {
  const found = fieldOf(resource, name)
  if (!found)
    throw new ODataError(
      400,
      `Could not find a property named '${name}' on type 'org.reso.metadata.${resource}'.`,
      option,
    )
  return found
}

/** Reads the options of a request (or of one $expand item); ODataError (400) for what it cannot do. */
export function parseQuery(
  options: Map<string, string>,
  resource: ResourceName,
  mode: EnumMode,
  nested = false,
): CollectionQuery {
  for (const name of options.keys()) {
    if (!name.startsWith('$')) continue
    if (!(nested ? NESTED : SUPPORTED).includes(name))
      throw new ODataError(400, `The query option ${name} is not supported${nested ? ' inside $expand' : ''}.`, name)
  }
  const format = options.get('$format')
  if (format !== undefined && !/^(json|application\/json)(;.*)?$/i.test(format))
    throw new ODataError(400, `$format=${format} is not supported; this service answers JSON.`, '$format')
  const count = options.get('$count')
  if (count !== undefined && count !== 'true' && count !== 'false')
    throw new ODataError(400, '$count must be true or false.', '$count')
  const filter = options.get('$filter')
  const select = options.get('$select')
  const orderby = options.get('$orderby')
  const expand = options.get('$expand')
  return {
    resource,
    filter: filter ? compileFilter(filter, resource, mode) : null,
    select:
      select && select.trim() !== '*'
        ? splitTopLevel(select, ',').map((name) => field(resource, name, '$select'))
        : null,
    orderby: orderby
      ? splitTopLevel(orderby, ',').map((item) => {
          const [name, direction, extra] = item.split(/\s+/)
          if (extra !== undefined || (direction !== undefined && !/^(asc|desc)$/.test(direction)))
            throw new ODataError(400, `"${item}" is not an ordering ($orderby=Field asc|desc).`, '$orderby')
          return { field: field(resource, name!, '$orderby'), descending: direction === 'desc' }
        })
      : [],
    expand: expand ? splitTopLevel(expand, ',').map((item) => parseExpandItem(item, resource, mode)) : [],
    top: whole('$top', options.get('$top') ?? null),
    skip: whole('$skip', options.get('$skip') ?? null) ?? 0,
    count: count === 'true',
  }
}

function parseExpandItem(item: string, resource: ResourceName, mode: EnumMode): Expand {
  const match = /^([A-Za-z_]\w*)(?:\((.*)\))?$/s.exec(item)
  if (!match) throw new ODataError(400, `"${item}" is not an $expand item we support.`, '$expand')
  const navigation = navigationOf(resource, match[1]!)
  if (!navigation)
    throw new ODataError(
      400,
      `Could not find a navigation property named '${match[1]}' on 'org.reso.metadata.${resource}'.`,
      '$expand',
    )
  const options = new Map<string, string>()
  for (const option of match[2] ? splitTopLevel(match[2], ';') : []) {
    const equals = option.indexOf('=')
    if (equals < 0) throw new ODataError(400, `"${option}" in $expand is not an option.`, '$expand')
    options.set(option.slice(0, equals).trim(), option.slice(equals + 1))
  }
  if ([...options.keys()].some((name) => !name.startsWith('$')))
    throw new ODataError(400, `$expand=${item} has options that are not query options.`, '$expand')
  return { navigation, query: parseQuery(options, navigation.target, mode, true) }
}

function compareValues(a: unknown, b: unknown, field: FieldDefinition, mode: EnumMode): number {
  if (a === b) return 0
  if (a === null || a === undefined) return -1
  if (b === null || b === undefined) return 1
  if (field.type === 'Edm.DateTimeOffset') return toMicroseconds(String(a)) - toMicroseconds(String(b))
  if (typeof field.type === 'object') {
    const [x, y] = [renderLookup(field.type.lookup, a, mode), renderLookup(field.type.lookup, b, mode)]
    return String(x) < String(y) ? -1 : x === y ? 0 : 1
  }
  return (a as number | string) < (b as number | string) ? -1 : 1
}

/** The records a query selects, in its order (ties by key, so pages never overlap), before $skip/$top. */
export function selectRows(rows: Iterable<Row>, query: CollectionQuery, mode: EnumMode): Row[] {
  const key = RESOURCES[query.resource].key
  const keyField = fieldOf(query.resource, key)!
  const chosen = query.filter ? [...rows].filter(query.filter) : [...rows]
  const order = [...query.orderby, { field: keyField, descending: false }]
  return chosen.sort((a, b) => {
    for (const { field, descending } of order) {
      const compared = compareValues(a[field.name], b[field.name], field, mode)
      if (compared !== 0) return descending ? -compared : compared
    }
    return 0
  })
}

/** A record as the client receives it: the selected fields (all when none), lookups in the server's mode. */
export function renderRow(row: Row, query: CollectionQuery, mode: EnumMode): Row {
  const fields = query.select ?? RESOURCES[query.resource].fields
  const rendered: Row = {}
  for (const field of fields) {
    const value = row[field.name] ?? null
    rendered[field.name] = typeof field.type === 'object' ? renderLookup(field.type.lookup, value, mode) : value
  }
  return rendered
}
