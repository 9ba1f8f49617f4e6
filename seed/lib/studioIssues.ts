import type { Path } from 'sanity'
import { answersFrom, documentProblems } from '@/schemas/checkDocuments'
import type { SeedIssue } from '@/seed/lib/issues'
import type { SanityDocument } from '@/seed/lib/toDocuments'

/**
 * The Studio's own rules (schemas/, through Sanity's validateDocument in documentProblems) on
 * the seed's documents, each problem named as the seed names it: the authored field, and the
 * Studio's words after the field's label.
 */

/** A segment of a validation marker's path (an index range never is one). */
type Segment = string | number | { _key: string }

const at = (value: unknown, segment: Segment): unknown => {
  if (Array.isArray(value))
    return typeof segment === 'object'
      ? value.find((item: { _key?: unknown } | null) => item?._key === segment._key)
      : value[segment as number]
  return typeof value === 'object' && value !== null && typeof segment !== 'object'
    ? (value as Record<string | number, unknown>)[segment]
    : undefined
}

/**
 * A Studio path as the authored field: keys back to the authored index (seed/lib/toDocuments.ts
 * makes them from it), a text block's spans and links as its `text`, a slug's `current` and an
 * image's `asset` as the authored `slug` and `file`.
 */
function authoredField(document: SanityDocument, path: Path): string {
  let out = ''
  let value: unknown = document
  for (const segment of path as Segment[]) {
    const parent = value
    value = at(value, segment)
    if (typeof segment === 'object') {
      const item = /^b(\d+)i(\d+)$/.exec(segment._key)
      const index = /^[a-z]+(\d+)$/.exec(segment._key)
      if (item) return `${out}[${item[1]}].items[${item[2]}]`
      out += index ? `[${index[1]}]` : `[${segment._key}]`
      continue
    }
    if (typeof segment === 'number') {
      out += `[${segment}]`
      continue
    }
    const block = parent as { _type?: unknown } | undefined
    if (block?._type === 'block' && (segment === 'children' || segment === 'markDefs'))
      return `${out}.text`
    if (segment === 'current') return out
    if (segment === 'asset') return `${out}.file`
    out = out ? `${out}.${segment}` : segment
  }
  const block = value as { _type?: unknown } | undefined
  if (block?._type === 'block' && out.startsWith('body[')) return `${out}.text`
  return out || '(document)'
}

/**
 * The words after the label: "Headline must be at most 140 characters." says "must be at most
 * 140 characters" of `headline`. Our rules put the label first and these verbs (or a date)
 * after it (schemas/rules.ts). A sentence whose subject is no field's label ("Key points
 * needs 3 to 5 items.") is said whole.
 */
const afterLabel =
  /^(?!The ).+? ((?:is|must|contains|has|needs|names|links|lists|nests|holds|reads)\b[\s\S]*|\d{4}-\d{2}-\d{2} [\s\S]*)\.$/

const seedWords = (message: string) => afterLabel.exec(message)?.[1] ?? message.replace(/\.$/, '')

/** The document Sanity validates: images as references to an asset, as the Studio stores them. */
function withAssets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withAssets)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === '_sanityAsset'
        ? ['asset', { _type: 'reference', _ref: `image-${String(item)}` }]
        : [key, withAssets(item)],
    ),
  )
}

/** The Studio's problems with each of `documents`, their rules asking the whole `dataset`. */
export async function studioIssues(
  documents: readonly SanityDocument[],
  dataset: readonly SanityDocument[],
): Promise<SeedIssue[]> {
  const inDataset = answersFrom(dataset)
  // An image is a file of seed/images, which checks/files.ts reads.
  const answers = {
    ...inDataset,
    exists: async (id: string) => id.startsWith('image-') || inDataset.exists(id),
  }
  const problems = await Promise.all(
    documents.map((document) => documentProblems(withAssets(document) as SanityDocument, answers)),
  )
  return problems.flatMap((found, i) =>
    found.map(({ path, message }) => ({
      id: documents[i]!._id,
      field: authoredField(documents[i]!, path),
      message: seedWords(message),
    })),
  )
}
