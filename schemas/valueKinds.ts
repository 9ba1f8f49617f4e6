/**
 * What a value is, as a message names it ("must be text, not a number"): for a value of the
 * wrong kind, which the Studio's editor cannot make but the API and the seed's content can.
 */

/** A JSON object: not null, not a list. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What a value is: "text", "a number", "a list", "a Date object"… */
export function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (value instanceof Date) return 'a Date object'
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 'a number'
    case 'boolean':
      return 'true or false'
    case 'string':
      return 'text'
    default:
      return `an ${typeof value}`
  }
}

/** A schema type's JSON type as a value of it is named. */
export const jsonTypeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
}

/** The JSON type a value has, as a schema type's `jsonType` names it. */
export function jsonTypeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (value instanceof Date) return 'date'
  return typeof value
}
