import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Store } from '@/tests/contract/server/store'

/**
 * The Live Content API as next-sanity's <SanityLive> uses it: an event stream
 * (/data/live/events/:dataset) that says "welcome" when a browser connects, then a "message"
 * after every write the subscriber may see (drafts only when it asks for them, with a token).
 * Not modelled: one sync tag stands for the whole dataset (every answer carries it and every
 * write names it), so any write refreshes every page; no "restart", "reconnect" or "goaway"
 * events, no resuming from Last-Event-ID, no content releases.
 */

export const syncTag = 's1:stand-in'

/** A browser on another origin may read the stream; the stand-in allows any origin. */
export const corsHeaders = (request: IncomingMessage): Record<string, string> =>
  request.headers.origin
    ? {
        'access-control-allow-origin': request.headers.origin,
        'access-control-allow-credentials': 'true',
        vary: 'origin',
      }
    : {}

/** The answer to a browser's preflight: the stream is read with an Authorization header. */
export function preflight(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(204, {
    ...corsHeaders(request),
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
  })
  response.end()
}

const draftId = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

let lastEventId = 0

export function liveEvents(
  request: IncomingMessage,
  response: ServerResponse,
  store: Store,
  includeDrafts: boolean,
): void {
  response.writeHead(200, {
    ...corsHeaders(request),
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
  })
  response.write('event: welcome\ndata: {}\n\n')
  const unsubscribe = store.subscribe((ids) => {
    if (!includeDrafts && ids.every(draftId)) return
    lastEventId += 1
    response.write(`id: ${lastEventId}\nevent: message\ndata: {"tags":["${syncTag}"]}\n\n`)
  })
  request.on('close', unsubscribe)
}
