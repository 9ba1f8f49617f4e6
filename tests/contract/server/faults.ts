/** The endpoints of the stand-in, as a fault names them. */
export type Endpoint = 'query' | 'mutate' | 'assets' | 'images'

/** An answer the test wants instead of the real one. */
export type Fault =
  | { status: number; body?: unknown; retryAfter?: string }
  /** Never answer: the client's own timeout must fire. */
  | { timeout: true }
  /** Drop the connection without an answer. */
  | { reset: true }

interface Queued {
  fault: Fault
  endpoint?: Endpoint
  remaining: number
}

/** Faults the test queues up; each request takes the first one meant for its endpoint. */
export class FaultQueue {
  private queued: Queued[] = []

  /** The next `times` requests to `endpoint` (to any endpoint, when omitted) get this fault. */
  add(fault: Fault, { endpoint, times = 1 }: { endpoint?: Endpoint; times?: number } = {}): void {
    this.queued.push({ fault, endpoint, remaining: times })
  }

  take(endpoint: Endpoint): Fault | undefined {
    const index = this.queued.findIndex(
      (entry) => entry.endpoint === undefined || entry.endpoint === endpoint,
    )
    const entry = this.queued[index]
    if (!entry) return undefined
    entry.remaining -= 1
    if (entry.remaining === 0) this.queued.splice(index, 1)
    return entry.fault
  }

  /** Faults not yet served: a test that expects them all used checks this is 0. */
  get pending(): number {
    return this.queued.reduce((sum, entry) => sum + entry.remaining, 0)
  }

  clear(): void {
    this.queued = []
  }
}
