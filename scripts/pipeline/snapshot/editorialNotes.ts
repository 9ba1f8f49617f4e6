import type { DatasetDocument } from '@/lib/sanity/datasetFile'

/** The field each kind of page takes its description from, as search results show it. */
const describedBy: Record<string, string> = {
  article: 'dek',
  author: 'bio',
  category: 'description',
  topic: 'description',
}

/** The marker of a note for the editors: the deploy copies these lines into its job summary. */
export const editorsNote = '⚠ Editors:'

/**
 * Editorial preferences the build tells editors of and never refuses, since a reader meets
 * nothing broken (docs/TESTING.md): documents whose pages would share one description, such as
 * staff writers with the same bio. Each note names the documents and the field.
 */
export function editorialNotes(documents: readonly DatasetDocument[]): string[] {
  const byText = new Map<string, string[]>()
  for (const document of documents) {
    const field = describedBy[document._type]
    const text = field ? document[field] : undefined
    if (typeof text !== 'string' || !text.trim() || document._id.startsWith('drafts.')) continue
    byText.set(text.trim(), [...(byText.get(text.trim()) ?? []), `${document._id} › ${field}`])
  }
  return [...byText.values()]
    .filter((places) => places.length > 1)
    .map(
      (places) =>
        `${editorsNote} ${places.join(', ')} hold the same text, so their pages share one description in search results; worth rewording, not blocking.`,
    )
}
