// Turns a $filter syntax tree (filter.ts) into a predicate over one resource's records, checking it against the
// resource's fields first: an unknown property, a literal of the wrong type, an operator a type does not have or an
// enum member the lookup does not know is an ODataError (400), as a real server answers. Records hold lookups as enum
// member names; in string mode a lookup field is compared by its display string, in enum mode by its member.
import {
  ENUM_NAMESPACE,
  LOOKUPS,
  fieldOf,
  findLookupValue,
  type EnumMode,
  type FieldDefinition,
  type LookupName,
  type ResourceName,
} from './dictionary'
import { parseFilter, type CompareOperator, type Expression } from './filter'
import { ODataError } from './odata-error'

export type Row = Record<string, unknown>
type Kind = 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'enum' | 'null'
interface Operand {
  kind: Kind
  lookup?: LookupName
  get: (row: Row) => unknown
}

const invalid = (message: string) => new ODataError(400, message, '$filter')

/** A DateTimeOffset as microseconds since 1970, so values written with more digits still compare exactly. */
export function toMicroseconds(value: string): number {
  const fraction = /\.(\d+)/.exec(value)?.[1] ?? ''
  const seconds = Date.parse(value.replace(/\.\d+/, ''))
  return seconds * 1000 + Number((fraction + '000000').slice(0, 6))
}

const displayOf = new Map<LookupName, Map<string, string>>(
  (Object.keys(LOOKUPS) as LookupName[]).map((name) => [
    name,
    new Map(LOOKUPS[name].map((value) => [value.member, value.display])),
  ]),
)

/** A stored lookup value (its member name, or a list of them) as a server in `mode` writes it. */
export function renderLookup(lookup: LookupName, member: unknown, mode: EnumMode): unknown {
  if (Array.isArray(member)) return member.map((each) => renderLookup(lookup, each, mode))
  if (typeof member !== 'string' || mode === 'enum') return member
  return displayOf.get(lookup)!.get(member) ?? member
}

function kindOfField(field: FieldDefinition, mode: EnumMode): Kind {
  if (typeof field.type === 'object') return mode === 'enum' ? 'enum' : 'string'
  switch (field.type) {
    case 'Edm.String':
      return 'string'
    case 'Edm.Boolean':
      return 'boolean'
    case 'Edm.Date':
      return 'date'
    case 'Edm.DateTimeOffset':
      return 'datetime'
    default:
      return 'number'
  }
}

const ORDERED: Kind[] = ['string', 'number', 'date', 'datetime']

