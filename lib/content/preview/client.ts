import { createClient, type SanityClient } from 'next-sanity'
import { apiVersion } from '@/lib/sanity/client'
import type { PreviewConfig } from '@/lib/content/preview/setup'

/**
 * The preview server's Sanity client: published content by default, with what stega marks need
 * (the Studio's address) for defineLive to mark drafts for click-to-edit.
 */
export function previewClient(config: PreviewConfig): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion,
    useCdn: true,
    perspective: 'published',
    stega: { studioUrl: config.studioUrl },
    // An editor is waiting on the page: one quick retry, then the page says what is wrong.
    timeout: config.timeoutMs,
    maxRetries: 1,
    retryDelay: () => 200,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  })
}
