import type { QueryParams } from '@sanity/client'
import { apiTarget, hostedClient } from '../hosted/client'
import { explainFailure } from '../hosted/explain'
import { withRetry, type RetryPolicy } from '../hosted/retry'
import { requestPerspective } from './perspective'
import { previewSetup, PreviewSetupError, studioUrlFromEnv } from './setup'
import { stegaFor } from './stega'

/** An editor is waiting on the page: one quick retry, then say what is wrong. */
const previewRetry: RetryPolicy = { attempts: 2, baseDelayMs: 200, maxDelayMs: 200 }

/**
 * A query of the preview server: rendered for each request, from the hosted dataset, as
 * drafts (with click-to-edit marks) in Draft Mode and as published content otherwise.
 */
export async function previewQuery<Result>(query: string, params: QueryParams): Promise<Result> {
  const { connection } = await import('next/server')
  await connection()
  const setup = previewSetup()
  if (!setup.ok) throw new PreviewSetupError(setup.problem)
  const { draft, perspective } = await requestPerspective()
  const client = hostedClient(setup.config).withConfig({
    perspective,
    ...(draft ? { stega: stegaFor(studioUrlFromEnv(process.env)) } : {}),
  })
  try {
    return await withRetry(() => client.fetch<Result>(query, params), previewRetry)
  } catch (error) {
    throw explainFailure(
      error,
      apiTarget(setup.config, 'Viewer'),
      draft ? 'read the drafts' : 'read the published content',
      'read',
    )
  }
}
