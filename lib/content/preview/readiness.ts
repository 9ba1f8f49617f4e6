import { apiTarget, hostedClient } from '../hosted/client'
import { failureMessage } from '../hosted/explain'
import { previewSetup } from './setup'

/** A good answer is trusted this long before the token is tried again. */
const trustedForMs = 30_000
let confirmedAt = 0

/**
 * Why the preview cannot show drafts right now (a variable unset, a token refused, a project
 * unknown), in words that name the fix; undefined when it can. A failure is never cached, so
 * the page recovers as soon as the cause is fixed.
 */
export async function previewProblem(now = Date.now()): Promise<string | undefined> {
  const setup = previewSetup()
  if (!setup.ok) return setup.problem
  if (now - confirmedAt < trustedForMs) return undefined
  try {
    await hostedClient(setup.config)
      .withConfig({ perspective: 'drafts' })
      .fetch<number>('count(*[_type == "siteSettings"])')
    confirmedAt = now
    return undefined
  } catch (error) {
    return failureMessage(error, apiTarget(setup.config, 'Viewer'), 'read the drafts', 'read')
  }
}
