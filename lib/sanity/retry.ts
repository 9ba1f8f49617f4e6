import { classifyFailure, transientKinds } from '@/lib/sanity/failure'

/** How hard to try before giving up on a transient failure (429, 5xx, timeouts, dropped connections). */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number
  /** The wait before the first retry; each later wait doubles, up to maxDelayMs. */
  baseDelayMs: number
  maxDelayMs: number
}

/**
 * Runs the operation again after a transient failure, with doubling pauses; anything else is
 * thrown at once, unchanged. The hosted client retries reads itself (client.ts) and no write:
 * this is for a write that is safe to repeat (the import marker), and for the preview's check,
 * which retries every kind of transient failure, 500s and timeouts included.
 */
export async function withRetry<T>(operation: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation()
    } catch (error) {
      const failure = classifyFailure(error)
      if (!failure || !transientKinds.has(failure.kind) || attempt >= policy.attempts) throw error
      const delayMs = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
}
