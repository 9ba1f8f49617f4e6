import { readFile } from 'node:fs/promises'
import type { SanityClient } from '@sanity/client'
import { withRetry, type RetryHooks, type RetryPolicy } from '../../lib/content/hosted/retry'
import type { LocalAsset } from './local'

/**
 * Uploads one image file and returns the id the dataset gave it. The Content Lake names an
 * image by its content hash, so a retried upload of the same bytes lands on the same asset,
 * never a copy.
 */
export async function uploadAsset(
  client: SanityClient,
  asset: LocalAsset,
  options: { timeoutMs: number; retry: { policy: RetryPolicy; hooks: RetryHooks } },
): Promise<string> {
  const bytes = await readFile(asset.file)
  const uploaded = await withRetry(
    () =>
      client.assets.upload('image', bytes, {
        filename: asset.filename,
        contentType: asset.mimeType,
        // Uploads have no timeout unless given one.
        timeout: options.timeoutMs,
      }),
    options.retry.policy,
    options.retry.hooks,
  )
  return uploaded._id
}
