import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import sharp from 'sharp'
import { contentSourceMap } from '@/tests/contract/server/sourceMap'
import { ApiRefusal, Store, type StoredDocument } from '@/tests/contract/server/store'

/**
 * A stand-in for the Sanity Content Lake on 127.0.0.1, answering the requests this project
 * and Sanity's importer and exporter send (GROQ queries, mutations, image uploads, image
 * downloads, the dataset export, the live event stream) with groq-js over an in-memory dataset,
 * and failing on demand with the faults a test queues.
 */

export type Endpoint = 'query' | 'mutate' | 'assets' | 'images' | 'export' | 'live'

/** An answer the test wants instead of the real one. */
export type Fault =
  /** This status, with a JSON refusal, or as it is: an HTML page or a broken JSON body. */
  | { status: number; html?: string; rawBody?: string }
  /** A 200 whose Content-Length promises more than is sent before the connection closes. */
  | { truncate: true }
  /** Drop the connection without an answer. */
  | { reset: true }

export type ContentLake = Awaited<ReturnType<typeof startContentLake>>

/** A token with the Editor role, and one with the Viewer role. */
export const tokens = { write: 'write-token-0123456789', read: 'read-token-0123456789' }

const refusal = (status: number, error: string, message: string) =>
  new ApiRefusal(status, { statusCode: status, error, message })

/** The live stream's one sync tag: every answer carries it and every write names it. */
const syncTag = 's1:stand-in'

