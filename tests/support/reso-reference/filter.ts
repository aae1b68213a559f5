// An OData 4.01 $filter parser (URL Conventions §5.1.1): a lexer, then a recursive-descent parser with the standard
// precedence (not > comparison > and > or), giving a syntax tree the evaluator (evaluate.ts) walks. It takes
// eq ne gt ge lt le has in, and or not, parentheses, string / number / boolean / null / Date / DateTimeOffset
// literals, qualified enum literals (org.reso.metadata.enums.StandardStatus'Active') and the string functions
// contains, startswith, endswith, tolower, toupper. Anything else is an ODataError (400).
import { ODataError } from './odata-error'

export type LiteralType = 'string' | 'number' | 'boolean' | 'null' | 'date' | 'datetime' | 'enum'

export type Expression =
  | { kind: 'literal'; type: LiteralType; value: string | number | boolean | null; enumType?: string }
  | { kind: 'property'; name: string }
  | { kind: 'compare'; operator: CompareOperator; left: Expression; right: Expression }
  | { kind: 'in'; left: Expression; list: Expression[] }
  | { kind: 'and' | 'or'; left: Expression; right: Expression }
  | { kind: 'not'; operand: Expression }
  | { kind: 'call'; name: FunctionName; args: Expression[] }

export const COMPARE_OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'has'] as const
export type CompareOperator = (typeof COMPARE_OPERATORS)[number]
export const FUNCTIONS = { contains: 2, startswith: 2, endswith: 2, tolower: 1, toupper: 1 } as const
export type FunctionName = keyof typeof FUNCTIONS

type Token =
  | { kind: 'open' | 'close' | 'comma' | 'end'; at: number }
  | { kind: 'word'; text: string; at: number }
  | { kind: 'literal'; literal: Extract<Expression, { kind: 'literal' }>; at: number }

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,12})?)?(?:Z|[+-]\d{2}:\d{2})/i
const DATE = /^\d{4}-\d{2}-\d{2}(?![\dT:])/
const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])/
const WORD = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/

/** A date (and time) whose parts exist: no 30 February, no hour 24. */
function isRealDate(text: string): boolean {
  const [year, month, day, hour = 0, minute = 0, second = 0] = (text.match(/\d+/g) ?? []).map(Number)
  const date = new Date(Date.UTC(year!, month! - 1, day!))
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60
}

const syntaxError = (message: string, at: number) =>
  new ODataError(400, `The $filter is not valid at character ${at + 1}: ${message}.`, '$filter')

/** Reads a quoted string starting at `start` (the opening quote); '' inside is one quote. */
function readString(source: string, start: number): { value: string; end: number } {
  let value = ''
  let index = start + 1
  for (;;) {
    const quote = source.indexOf("'", index)
    if (quote < 0) throw syntaxError('a string has no closing quote', start)
    value += source.slice(index, quote)
    if (source[quote + 1] === "'") {
      value += "'"
      index = quote + 2
    } else return { value, end: quote + 1 }
  }
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let index = 0
  while (index < source.length) {
    const char = source[index]!
    const rest = source.slice(index)
    if (/\s/.test(char)) index++
    else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char === '(' ? 'open' : char === ')' ? 'close' : 'comma', at: index })
      index++
    } else if (char === "'") {
      const { value, end } = readString(source, index)
      tokens.push({ kind: 'literal', literal: { kind: 'literal', type: 'string', value }, at: index })
      index = end
    } else if (DATETIME.test(rest) || DATE.test(rest)) {
      const datetime = DATETIME.exec(rest)
      const text = (datetime ?? DATE.exec(rest))![0]
      if (!isRealDate(text)) throw syntaxError(`"${text}" is not a real date`, index)
      const type = datetime ? 'datetime' : 'date'
      tokens.push({ kind: 'literal', literal: { kind: 'literal', type, value: text }, at: index })
      index += text.length
    } else if (NUMBER.test(rest)) {
      const text = NUMBER.exec(rest)![0]
      tokens.push({ kind: 'literal', literal: { kind: 'literal', type: 'number', value: Number(text) }, at: index })
      index += text.length
    } else if (WORD.test(rest)) {
      const text = WORD.exec(rest)![0]
      const after = index + text.length
      if (source[after] === "'") {
        // A qualified enum literal: Namespace.EnumType'Member'
        if (!text.includes('.')) throw syntaxError(`"${text}'" is not a literal`, index)
        const { value, end } = readString(source, after)
        const literal = { kind: 'literal', type: 'enum', value, enumType: text } as const
        tokens.push({ kind: 'literal', literal, at: index })
        index = end
        continue
      }
      if (source[after] === '/') throw syntaxError('paths and lambda operators (any, all) are not supported', after)
      if (text === 'true' || text === 'false')
        tokens.push({
          kind: 'literal',
          literal: { kind: 'literal', type: 'boolean', value: text === 'true' },
          at: index,
        })
      else if (text === 'null')
        tokens.push({ kind: 'literal', literal: { kind: 'literal', type: 'null', value: null }, at: index })
      else tokens.push({ kind: 'word', text, at: index })
      index = after
    } else throw syntaxError(`unexpected "${char}"`, index)
  }
  tokens.push({ kind: 'end', at: source.length })
  return tokens
}

