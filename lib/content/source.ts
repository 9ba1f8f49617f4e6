import path from 'node:path'
import type { QueryParams, SanityClient } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { cache } from 'react'
import { readImportFile, type DatasetDocument } from './embeddedDataset'
import { apiTarget, hostedClient, hostedConfigFromEnv, type HostedConfig } from './hosted/client'
import { explainFailure, HostedApiError } from './hosted/explain'
import { withRetry, type RetryPolicy } from './hosted/retry'
import { previewServer } from './mode'
import { previewQuery } from '@/lib/content/preview/query'

/** Where the embedded dataset lives; overridable for tests and synthetic corpora. */
export const datasetFile = () =>
  // Read by the build and scripts only: the preview server never bundles the dataset.
  path.resolve(/*turbopackIgnore: true*/ process.env.CONTENT_DATASET_FILE ?? 'seed/dataset.ndjson')

export type ContentSource = 'embedded' | 'hosted'

export function contentSource(): ContentSource {
  if (previewServer) return 'hosted'
  return process.env.SANITY_PROJECT_ID && process.env.SANITY_DATASET ? 'hosted' : 'embedded'
}

/** What to do when the dataset lacks something a page needs, worded for the source in use. */
export function missingContentHint(): string {
  return contentSource() === 'hosted'
    ? 'Import the seed with `npm run seed -- --import`, publish the document in the Studio, or check that SANITY_API_READ_TOKEN can read a private dataset.'
    : 'Run `npm run seed`.'
}

const embedded = new Map<string, Promise<DatasetDocument[]>>()

/** Loaded once per process and file, however many pages ask. */
function embeddedDataset(): Promise<DatasetDocument[]> {
  const file = datasetFile()
  let dataset = embedded.get(file)
  if (!dataset) {
    dataset = readImportFile(file).catch((error: unknown) => {
      embedded.delete(file)
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new Error(`No dataset at ${file}. Run \`npm run seed\` first.`)
      throw error
    })
    embedded.set(file, dataset)
  }
  return dataset
}

/** A build is many queries: a short, bounded backoff keeps a failing one from stalling it. */
const buildRetry: RetryPolicy = { attempts: 4, baseDelayMs: 250, maxDelayMs: 4_000 }

const clients = new Map<string, SanityClient>()

function clientFor(config: HostedConfig): SanityClient {
  const key = JSON.stringify(config)
  let client = clients.get(key)
  if (!client) {
    client = hostedClient(config)
    clients.set(key, client)
  }
  return client
}

/**
 * The published perspective of the hosted dataset. Any failure stops the build with a message
 * naming the cause and the variable to fix: a page built from half an answer must never ship.
 */
async function hostedQuery<Result>(query: string, params: QueryParams): Promise<Result> {
  const config = hostedConfigFromEnv(process.env, ['SANITY_API_READ_TOKEN'])
  if ('missing' in config) throw new Error(`Set ${config.missing.join(' and ')}.`)
  const client = clientFor(config)
  try {
    return await withRetry(() => client.fetch<Result>(query, params), buildRetry, {
      onRetry: ({ attempt, delayMs, failure }) =>
        console.warn(
          `Sanity query failed (${failure.detail}); attempt ${attempt + 1} of ${buildRetry.attempts} in ${delayMs} ms.`,
        ),
    })
  } catch (error) {
    const explained = explainFailure(
      error,
      apiTarget(config, 'Viewer'),
      'read the published content',
      'read',
    )
    if (explained instanceof HostedApiError)
      explained.message += ' The build stops here so that no page ships with partial content.'
    throw explained
  }
}

/**
 * Runs one GROQ query of queries.ts against whichever source is configured. Its result type is
 * the one Sanity TypeGen generated for that very query string, so a result read as the wrong
 * type fails `npm run typecheck`.
 */
export function runQuery<const Query extends keyof SanityQueries>(
  query: Query,
  params: QueryParams = {},
): Promise<SanityQueries[Query]> {
  return runRawQuery<SanityQueries[Query]>(query, params)
}

/**
 * A query outside the generated map (data walked as plain values, the build's own checks): the
 * caller names the type it reads.
 */
export async function runRawQuery<Result>(
  query: string,
  params: QueryParams = {},
): Promise<Result> {
  if (previewServer) return previewQuery<Result>(query, params)
  if (contentSource() === 'hosted') return hostedQuery<Result>(query, params)
  const result = await evaluate(parse(query, { params }), {
    dataset: await embeddedDataset(),
    params,
  })
  return (await result.get()) as Result
}

const buildSnapshots = new Map<string, Promise<unknown>>()
/** The preview server answers each request afresh: an editor's last keystroke must show. */
const requestSnapshots = cache(() => new Map<string, Promise<unknown>>())
const snapshotStore = () => (previewServer ? requestSnapshots() : buildSnapshots)

function sourceKey(): string {
  const { SANITY_API_HOST = '', SANITY_PROJECT_ID = '', SANITY_DATASET = '' } = process.env
  return contentSource() === 'hosted'
    ? `hosted:${SANITY_API_HOST}:${SANITY_PROJECT_ID}:${SANITY_DATASET}`
    : `embedded:${datasetFile()}`
}

/**
 * A whole-corpus answer, asked once per source and kept for the life of the process (one
 * build), or of one request in the preview server. A failure is not kept, so the next ask
 * tries again.
 */
export function snapshot<T>(name: string, load: () => Promise<T>): Promise<T> {
  const snapshots = snapshotStore()
  const key = `${sourceKey()}|${name}`
  let value = snapshots.get(key) as Promise<T> | undefined
  if (!value) {
    value = load().catch((error: unknown) => {
      snapshots.delete(key)
      throw error
    })
    snapshots.set(key, value)
  }
  return value
}

/** For tests that change the dataset between asks. */
export function forgetSnapshots(): void {
  buildSnapshots.clear()
}
