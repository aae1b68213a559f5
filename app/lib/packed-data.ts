// Loader data written as JSON once, where the server keeps it in memory and sends the same value to many pages (a
// search's results until content changes). React Router encodes loader data value by value for every page (its
// turbo-stream: about a tenth of an uncached render of /properties, for its ~500 values); a packed value is one
// string to it. The server reads the value it packed; a browser parses the JSON once per value it receives.
// Shared by both sides: no server code here.

/** A value and its JSON; as loader data, only the JSON travels. */
export interface Packed<T> {
  readonly json: string
  /** the value's type, for `unpack`; never set */
  readonly __value?: T
}

/**
 * What JSON keeps as it is: a value with a Date, Map, Set, bigint or function is refused by the type checker (a value
 * typed `unknown` cannot be checked, and is let through).
 */
export type JsonSafe<T> = unknown extends T
  ? T
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends Date | Map<unknown, unknown> | Set<unknown> | bigint | ((...args: never[]) => unknown)
      ? never
      : T extends readonly (infer Item)[]
        ? readonly JsonSafe<Item>[]
        : { [Key in keyof T]: JsonSafe<T[Key]> }

// The value each packed object was made from (server), or parsed from (browser): no parse for the server's own.
const values = new WeakMap<object, unknown>()

export function pack<T>(value: T & JsonSafe<T>): Packed<T> {
  const packed: Packed<T> = { json: JSON.stringify(value) }
  values.set(packed, value)
  return packed
}

/**
 * The value. Keys whose value was undefined are absent in a browser's copy, as JSON writes them; the value is shared
 * by every page that shows it: read it, never change it.
 */
export function unpack<T>(packed: Packed<T>): T {
  let value = values.get(packed)
  if (value === undefined) {
    value = JSON.parse(packed.json)
    values.set(packed, value)
  }
  return value as T
}
