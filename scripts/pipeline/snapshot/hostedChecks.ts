import { readImportFile } from '@/lib/sanity/datasetFile'
import type { Env } from '@/lib/sanity/client'
import { importMarkerId, unfinishedImportMessage } from '@/lib/sanity/importMarker'
import { checkDocuments, documentTypes } from '@/schemas/checkDocuments'
import { publishedProblems, SnapshotRefused } from '@/scripts/pipeline/snapshot/refused'

/**
 * What editors published is checked by the Studio's own rules before a page is made from it,
 * and a dataset an import is still writing (half old, half new) is never built from. Both run
 * on the snapshot, so what is checked is exactly what is built.
 */
export async function checkHostedSnapshot(datasetFile: string, env: Env): Promise<void> {
  // Images as references to asset documents, as the Studio's rules expect them.
  const documents = await readImportFile(datasetFile)
  const marker = documents.find((document) => document._id === importMarkerId)
  if (marker) {
    const where = { projectId: env.SANITY_PROJECT_ID ?? '', dataset: env.SANITY_DATASET ?? '' }
    const startedAt = typeof marker.startedAt === 'string' ? marker.startedAt : 'an unknown time'
    throw new SnapshotRefused(unfinishedImportMessage(where, startedAt))
  }
  const types = new Set<string>(documentTypes)
  const problems = await checkDocuments(
    documents.filter((document) => types.has(document._type)),
    documents,
  )
  if (problems.length > 0)
    throw new SnapshotRefused(
      publishedProblems(problems.length),
      problems.map(({ id, field, message }) => `${id} › ${field}: ${message}`),
    )
}