/** A browser on another origin may read the answers and the stream; any origin is allowed. */
const corsHeaders = (request: IncomingMessage): Record<string, string> =>
  request.headers.origin
    ? {
        'access-control-allow-origin': request.headers.origin,
        'access-control-allow-credentials': 'true',
        vary: 'origin',
      }
    : {}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    ...corsHeaders(response.req),
  })
  response.end(JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Answers as the fault says, or not at all. */
function answerFault(fault: Fault, request: IncomingMessage, response: ServerResponse) {
  if ('reset' in fault) return request.socket.destroy()
  if ('truncate' in fault) {
    const half = '{"result":[{"_id":"cut"'
    response.writeHead(200, { 'content-length': String(half.length * 4) })
    return response.write(half, () => request.socket.destroy())
  }
  response.writeHead(fault.status, {
    'content-type': `${fault.html ? 'text/html' : 'application/json'}; charset=utf-8`,
  })
  response.end(
    fault.html ??
      fault.rawBody ??
      JSON.stringify({ statusCode: fault.status, error: 'Injected', message: 'Injected fault' }),
  )
}

const apiRoute =
  /^\/v(?<version>[\w-]+)\/(?<endpoint>data\/query|data\/mutate|data\/export|data\/live\/events|assets\/images)\/(?<dataset>[^/]+)$/

const endpoints: Record<string, Endpoint> = {
  'data/query': 'query',
  'data/mutate': 'mutate',
  'data/export': 'export',
  'data/live/events': 'live',
  'assets/images': 'assets',
}

const isDraft = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

/**
 * The documents a query sees. "drafts" lays each draft over its published document under the
 * published id, as the Content Lake does; drafts are private, so without a token it is the
 * published set.
 */
function inPerspective(perspective: string, documents: StoredDocument[], authenticated: boolean) {
  const published = documents.filter(({ _id }) => !isDraft(_id))
  if (!authenticated || perspective === 'published') return published
  if (perspective === 'raw') return documents
  if (perspective !== 'drafts')
    throw refusal(400, 'Bad Request', `This stand-in has no "${perspective}" perspective`)
  const byId = new Map(published.map((document) => [document._id, document]))
  for (const draft of documents.filter(({ _id }) => _id.startsWith('drafts.'))) {
    const id = draft._id.slice('drafts.'.length)
    byId.set(id, { ...draft, _id: id, _originalId: draft._id })
  }
  return [...byId.values()]
}

/**
 * The asset document the Content Lake makes for an uploaded image: its id is the content's
 * SHA-1 with the size and format, so the same bytes always get the same id.
 */
async function describeUpload(bytes: Buffer, origin: string, path: string, filename?: string) {
  const { width, height, format } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0, format: '' }))
  if (!width || !height || !format)
    throw refusal(400, 'Bad Request', 'Invalid image, could not read metadata')
  const extension = format === 'jpeg' ? 'jpg' : format
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const file = `${path}/${sha1}-${width}x${height}.${extension}`
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: `image/${format}`,
    originalFilename: filename,
    size: bytes.length,
    path: file,
    url: `${origin}/${file}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  }
}

export async function startContentLake() {
  const projectId = 'contract1'
  const dataset = 'production'
  /** `after` requests pass first (a failure half-way through a job), then `times` get the fault. */
  let queued: { fault: Fault; endpoint: Endpoint; times: number; after: number }[] = []
  const requests: { endpoint: Endpoint | 'unknown' }[] = []
  const store = new Store()
  const images = new Map<string, { bytes: Buffer; mimeType: string }>()
  let origin = ''
  let afterExport: (() => void) | undefined
  let lastEventId = 0

  function takeFault(endpoint: Endpoint): Fault | undefined {
    const entry = queued.find((candidate) => candidate.endpoint === endpoint)
    if (!entry) return undefined
    if (entry.after > 0) return void (entry.after -= 1)
    entry.times -= 1
    if (entry.times === 0) queued = queued.filter((other) => other !== entry)
    return entry.fault
  }

  /**
   * The Content Lake's refusals, in its order. The export and a browser's event stream send no
   * project header (the real API knows the project from its host name); a browser's stream
   * needs a token only for drafts.
   */
  function authorize(request: IncomingMessage, endpoint: Endpoint, url: URL, pathDataset: string) {
    const role = { [`Bearer ${tokens.write}`]: 'write', [`Bearer ${tokens.read}`]: 'read' }[
      request.headers.authorization ?? ''
    ]
    const live = endpoint === 'live'
    const needs =
      endpoint === 'mutate' || endpoint === 'assets'
        ? 'write'
        : endpoint === 'export' || (live && url.searchParams.get('includeDrafts') === 'true')
          ? 'read'
          : undefined
    if (!live && endpoint !== 'export' && request.headers['x-sanity-project-id'] !== projectId)
      throw refusal(404, 'Not Found', 'Project not found')
    if ((request.headers.authorization && !role && !live) || (needs && !role))
      throw refusal(401, 'Unauthorized', 'Session not found')
    if (decodeURIComponent(pathDataset) !== dataset)
      throw refusal(
        404,
        'Not Found',
        `Dataset "${pathDataset}" not found for project ID "${projectId}"`,
      )
    if (needs === 'write' && role !== 'write')
      throw refusal(403, 'Forbidden', 'Insufficient permissions; permission "create" required')
    return role !== undefined
  }

  async function query(
    request: IncomingMessage,
    url: URL,
    version: string,
    authenticated: boolean,
  ) {
    const { query: text, params = {} } =
      request.method === 'POST'
        ? (JSON.parse((await readBody(request)).toString('utf8')) as {
            query?: string
            params?: Record<string, unknown>
          })
        : {
            query: url.searchParams.get('query') ?? undefined,
            params: Object.fromEntries(
              [...url.searchParams]
                .filter(([key]) => key.startsWith('$'))
                .map(([key, value]) => [key.slice(1), JSON.parse(value) as unknown]),
            ),
          }
    if (!text) throw refusal(400, 'Bad Request', 'Missing query')
    // Since API version 2025-02-19 the default perspective is "published".
    const perspective =
      url.searchParams.get('perspective') ?? (version >= '2025-02-19' ? 'published' : 'raw')
    const documents = inPerspective(perspective, store.all(), authenticated)
    let tree
    try {
      tree = parse(text, { params })
    } catch (error) {
      throw new ApiRefusal(400, {
        error: { type: 'queryParseError', description: (error as Error).message },
      })
    }
    const result = await (await evaluate(tree, { dataset: documents, params })).get()
    return {
      result,
      // Asked for by a client that writes stega marks (resultSourceMap=withKeyArraySelector).
      ...(url.searchParams.get('resultSourceMap')
        ? { resultSourceMap: contentSourceMap(result, documents) }
        : {}),
      syncTags: [syncTag],
      ms: 1,
    }
  }

  async function mutate(request: IncomingMessage, url: URL) {
    const body = JSON.parse((await readBody(request)).toString('utf8')) as { mutations?: unknown }
    const { results } = store.transaction(body.mutations)
    const withDocuments = url.searchParams.get('returnDocuments') === 'true'
    return {
      transactionId: `trx-${requests.length}`,
      results: results.map((result) =>
        withDocuments ? { ...result, document: store.get(result.id) } : result,
      ),
    }
  }

  async function upload(request: IncomingMessage, url: URL) {
    const bytes = await readBody(request)
    const filename = url.searchParams.get('filename') ?? undefined
    const asset = await describeUpload(bytes, origin, `images/${projectId}/${dataset}`, filename)
    const existing = store.get(asset._id)
    if (existing) return { document: existing }
    images.set(`/${asset.path}`, { bytes, mimeType: asset.mimeType })
    return { document: store.put(asset) }
  }

  /**
   * The whole dataset as NDJSON, drafts and asset documents included, as /data/export sends it
   * (narrowed to `types` when asked).
   */
  function exportDataset(response: ServerResponse, url: URL) {
    const types = url.searchParams.get('types')?.split(',')
    const documents = store.all().filter((document) => !types || types.includes(document._type))
    response.writeHead(200, { 'content-type': 'application/x-ndjson' })
    response.end(documents.map((document) => `${JSON.stringify(document)}\n`).join(''), () => {
      const change = afterExport
      afterExport = undefined
      change?.()
    })
  }

  /**
   * The Live Content API as next-sanity's <SanityLive> uses it: an event stream that says
   * "welcome" when a browser connects, then a "message" after every write the subscriber may see
   * (drafts only when it asks for them). Not modelled: one sync tag stands for the whole dataset,
   * so any write refreshes every page; no "restart", "reconnect" or "goaway" events, no resuming
   * from Last-Event-ID, no content releases.
   */
  function liveEvents(request: IncomingMessage, response: ServerResponse, url: URL) {
    const includeDrafts = url.searchParams.get('includeDrafts') === 'true'
    response.writeHead(200, {
      ...corsHeaders(request),
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
    })
    response.write('event: welcome\ndata: {}\n\n')
    const unsubscribe = store.subscribe((ids) => {
      if (!includeDrafts && ids.every(isDraft)) return
      lastEventId += 1
      response.write(`id: ${lastEventId}\nevent: message\ndata: {"tags":["${syncTag}"]}\n\n`)
    })
    request.on('close', unsubscribe)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin)
    const route = apiRoute.exec(url.pathname)?.groups
    const record: (typeof requests)[number] = { endpoint: 'unknown' }
    requests.push(record)
    if (request.method === 'OPTIONS') {
      // A browser's preflight: the stream is read with an Authorization header.
      response.writeHead(204, {
        ...corsHeaders(request),
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
      })
      return response.end()
    }
    if (url.pathname.startsWith('/images/')) record.endpoint = 'images'
    else if (route) record.endpoint = endpoints[route.endpoint ?? ''] ?? 'unknown'
    const endpoint = record.endpoint
    if (endpoint === 'unknown') throw refusal(404, 'Not Found', 'Unknown endpoint')
    const fault = takeFault(endpoint)
    if (fault) return answerFault(fault, request, response)

    if (endpoint === 'images') {
      const image = images.get(url.pathname)
      if (!image) throw refusal(404, 'Not Found', 'No such image')
      response.writeHead(200, { 'content-type': image.mimeType })
      return response.end(image.bytes)
    }
    const { version = '', dataset: pathDataset = '' } = route ?? {}
    const authenticated = authorize(request, endpoint, url, pathDataset)
    if (endpoint === 'export') return exportDataset(response, url)
    if (endpoint === 'live') return liveEvents(request, response, url)
    const body =
      endpoint === 'query'
        ? await query(request, url, version, authenticated)
        : endpoint === 'mutate'
          ? await mutate(request, url)
          : await upload(request, url)
    json(response, 200, body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const refused =
        error instanceof ApiRefusal
          ? error
          : refusal(500, 'Internal Server Error', (error as Error).message)
      if (!response.headersSent) json(response, refused.status, refused.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    projectId,
    dataset,
    tokens,
    faults: {
      add: (
        fault: Fault,
        { endpoint, times = 1, after = 0 }: { endpoint: Endpoint; times?: number; after?: number },
      ) => void queued.push({ fault, endpoint, times, after }),
      /** Faults not yet served: a test that expects them all used checks this is 0. */
      get pending() {
        return queued.reduce((sum, entry) => sum + entry.times, 0)
      },
      clear: () => void (queued = []),
    },
    requests,
    store,
    /** Runs `change` once the next whole export is sent: an editor publishing mid-build. */
    afterNextExport: (change: () => void) => void (afterExport = change),
    /** The variables that point this project at the stand-in. */
    env: (extra: Record<string, string> = {}) => ({
      SANITY_PROJECT_ID: projectId,
      SANITY_DATASET: dataset,
      SANITY_API_HOST: origin,
      ...extra,
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
