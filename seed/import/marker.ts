import type { SanityClient } from '@sanity/client'
import { importMarker, importMarkerId } from '../../lib/content/hosted/importMarker'
import { withinDeadline } from '../../lib/content/hosted/query'

/**
 * The marker (importMarker.ts) is written before the importer's first write and deleted after
 * its last, each in a transaction of its own: a build between the two refuses the dataset.
 */
export const setImportMarker = (client: SanityClient, startedAt: Date) =>
  withinDeadline(client, (signal) =>
    client.createOrReplace(importMarker(startedAt), { signal, visibility: 'sync' }),
  )

export const clearImportMarker = (client: SanityClient) =>
  withinDeadline(client, (signal) => client.delete(importMarkerId, { signal, visibility: 'sync' }))
