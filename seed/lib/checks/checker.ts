import type { SeedIssue } from '@/seed/lib/issues'
import { printable } from '@/seed/lib/strings'

/** The seed's input before it is checked: anything at all, as a test or a typo may make it. */
export interface UncheckedContent {
  settings: unknown
  categories: unknown
  topics: unknown
  authors: unknown
  jobs: unknown
  benefits: unknown
  about: unknown
  privacy: unknown
  careers: unknown
  home: unknown
  /** One entry per module of seed/content/articles/, with its file when loaded from one. */
  articles: readonly { article?: unknown; summaries?: unknown; file?: string; synthetic?: true }[]
}

/**
 * The issues found so far, one per field of a document: the first cause found is the one
 * reported, so a later check never repeats it in other words.
 */
export class Issues {
  readonly list: SeedIssue[] = []
  readonly #fields = new Set<string>()

  report(id: string, field: string, message: string): void {
    const key = `${id} ${field}`
    if (this.#fields.has(key)) return
    this.#fields.add(key)
    this.list.push({ id, field, message })
  }

  has(id: string, field: string): boolean {
    return this.#fields.has(`${id} ${field}`)
  }
}

/** A field of an authored value, which may be anything at all: undefined unless an object has it. */
export const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

/** A document's id from one of its fields, or its place in the list when that is missing. */
export const idField = (field: string, prefix: string) => (item: unknown, i: number) => {
  const value = fieldOf(item, field)
  return typeof value === 'string' && value.trim()
    ? `${prefix}${printable(value)}`
    : `${prefix}#${i + 1}`
}

/** Each summary as authored, with the module it sits in and how to name its place. */
export interface SummarySource {
  value: unknown
  module: number
  where: string
}

/** Where an article module came from: its file, or its place in the list. */
export const moduleName = (content: UncheckedContent, i: number) =>
  content.articles[i]?.file ?? `articles[${i}]`

export function summarySourcesOf(content: UncheckedContent): SummarySource[] {
  return content.articles.flatMap((module, i) =>
    Array.isArray(module.summaries)
      ? module.summaries.map((value: unknown, j) => ({
          value,
          module: i,
          where: `${moduleName(content, i)} summaries[${j}]`,
        }))
      : [{ value: { id: `summary-of-module-${i + 1}` }, module: i, where: moduleName(content, i) }],
  )
}
