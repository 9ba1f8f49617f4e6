import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { classifyFailure, HttpStatusError } from '../content/hosted/failure'
import { RetriesExhausted, withRetry, type RetryPolicy } from '../content/hosted/retry'

export interface ImageSource {
  assetId: string
  url: string
}

export interface DownloadOptions {
  timeoutMs: number
  retry: RetryPolicy
  onRetry?: (message: string) => void
}

async function fetchBytes(url: string, timeoutMs: number): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  if (!response.ok)
    throw new HttpStatusError(response.status, `HTTP ${response.status} ${response.statusText}`, {
      'retry-after': response.headers.get('retry-after') ?? undefined,
    })
  return Buffer.from(await response.arrayBuffer())
}

function why(error: unknown): string {
  if (error instanceof RetriesExhausted)
    return `${error.failure.detail}, still failing after ${error.attempts} attempts`
  const failure = classifyFailure(error)
  if (failure) return failure.detail
  return error instanceof Error ? error.message : String(error)
}

/**
 * The bytes of one image: a local file (embedded dataset) or a download (hosted dataset,
 * retried when the failure is transient). Every failure names the asset, so an editor can find it.
 */
export async function readImage(image: ImageSource, options: DownloadOptions): Promise<Buffer> {
  if (image.url.startsWith('file:')) {
    const file = fileURLToPath(image.url)
    return readFile(file).catch((error: NodeJS.ErrnoException) => {
      throw new Error(
        `Could not read image ${image.assetId} at ${file} (${error.code ?? error.message}); run \`npm run seed\` again.`,
        { cause: error },
      )
    })
  }
  if (!/^https?:/.test(image.url))
    throw new Error(`Image ${image.assetId} has an address that cannot be downloaded: ${image.url}`)
  try {
    return await withRetry(() => fetchBytes(image.url, options.timeoutMs), options.retry, {
      onRetry: ({ attempt, delayMs, failure }) =>
        options.onRetry?.(
          `Image ${image.assetId}: ${failure.detail}; attempt ${attempt + 1} of ${options.retry.attempts} in ${delayMs} ms.`,
        ),
    })
  } catch (error) {
    throw new Error(`Could not download image ${image.assetId} from ${image.url}: ${why(error)}.`, {
      cause: error,
    })
  }
}
