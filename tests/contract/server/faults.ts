/** The endpoints of the stand-in, as a fault names them. */
export type Endpoint = 'query' | 'mutate' | 'assets' | 'images' | 'export' | 'live'

/** An answer the test wants instead of the real one. */
export type Fault =
  | { status: number; body?: unknown; retryAfter?: string }
  /** An HTML page with this status, as a proxy, a load balancer or a wrong host sends. */
  | { status: number; html: string }
  /** This text as the JSON body, as it is: a broken answer (`'{"result": ['`). */
  | { status: number; rawBody: string }
  /** A 200 whose Content-Length promises more than is sent before the connection closes. */
  | { truncate: true }
  /** Never answer: the client's own timeout must fire. */
  | { timeout: true }
  /** Drop the connection without an answer. */
  | { reset: true }

interface Queued {
  fault: Fault
  endpoint?: Endpoint
  remaining: number
  /** Requests to let through first, answered as usual. */
  passing: number
}

/** Faults the test queues up; each request takes the first one meant for its endpoint. */
export class FaultQueue {
  private queued: Queued[] = []

  /**
   * The next `times` requests to `endpoint` (to any endpoint, when omitted) get this fault,
   * after the first `after` of them are answered as usual (a failure half-way through a job).
   */
  add(
    fault: Fault,
    {
      endpoint,
      times = 1,
      after = 0,
    }: { endpoint?: Endpoint; times?: number; after?: number } = {},
  ): void {
    this.queued.push({ fault, endpoint, remaining: times, passing: after })
  }

  take(endpoint: Endpoint): Fault | undefined {
    const index = this.queued.findIndex(
      (entry) => entry.endpoint === undefined || entry.endpoint === endpoint,
    )
    const entry = this.queued[index]
    if (!entry) return undefined
    if (entry.passing > 0) {
      entry.passing -= 1
      return undefined
    }
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
