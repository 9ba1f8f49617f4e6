import { evaluate, parse } from 'groq-js'
import {
  createSchema,
  validateDocument,
  type Path,
  type SanityClient,
  type SanityDocument,
} from 'sanity'
import { schemaTypes } from '@/schemas'
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
  /** The field as Sanity's path. */
  path: Path
}

/** What the Studio's rules may ask of the dataset, answered from the dataset itself. */
export interface DatasetAnswers {
  fetch: (query: string, params?: Record<string, unknown>) => Promise<unknown>
  exists: (id: string) => Promise<boolean>
}

/** Every query answered by groq-js over `documents`, as the Content Lake would answer it. */
export const answersFrom = (documents: readonly unknown[]): DatasetAnswers => {
  const ids = new Set(documents.map((document) => (document as { _id: string })._id))
  return {
    fetch: async (query, params) =>
      (await evaluate(parse(query), { dataset: documents, params })).get(),
    exists: async (id) => ids.has(id),
  }
}

/**
 * The client a rule gets from getClient: its queries answered truly, and anything else it asks
 * (a listener, a mutation, an asset) stops the check naming what, rather than passing unanswered.
 */
export function datasetClient(fetch: DatasetAnswers['fetch']): SanityClient {
  const client: SanityClient = new Proxy({} as SanityClient, {
    get(_, name) {
      if (name === 'fetch') return fetch
      if (name === 'withConfig') return () => client
      throw new Error(
        `A rule in schemas/ asked the dataset through client.${String(name)}, which validation outside the Studio cannot answer; ask with client.fetch, or answer it in schemas/checkDocuments.ts`,
      )
    },
  })
  return client
}

/** A path (['body', 3, 'points']) as an editor reads it: body[3].points; an item by its key. */
export const fieldPath = (path: readonly unknown[]) =>
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
  answers: DatasetAnswers,
): Promise<DocumentProblem[]> {
  const client = datasetClient(answers.fetch)
  const markers = await validateDocument({
    document: document as unknown as SanityDocument,
    // Sanity's public ValidationSource: what a workspace hands validation (docs/UPGRADING.md).
    workspace: { schema: studioSchema, getClient: () => client, i18n: validationI18n },
    getDocumentExists: ({ id }) => answers.exists(id),
  })
  const type = studioSchema.get(document._type)
  const ours = type
    ? undeclaredContent(type, document as unknown as Record<string, unknown>).map(
        ({ path, message }) => ({ field: fieldPath(path), message, path }),
      )
    : []
  const sanitys = markers
    .filter((marker) => marker.level === 'error')
    .map(({ path, message }) => ({ field: fieldPath(path), message, path }))
  // Where ours names a field, Sanity's message for it ("did not match any allowed values") goes.
  const precise = new Set(ours.map(({ field }) => field))
  // A slug's rules run once per rule set on it: one line says it once.
  const lines = new Map(
    [...ours, ...sanitys.filter(({ field }) => !precise.has(field))].map((problem) => [
      `${problem.field}\0${problem.message}`,
      { id: document._id, ...problem },
    ]),
  )
  return [...lines.values()]
}

/**
 * Every error in a set of published documents, each document's rules asking `dataset` (every
 * document of the dataset) what they ask, so a slug or title two documents share is named on both.
 */
export async function checkDocuments(
  documents: readonly { _id: string; _type: string }[],
  dataset: readonly { _id: string }[],
): Promise<DocumentProblem[]> {
  const answers = answersFrom(dataset)
  const problems: DocumentProblem[] = []
  for (const document of documents) problems.push(...(await documentProblems(document, answers)))
  return problems
}
