import type { SanityClient } from '@sanity/client'
import type { DatasetDocument } from '../../lib/content/embeddedDataset'
import { withRetry, type RetryHooks, type RetryPolicy } from '../../lib/content/hosted/retry'

/**
 * Commits the documents as one transaction of createOrReplace mutations, then the deletes:
 * all or none. Replacing a document with the same content twice, or deleting one that is gone,
 * gives the same result, so a retry is safe even when the first attempt landed and only its
 * answer was lost.
 */
export async function commitTransaction(
  client: SanityClient,
  documents: readonly DatasetDocument[],
  retry: { policy: RetryPolicy; hooks: RetryHooks },
  deletes: readonly string[] = [],
): Promise<void> {
  await withRetry(
    () => {
      const transaction = client.transaction()
      for (const document of documents) transaction.createOrReplace(document)
      for (const id of deletes) transaction.delete(id)
      return transaction.commit({ visibility: 'sync', returnDocuments: false })
    },
    retry.policy,
    retry.hooks,
  )
}
