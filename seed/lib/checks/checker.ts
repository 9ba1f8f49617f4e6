import type { z } from 'zod'
import { fieldPath, type SeedIssue } from '../issues'
import { printable, stringProblems } from '../strings'
import { unknownField } from '../../../schemas/undeclaredContent'

/**
 * Whether a failed field of a document only repeats a cause reported already: given the field
 * and the fields of the same document that failed.
 */
export type KnockOn = (field: string, failed: ReadonlySet<string>) => boolean

/**
 * What the seed's checks share: the issues found so far, the fields that failed their own checks
 * (so later steps do not repeat them as knock-on lines), and where each checked document stood
 * in its authored list.
 */
export class Checker {
  readonly issues: SeedIssue[] = []
  /** Fields whose value failed its own checks, as `${id} ${field}`. */
  readonly failedFields = new Set<string>()
  /** Where each checked document stands in its authored list. */
  readonly sourceIndex = new Map<object, number>()

  report(id: string, field: string, message: string): void {
    this.issues.push({ id, field, message })
  }

  /**
   * One message per field, the first cause: a string with a control character is reported as
   * that alone, not also as too long or not a slug.
   */
  check<T extends z.ZodType>(
    schema: T,
    value: unknown,
    id: string,
    knockOn?: KnockOn,
  ): z.infer<T> | undefined {
    const found = stringProblems(value)
    const result = schema.safeParse(value)
    if (result.success && found.length === 0) return result.data
    const reported = new Set<string>()
    // A block type with a control character is that, not also an unknown block type.
    const holdsProblem = (path: readonly PropertyKey[]) =>
      found.some((problem) => path.every((part, i) => problem.path[i] === part))
    // A key the schema lacks is named on its own path, in the Studio's words for it.
    const schemaIssues = (result.success ? [] : result.error.issues).flatMap(
      (issue): z.core.$ZodIssue[] =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => ({
              ...issue,
              path: [...issue.path, key],
              message: unknownField,
            }))
          : [issue],
    )
    const firsts: { field: string; message: string }[] = []
    for (const issue of [...found, ...schemaIssues]) {
      const field = fieldPath(issue.path) || '(document)'
      if (reported.has(field)) continue
      if ('code' in issue && issue.code === 'invalid_union' && holdsProblem(issue.path)) continue
      reported.add(field)
      this.failedFields.add(`${id} ${field}`)
      firsts.push({ field, message: issue.message })
    }
    for (const { field, message } of firsts)
      if (!knockOn?.(field, reported)) this.report(id, field, message)
    return undefined
  }

  /** Each item of an authored list that passes its schema; the others are reported. */
  checkList<T extends z.ZodType>(
    schema: T,
    list: unknown,
    label: string,
    idOf: (item: unknown, i: number) => string,
    knockOnOf?: (item: unknown) => KnockOn,
  ): z.infer<T>[] {
    if (!Array.isArray(list)) {
      this.report(label, '(list)', 'must be a list')
      return []
    }
    return list.flatMap((item, i) => {
      const parsed = this.check(schema, item, idOf(item, i), knockOnOf?.(item))
      if (parsed === undefined) return []
      this.sourceIndex.set(parsed as object, i)
      return [parsed]
    })
  }
}

/** A document's id from one of its fields, or its place in the list when that is missing. */
export const idField = (field: string, prefix: string) => (item: unknown, i: number) => {
  const value = (item as Record<string, unknown> | null)?.[field]
  return typeof value === 'string' && value.trim()
    ? `${prefix}${printable(value)}`
    : `${prefix}#${i + 1}`
}

/** The keys authored for a list, valid or not. */
export function authoredKeys(list: unknown, field: string): Set<string> {
  if (!Array.isArray(list)) return new Set()
  return new Set(
    list.flatMap((item) => {
      const value = (item as Record<string, unknown> | null)?.[field]
      return typeof value === 'string' ? [value] : []
    }),
  )
}
