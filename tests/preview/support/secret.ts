import type { ContentLake } from '@/tests/contract/server/contentLake'

/** A preview link's secret as the Presentation tool stores it in the dataset, written then. */
export function storePreviewSecret(
  lake: ContentLake,
  secret: string,
  updatedAt = new Date().toISOString(),
) {
  lake.store.put(
    {
      _id: `sanity-preview-url-secret.${secret}`,
      _type: 'sanity.previewUrlSecret',
      secret,
      studioUrl: 'http://localhost:3333',
    },
    updatedAt,
  )
}
