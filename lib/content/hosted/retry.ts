import { classifyFailure, type Failure } from './failure'

/** How hard to try before giving up on a transient failure (429, 5xx, timeouts, dropped connections). */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number
  /** The wait before the first retry; each later wait doubles, up to maxDelayMs. */
  baseDelayMs: number
  maxDelayMs: number
}

export interface RetryHooks {
  onRetry?: (retry: { attempt: number; delayMs: number; failure: Failure }) => void
  sleep?: (ms: number) => Promise<void>
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 5, baseDelayMs: 500, maxDelayMs: 8_000 }

/** A server may ask for a longer pause than our backoff; we wait that long, within reason. */
const longestRetryAfterMs = 60_000

export function backoffDelay(policy: RetryPolicy, retry: number, failure: Failure): number {
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1))
  return Math.max(backoff, Math.min(failure.retryAfterMs ?? 0, longestRetryAfterMs))
}

/** The error of the last attempt, with how many attempts were made. */
export class RetriesExhausted extends Error {
  constructor(
    readonly failure: Failure,
    readonly attempts: number,
    options: { cause: unknown },
  ) {
    super(failure.detail, options)
    this.name = 'RetriesExhausted'
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs the operation, retrying transient failures with exponential backoff. Anything not
 * transient (401, 403, 404, other 4xx, programming errors) is thrown at once, unchanged.
 */
export async function withRetry<T>(
  operation: () => Promise<T>,
  policy: RetryPolicy = defaultRetryPolicy,
  { onRetry, sleep = wait }: RetryHooks = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation()
    } catch (error) {
      const failure = classifyFailure(error)
      if (!failure?.retryable) throw error
      if (attempt >= policy.attempts) throw new RetriesExhausted(failure, attempt, { cause: error })
      const delayMs = backoffDelay(policy, attempt, failure)
      onRetry?.({ attempt, delayMs, failure })
      await sleep(delayMs)
    }
  }
}
