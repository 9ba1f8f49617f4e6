import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { sameContent } from '@/seed/import/compare'

export interface DocumentPlan {
  create: DatasetDocument[]
  update: DatasetDocument[]
  unchanged: DatasetDocument[]
}

/** Compares the seed's documents with the dataset's, by id. Documents only in the dataset stay. */
export function planDocuments(
  documents: readonly DatasetDocument[],
  stored: ReadonlyMap<string, Record<string, unknown>>,
): DocumentPlan {
  const plan: DocumentPlan = { create: [], update: [], unchanged: [] }
  for (const document of documents) {
    const existing = stored.get(document._id)
    if (!existing) plan.create.push(document)
    else if (sameContent(document, existing)) plan.unchanged.push(document)
    else plan.update.push(document)
  }
  return plan
}