export function compileFilter(source: string, resource: ResourceName, mode: EnumMode): (row: Row) => boolean {
  const expression = parseFilter(source)

  function operand(node: Expression, against?: Operand): Operand {
    switch (node.kind) {
      case 'property': {
        const field = fieldOf(resource, node.name)
        if (!field)
          throw invalid(`Could not find a property named '${node.name}' on type 'org.reso.metadata.${resource}'.`)
        const kind = kindOfField(field, mode)
        const lookup = typeof field.type === 'object' ? field.type.lookup : undefined
        if (lookup && mode === 'string')
          return { kind, lookup, get: (row) => renderLookup(lookup, row[node.name], mode) }
        if (kind === 'datetime')
          return {
            kind,
            get: (row) => (typeof row[node.name] === 'string' ? toMicroseconds(row[node.name] as string) : null),
          }
        return { kind, lookup, get: (row) => row[node.name] ?? null }
      }
      case 'literal':
        return literal(node, against)
      case 'call': {
        const args = node.args.map((arg) => operand(arg))
        for (const arg of args)
          if (arg.kind !== 'string' && arg.kind !== 'null') throw invalid(`${node.name}() takes text, not ${arg.kind}.`)
        if (node.name === 'tolower' || node.name === 'toupper') {
          const [text] = args
          const change =
            node.name === 'tolower' ? (value: string) => value.toLowerCase() : (value: string) => value.toUpperCase()
          return {
            kind: 'string',
            get: (row) => (typeof text!.get(row) === 'string' ? change(text!.get(row) as string) : null),
          }
        }
        const [haystack, needle] = args
        const test = { contains: 'includes', startswith: 'startsWith', endswith: 'endsWith' } as const
        const method = test[node.name]
        return {
          kind: 'boolean',
          get: (row) => {
            const [a, b] = [haystack!.get(row), needle!.get(row)]
            return typeof a === 'string' && typeof b === 'string' ? a[method](b) : null
          },
        }
      }
      default:
        return { kind: 'boolean', get: predicate(node) }
    }
  }

  function literal(node: Extract<Expression, { kind: 'literal' }>, against?: Operand): Operand {
    if (node.type === 'enum') {
      const typeName = node.enumType!
      const lookup = typeName.startsWith(`${ENUM_NAMESPACE}.`) ? typeName.slice(ENUM_NAMESPACE.length + 1) : ''
      if (mode === 'string' || !Object.hasOwn(LOOKUPS, lookup)) throw invalid(`The type '${typeName}' is not defined.`)
      if (against?.lookup && against.lookup !== lookup)
        throw invalid(`${typeName} cannot be compared with a ${against.lookup} value.`)
      return enumMember(lookup as LookupName, String(node.value))
    }
    // OData 4.01: an enum member may also be written as a plain string.
    if (node.type === 'string' && against?.kind === 'enum' && against.lookup)
      return enumMember(against.lookup, String(node.value))
    const value = node.type === 'datetime' ? toMicroseconds(String(node.value)) : node.value
    return { kind: node.type, get: () => value }
  }

  function enumMember(lookup: LookupName, member: string): Operand {
    const found = findLookupValue(lookup, member)
    if (!found || found.member !== member) throw invalid(`'${member}' is not a member of ${ENUM_NAMESPACE}.${lookup}.`)
    return { kind: 'enum', lookup, get: () => member }
  }

  function comparison(operator: CompareOperator, leftNode: Expression, rightNode: Expression) {
    const first = leftNode.kind === 'literal' ? null : operand(leftNode)
    const right = operand(rightNode, first ?? undefined)
    const left = first ?? operand(leftNode, right)
    const kinds = [left.kind, right.kind].filter((kind) => kind !== 'null')
    if (kinds.length === 2 && kinds[0] !== kinds[1])
      throw invalid(`A ${left.kind} value cannot be compared with a ${right.kind} value.`)
    const kind = kinds[0] ?? 'null'
    if (operator === 'has' && kind !== 'enum') throw invalid('has compares enum values only.')
    if (['gt', 'ge', 'lt', 'le'].includes(operator) && !ORDERED.includes(kind) && kind !== 'null')
      throw invalid(`${operator} cannot compare ${kind} values.`)
    return (row: Row) => {
      const [a, b] = [left.get(row), right.get(row)]
      if (operator === 'eq' || operator === 'has') return a === b
      if (operator === 'ne') return a !== b
      if (a === null || b === null) return false
      const order = (a as number | string) < (b as number | string) ? -1 : a === b ? 0 : 1
      return { gt: order > 0, ge: order >= 0, lt: order < 0, le: order <= 0 }[operator]
    }
  }

  function predicate(node: Expression): (row: Row) => boolean {
    switch (node.kind) {
      case 'and': {
        const [left, right] = [predicate(node.left), predicate(node.right)]
        return (row) => left(row) && right(row)
      }
      case 'or': {
        const [left, right] = [predicate(node.left), predicate(node.right)]
        return (row) => left(row) || right(row)
      }
      case 'not': {
        const inner = predicate(node.operand)
        return (row) => !inner(row)
      }
      case 'compare':
        return comparison(node.operator, node.left, node.right)
      case 'in': {
        const tests = node.list.map((item) => comparison('eq', node.left, item))
        return (row) => tests.some((test) => test(row))
      }
      default: {
        const value = operand(node)
        if (value.kind !== 'boolean') throw invalid('The $filter must be true or false for each record.')
        return (row) => value.get(row) === true
      }
    }
  }

  return predicate(expression)
}
