import { apiTarget } from '@/lib/sanity/client'
import { failureMessage } from '@/lib/sanity/failure'
import { withRetry } from '@/lib/sanity/retry'
import { previewClient } from '@/lib/content/preview/client'
import { previewSetup, type PreviewSetup } from '@/lib/content/preview/setup'

/** A good answer is trusted this long before the token is tried again. */
const trustedForMs = 30_000
let confirmedAt = 0

/**
 * The preview's configuration once drafts can be read with it, or why they cannot (variables
 * unset, a token refused, a project unknown) in words that name the fix. A failure is never
 * cached, so the page recovers as soon as the cause is fixed.
 */
export async function checkPreview(now = Date.now()): Promise<PreviewSetup> {
  const setup = previewSetup()
  if (!setup.ok || now - confirmedAt < trustedForMs) return setup
  const { config } = setup
  const client = previewClient(config).withConfig({
    token: config.token,
    perspective: 'drafts',
    useCdn: false,
    maxRetries: 0,
  })
  try {
    // Retried here, not by the client, which would not retry a 500 or a timeout.
    await withRetry(() => client.fetch<number>('count(*[_type == "siteSettings"])'), {
      attempts: 2,
      baseDelayMs: 200,
      maxDelayMs: 200,
    })
    confirmedAt = now
    return setup
  } catch (error) {
    const problem = failureMessage(error, apiTarget(config, 'Viewer'), 'read the drafts', 'read')
    return { ok: false, problem }
  }
}
