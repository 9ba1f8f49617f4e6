import { isDeepStrictEqual } from 'node:util'

/** Fields the Content Lake sets on every write; they never come from the seed. */
const systemFields = new Set(['_rev', '_createdAt', '_updatedAt', '_system'])

/** A stored document without the fields the server adds, for comparison with the seed's copy. */
export function withoutSystemFields<T extends Record<string, unknown>>(document: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(document).filter(([key]) => !systemFields.has(key)),
  ) as Partial<T>
}

/** Same content whatever the key order: JSON objects are unordered. */
export function sameContent(
  wanted: Record<string, unknown>,
  stored: Record<string, unknown>,
): boolean {
  return isDeepStrictEqual(sortKeys(wanted), sortKeys(withoutSystemFields(stored)))
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  )
}
