import path from 'node:path'
import { createClient, type QueryParams } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { readImportFile, type DatasetDocument } from './embeddedDataset'

/** Pinned so the hosted API answers the same way for every build. */
export const apiVersion = '2025-09-01'

/** Where the embedded dataset lives; overridable for tests and synthetic corpora. */
export const datasetFile = path.resolve(process.env.CONTENT_DATASET_FILE ?? 'seed/dataset.ndjson')

export type ContentSource = 'embedded' | 'hosted'

export function contentSource(): ContentSource {
  return process.env.SANITY_PROJECT_ID && process.env.SANITY_DATASET ? 'hosted' : 'embedded'
}

let embedded: Promise<DatasetDocument[]> | undefined

/** Loaded once per process, however many pages ask. */
function embeddedDataset(): Promise<DatasetDocument[]> {
  embedded ??= readImportFile(datasetFile).catch((error: unknown) => {
    embedded = undefined
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`No dataset at ${datasetFile}. Run \`npm run seed\` first.`)
    throw error
  })
  return embedded
}

function hostedClient() {
  return createClient({
    projectId: process.env.SANITY_PROJECT_ID,
    dataset: process.env.SANITY_DATASET,
    apiVersion,
    useCdn: false,
    perspective: 'published',
    token: process.env.SANITY_API_READ_TOKEN,
  })
}

/** Runs one GROQ query against whichever source is configured. */
export async function runQuery<Result>(query: string, params: QueryParams = {}): Promise<Result> {
  if (contentSource() === 'hosted') return hostedClient().fetch<Result>(query, params)
  const result = await evaluate(parse(query, { params }), {
    dataset: await embeddedDataset(),
    params,
  })
  return (await result.get()) as Result
}