/** The syntax tree of a $filter expression; ODataError (400) for what it cannot read. */
export function parseFilter(source: string): Expression {
  const tokens = tokenize(source)
  let position = 0
  const peek = () => tokens[position]!
  const next = () => tokens[position++]!
  const isWord = (text: string) => {
    const token = peek()
    return token.kind === 'word' && token.text === text
  }
  const expect = (kind: Token['kind'], what: string) => {
    const token = next()
    if (token.kind !== kind) throw syntaxError(`expected ${what}`, token.at)
    return token
  }

  function orExpression(): Expression {
    let left = andExpression()
    while (isWord('or')) {
      next()
      left = { kind: 'or', left, right: andExpression() }
    }
    return left
  }

  function andExpression(): Expression {
    let left = unary()
    while (isWord('and')) {
      next()
      left = { kind: 'and', left, right: unary() }
    }
    return left
  }

  function unary(): Expression {
    if (isWord('not')) {
      next()
      return { kind: 'not', operand: unary() }
    }
    return comparison()
  }

  function comparison(): Expression {
    const left = primary()
    const token = peek()
    if (token.kind !== 'word') return left
    if ((COMPARE_OPERATORS as readonly string[]).includes(token.text)) {
      next()
      return { kind: 'compare', operator: token.text as CompareOperator, left, right: primary() }
    }
    if (token.text === 'in') {
      next()
      expect('open', '"(" after in')
      const list = [primary()]
      while (peek().kind === 'comma') {
        next()
        list.push(primary())
      }
      expect('close', '")" to close the list')
      return { kind: 'in', left, list }
    }
    if (['and', 'or'].includes(token.text)) return left
    throw syntaxError(`"${token.text}" is not an operator we support`, token.at)
  }

  function primary(): Expression {
    const token = next()
    if (token.kind === 'open') {
      const inner = orExpression()
      expect('close', '")"')
      return inner
    }
    if (token.kind === 'literal') return token.literal
    if (token.kind !== 'word') throw syntaxError('expected a property, a literal or "("', token.at)
    if (peek().kind === 'open') {
      if (!Object.hasOwn(FUNCTIONS, token.text))
        throw syntaxError(`the function ${token.text}() is not supported`, token.at)
      next()
      const args: Expression[] = []
      if (peek().kind !== 'close') {
        args.push(orExpression())
        while (peek().kind === 'comma') {
          next()
          args.push(orExpression())
        }
      }
      expect('close', '")" after the arguments')
      const name = token.text as FunctionName
      if (args.length !== FUNCTIONS[name])
        throw syntaxError(`${name}() takes ${FUNCTIONS[name]} argument(s), not ${args.length}`, token.at)
      return { kind: 'call', name, args }
    }
    if (['and', 'or', 'not', 'in', ...COMPARE_OPERATORS].includes(token.text))
      throw syntaxError(`"${token.text}" needs a value before it`, token.at)
    return { kind: 'property', name: token.text }
  }

  if (peek().kind === 'end') throw syntaxError('the expression is empty', 0)
  const expression = orExpression()
  const rest = peek()
  if (rest.kind !== 'end') throw syntaxError('unexpected text after the expression', rest.at)
  return expression
}
