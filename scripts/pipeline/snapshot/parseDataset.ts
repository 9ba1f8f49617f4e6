import type { DatasetDocument } from '@/lib/sanity/datasetFile'
import { SnapshotRefused } from '@/scripts/pipeline/snapshot/refused'

/** A dataset file's documents, one JSON object with `_id` and `_type` per line. */
export function parseDataset(text: string, file: string): DatasetDocument[] {
  const documents: DatasetDocument[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    let document: unknown
    try {
      document = JSON.parse(line)
    } catch {
      throw new SnapshotRefused(`${file}:${index + 1} is not valid JSON; nothing was built.`)
    }
    const { _id, _type } = (document ?? {}) as Partial<DatasetDocument>
    if (typeof _id !== 'string' || typeof _type !== 'string')
      throw new SnapshotRefused(`${file}:${index + 1} is not a document (no _id or _type).`)
    documents.push(document as DatasetDocument)
  })
  return documents
}
