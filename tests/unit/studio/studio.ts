import { readImportFile, type DatasetDocument } from '@/lib/sanity/datasetFile'
import { createSchema } from 'sanity'
import { answersFrom, documentProblems } from '@/schemas/checkDocuments'
import studioConfig from '@/sanity.config'
import { seedScratchDataset } from '@/tests/unit/content/embeddedDataset'

type Config = { schema?: { types?: unknown } }

/** The schema types exactly as the Studio's config hands them to Sanity. */
export const studioTypes = (studioConfig as Config).schema?.types as Parameters<
  typeof createSchema
>[0]['types']

/** Compiled the way the Studio compiles it, problems included. */
export const studioSchema = createSchema({ name: 'default', types: studioTypes })

/** Runs the Studio's own document validation; returns "path: message" for every error. */
export async function studioProblems(
  document: DatasetDocument,
  dataset: readonly DatasetDocument[] = [],
): Promise<string[]> {
  return (await documentProblems(document, answersFrom(dataset))).map(
    ({ field, message }) => `${field}: ${message}`,
  )
}

/**
 * The seed's dataset, written afresh: what a test of the Studio's rules edits (`documents`) and
 * what the rules ask (`dataset`, a copy a test may add to).
 */
export async function seededDataset(): Promise<{
  documents: DatasetDocument[]
  dataset: DatasetDocument[]
}> {
  await seedScratchDataset()
  const documents = await readImportFile(process.env.CONTENT_DATASET_FILE!)
  return { documents, dataset: [...documents] }
}

/** The first article of the seeded dataset, and the dataset: a story a test edits. */
export async function seededArticle(): Promise<{
  story: DatasetDocument
  dataset: DatasetDocument[]
}> {
  const { documents, dataset } = await seededDataset()
  return { story: documents.find(({ _type }) => _type === 'article')!, dataset }
}
