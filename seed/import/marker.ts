import type { SanityClient } from '@sanity/client'
import { importMarker, importMarkerId } from '@/lib/sanity/importMarker'
import { withinDeadline } from '@/lib/sanity/query'
import { withRetry, type RetryPolicy } from '@/lib/sanity/retry'

/**
 * The marker (importMarker.ts) is written before the importer's first write and deleted after
 * its last, each in a transaction of its own: a build between the two refuses the dataset.
 * Both writes are safe to repeat, and the client retries no write: a passing 5xx or dropped
 * connection is ridden out here, or a whole import would fail on its last request.
 */
const markerRetry: RetryPolicy = { attempts: 4, baseDelayMs: 250, maxDelayMs: 2_000 }

export const setImportMarker = (client: SanityClient, startedAt: Date) =>
  withRetry(
    () =>
      withinDeadline(client, (signal) =>
        client.createOrReplace(importMarker(startedAt), { signal, visibility: 'sync' }),
      ),
    markerRetry,
  )

export const clearImportMarker = (client: SanityClient) =>
  withRetry(
    () =>
      withinDeadline(client, (signal) =>
        client.delete(importMarkerId, { signal, visibility: 'sync' }),
      ),
    markerRetry,
  )
