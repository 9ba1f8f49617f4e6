import { createSchema, validateDocument, type SanityClient, type SanityDocument } from 'sanity'
import { schemaTypes } from '@/schemas'
import { titleKey } from '@/schemas/titleIsUnique'
import { undeclaredContent } from '@/schemas/undeclaredContent'
import { validationI18n } from '@/schemas/validationLocale'

/**
 * The Studio's own validation, run outside the Studio: the build applies it to a hosted
 * dataset, whose documents editors wrote, before a page is made from them, and the seed to the
 * documents it makes of seed/content (seed/lib/studioIssues.ts).
 */

export const studioSchema = createSchema({ name: 'default', types: schemaTypes })

/** The document types this project defines: what a check of a dataset looks at. */
export const documentTypes = schemaTypes
  .filter((type) => (type as { type?: string }).type === 'document')
  .map((type) => type.name)

/** A rule a document breaks, as an editor finds it: document id, field path, message. */
export interface DocumentProblem {
  id: string
  field: string
  message: string
}

/** Custom rules that ask the dataset (unique slugs) are answered by checkDocuments itself. */
const offlineClient = {
  fetch: async () => true,
  withConfig: () => offlineClient,
} as unknown as SanityClient

const fieldOf = (path: readonly unknown[]) =>
  path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`
    if (part && typeof part === 'object' && '_key' in part)
      return `${out}[_key=="${String((part as { _key: unknown })._key)}"]`
    return out ? `${out}.${String(part)}` : String(part)
  }, '') || '(document)'

/**
 * The problems of one document under the Studio's rules: Sanity's validation, and what it lets
 * through (undeclaredContent.ts). One message per field, the more precise.
 */
export async function documentProblems(
  document: { _id: string; _type: string },
  existing: ReadonlySet<string>,
): Promise<DocumentProblem[]> {
  const markers = await validateDocument({
    document: document as unknown as SanityDocument,
    workspace: {
      schema: studioSchema,
      getClient: () => offlineClient,
      i18n: validationI18n,
    } as unknown as Parameters<typeof validateDocument>[0]['workspace'],
    getDocumentExists: async ({ id }) => existing.has(id),
  })
  const type = studioSchema.get(document._type)
  const ours = type
    ? undeclaredContent(type, document as unknown as Record<string, unknown>).map(
        ({ path, message }) => ({ field: fieldOf(path), message }),
      )
    : []
  const sanitys = markers
    .filter((marker) => marker.level === 'error')
    .map((marker) => ({ field: fieldOf(marker.path), message: marker.message }))
  // Where ours names a field, Sanity's message for it ("did not match any allowed values") goes.
  const precise = new Set(ours.map(({ field }) => field))
  return [...ours, ...sanitys.filter(({ field }) => !precise.has(field))].map(
    ({ field, message }) => ({ id: document._id, field, message }),
  )
}

type Checked = { _id: string; _type: string; slug?: { current?: unknown } } & Record<
  string,
  unknown
>

/** What the Studio's rules ask the dataset, answered from the documents themselves. */
const sharedValues: {
  /** The type the value is unique within; every type when absent. */
  type?: string
  field: string
  valueOf: (document: Checked) => unknown
  keyOf: (value: string) => string
  message: (value: string, owner: string) => string
}[] = [
  {
    field: 'slug',
    valueOf: (document) => document.slug?.current,
    keyOf: (slug) => slug,
    message: (slug, owner) => `"${slug}" is already the slug of ${owner}`,
  },
  ...(
    [
      ['summary', 'title'],
      ['article', 'headline'],
    ] as const
  ).map(([type, field]) => ({
    type,
    field,
    valueOf: (document: Checked) => document[field],
    keyOf: titleKey,
    message: (_title: string, owner: string) =>
      `is already the ${field} of ${owner}; each needs its own`,
  })),
]

/**
 * Every error in a set of published documents: each document's rules, and slugs, titles and
 * headlines shared by two documents of a type (named both ways round).
 */
export async function checkDocuments(
  documents: readonly Checked[],
  existing: ReadonlySet<string>,
): Promise<DocumentProblem[]> {
  const problems: DocumentProblem[] = []
  for (const document of documents) problems.push(...(await documentProblems(document, existing)))
  for (const { type, field, valueOf, keyOf, message } of sharedValues) {
    const owners = new Map<string, string>()
    for (const document of documents) {
      if (type !== undefined && document._type !== type) continue
      const value = valueOf(document)
      if (typeof value !== 'string' || !value.trim()) continue
      const key = `${document._type}:${keyOf(value)}`
      const owner = owners.get(key)
      if (owner) problems.push({ id: document._id, field, message: message(value, owner) })
      else owners.set(key, document._id)
    }
  }
  return problems
}
