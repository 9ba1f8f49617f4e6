import type { DatasetDocument } from '../../lib/content/embeddedDataset'
import type { ImportMarker } from '../../lib/content/hosted/importMarker'

export interface PlannedTransaction {
  documents: DatasetDocument[]
  deletes: string[]
}

/**
 * Brackets the import's transactions with the marker (importMarker.ts): set in the first,
 * cleared in the last, so no build reads the dataset between them. One transaction is atomic
 * on its own and still carries both, which cancel out. With nothing to write the marker is not
 * set at all, unless an earlier import left it behind: then one transaction clears it.
 */
export function markedTransactions(
  batches: readonly DatasetDocument[][],
  marker: ImportMarker,
  leftBehind: boolean,
): PlannedTransaction[] {
  if (batches.length === 0) return leftBehind ? [{ documents: [], deletes: [marker._id] }] : []
  const last = batches.length - 1
  return batches.map((batch, index) => ({
    documents: index === 0 ? [{ ...marker }, ...batch] : [...batch],
    deletes: index === last ? [marker._id] : [],
  }))
}
