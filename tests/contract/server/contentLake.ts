import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import { describeUpload } from '@/tests/contract/server/assets'
import { FaultQueue, type Endpoint } from '@/tests/contract/server/faults'
import { corsHeaders, liveEvents, preflight, syncTag } from '@/tests/contract/server/live'
import { contentSourceMap } from '@/tests/contract/server/sourceMap'
import { ApiRefusal, Store, type StoredDocument } from '@/tests/contract/server/store'

/**
 * A stand-in for the Sanity Content Lake on 127.0.0.1, answering the requests this project
 * and Sanity's importer and exporter send (GROQ queries, mutations, image uploads, image
 * downloads, the dataset export, the live event stream) with groq-js over an in-memory dataset,
 * and failing on demand through a fault queue.
 */

export interface ContentLakeOptions {
  projectId?: string
  dataset?: string
}

export interface RequestRecord {
  method: string
  endpoint: Endpoint | 'unknown'
  url: string
  outcome: number | 'timeout' | 'reset' | 'truncated'
}

export interface ContentLake {
  origin: string
  projectId: string
  dataset: string
  tokens: { write: string; read: string }
  faults: FaultQueue
  requests: RequestRecord[]
  store: Store
  /**
   * Runs once, right after the next whole export has been sent: an editor publishing while a
   * build that has taken its snapshot goes on.
   */
  afterNextExport(change: () => void): void
  /** The variables that point this project at the stand-in. */
  env(extra?: Record<string, string>): Record<string, string>
  close(): Promise<void>
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    ...corsHeaders(response.req),
  })
  response.end(JSON.stringify(body))
}

const refusal = (status: number, error: string, message: string) =>
  new ApiRefusal(status, { statusCode: status, error, message })

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const apiRoute =
  /^\/v(?<version>\d{4}-\d{2}-\d{2}|1|X)\/(?<endpoint>data\/query|data\/mutate|data\/export|data\/live\/events|assets\/images)\/(?<dataset>[^/]+)$/

const endpoints: Record<string, Endpoint> = {
  'data/query': 'query',
  'data/mutate': 'mutate',
  'data/export': 'export',
  'data/live/events': 'live',
  'assets/images': 'assets',
}

const published = (document: StoredDocument) =>
  !document._id.startsWith('drafts.') && !document._id.startsWith('versions.')

/**
 * The documents a query sees. "drafts" lays each draft over its published document under the
 * published id, as the Content Lake does; drafts are private, so without a token it is the
 * published set.
 */
function inPerspective(
  perspective: string,
  documents: StoredDocument[],
  authenticated: boolean,
): StoredDocument[] {
  if (perspective === 'raw') return authenticated ? documents : documents.filter(published)
  if (perspective === 'published') return documents.filter(published)
  if (perspective !== 'drafts' && perspective !== 'previewDrafts')
    throw refusal(400, 'Bad Request', `This stand-in has no "${perspective}" perspective`)
  const byId = new Map(documents.filter(published).map((document) => [document._id, document]))
  if (authenticated)
    for (const draft of documents.filter((document) => document._id.startsWith('drafts.'))) {
      const id = draft._id.slice('drafts.'.length)
      byId.set(id, { ...draft, _id: id, _originalId: draft._id })
    }
  return [...byId.values()]
}

export async function startContentLake(options: ContentLakeOptions = {}): Promise<ContentLake> {
  const projectId = options.projectId ?? 'contract1'
  const dataset = options.dataset ?? 'production'
  const tokens = { write: 'write-token-0123456789', read: 'read-token-0123456789' }
  const faults = new FaultQueue()
  const requests: RequestRecord[] = []
  const store = new Store()
  const images = new Map<string, { bytes: Buffer; mimeType: string }>()
  let origin = ''
  let afterExport: (() => void) | undefined

  const authenticated = (request: IncomingMessage) =>
    request.headers.authorization === `Bearer ${tokens.read}` ||
    request.headers.authorization === `Bearer ${tokens.write}`

  function authorize(request: IncomingMessage, pathDataset: string, needs: 'read' | 'write') {
    if (request.headers['x-sanity-project-id'] !== projectId)
      throw refusal(404, 'Not Found', 'Project not found')
    const header = request.headers.authorization
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
    const role = token === tokens.write ? 'write' : token === tokens.read ? 'read' : undefined
    if (token !== undefined && !role) throw refusal(401, 'Unauthorized', 'Session not found')
    if (pathDataset !== dataset)
      throw refusal(
        404,
        'Not Found',
        `Dataset "${pathDataset}" not found for project ID "${projectId}"`,
      )
    if (needs === 'write' && !role) throw refusal(401, 'Unauthorized', 'Session not found')
    if (needs === 'write' && role !== 'write')
      throw refusal(403, 'Forbidden', 'Insufficient permissions; permission "create" required')
  }

  async function query(request: IncomingMessage, url: URL, version: string) {
    let text = url.searchParams.get('query')
    let params: Record<string, unknown> = {}
    for (const [key, value] of url.searchParams)
      if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
    if (request.method === 'POST') {
      const body = JSON.parse((await readBody(request)).toString('utf8')) as {
        query?: string
        params?: Record<string, unknown>
      }
      text = body.query ?? null
      params = body.params ?? {}
    }
    if (!text) throw refusal(400, 'Bad Request', 'Missing query')
    // Since API version 2025-02-19 the default perspective is "published".
    const perspective =
      url.searchParams.get('perspective') ?? (version >= '2025-02-19' ? 'published' : 'raw')
    const documents = inPerspective(perspective, store.all(), authenticated(request))
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
      ...(url.searchParams.get('returnQuery') === 'false' ? {} : { query: text }),
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
    let described
    try {
      described = await describeUpload(bytes, {
        origin,
        projectId,
        dataset,
        filename: url.searchParams.get('filename') ?? undefined,
      })
    } catch {
      throw refusal(400, 'Bad Request', 'Invalid image, could not read metadata')
    }
    const existing = store.get(described._id)
    if (existing) return { document: existing }
    images.set(`/${described.path}`, { bytes, mimeType: String(described.mimeType) })
    return { document: store.put(described) }
  }

  /**
   * The whole dataset as NDJSON, drafts and asset documents included, as /data/export sends it
   * (narrowed to `types` when asked). The export sends no project header: the real API knows
   * the project from its host name, so only the token and the dataset are checked here.
   */
  function exportDataset(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    pathDataset: string,
    record: RequestRecord,
  ) {
    const token = request.headers.authorization?.replace(/^Bearer /, '')
    if (token !== tokens.read && token !== tokens.write)
      throw refusal(401, 'Unauthorized', 'Session not found')
    if (decodeURIComponent(pathDataset) !== dataset)
      throw refusal(
        404,
        'Not Found',
        `Dataset "${pathDataset}" not found for project ID "${projectId}"`,
      )
    const types = url.searchParams.get('types')?.split(',')
    const documents = store.all().filter((document) => !types || types.includes(document._type))
    record.outcome = 200
    response.writeHead(200, { 'content-type': 'application/x-ndjson' })
    response.end(documents.map((document) => `${JSON.stringify(document)}\n`).join(''), () => {
      const change = afterExport
      afterExport = undefined
      change?.()
    })
  }

  async function handle(request: IncomingMessage, response: ServerResponse, record: RequestRecord) {
    const url = new URL(request.url ?? '/', origin)
    const route = apiRoute.exec(url.pathname)?.groups
    if (url.pathname.startsWith('/images/')) record.endpoint = 'images'
    else if (route) record.endpoint = endpoints[route.endpoint ?? ''] ?? 'unknown'
    if (record.endpoint === 'unknown') throw refusal(404, 'Not Found', 'Unknown endpoint')

    const fault = faults.take(record.endpoint)
    if (fault && 'timeout' in fault) {
      record.outcome = 'timeout'
      return // The client gives up; close() drops the socket.
    }
    if (fault && 'reset' in fault) {
      record.outcome = 'reset'
      request.socket.destroy()
      return
    }
    if (fault && 'truncate' in fault && record.endpoint === 'export') {
      record.outcome = 'truncated'
      // Some whole documents and half of the next, then the connection goes (no chunk end).
      const lines = store.all().map((document) => JSON.stringify(document))
      const sent = `${lines.slice(0, 3).join('\n')}\n${(lines[3] ?? '{"_id":').slice(0, 20)}`
      response.writeHead(200, { 'content-type': 'application/x-ndjson' })
      response.write(sent, () => request.socket.destroy())
      return
    }
    if (fault && 'truncate' in fault) {
      record.outcome = 'truncated'
      // Half of a real answer, then the connection goes: the client sees the body end early.
      const half = JSON.stringify({ result: [{ _id: 'cut', _type: 'cut' }], ms: 1 }).slice(0, 20)
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(half.length * 4),
      })
      response.write(half, () => request.socket.destroy())
      return
    }
    if (fault && 'html' in fault) {
      record.outcome = fault.status
      response.writeHead(fault.status, { 'content-type': 'text/html; charset=utf-8' })
      response.end(fault.html)
      return
    }
    if (fault && 'rawBody' in fault) {
      record.outcome = fault.status
      response.writeHead(fault.status, { 'content-type': 'application/json; charset=utf-8' })
      response.end(fault.rawBody)
      return
    }
    if (fault) {
      if (fault.retryAfter) response.setHeader('retry-after', fault.retryAfter)
      record.outcome = fault.status
      return json(
        response,
        fault.status,
        fault.body ?? { statusCode: fault.status, error: 'Injected', message: 'Injected fault' },
      )
    }

    if (record.endpoint === 'images') {
      // HEAD: @sanity/import checks that an asset's file is there before it reuses the asset.
      const image = ['GET', 'HEAD'].includes(request.method ?? '')
        ? images.get(url.pathname)
        : undefined
      if (!image) throw refusal(404, 'Not Found', 'No such image')
      record.outcome = 200
      response.writeHead(200, { 'content-type': image.mimeType })
      response.end(image.bytes)
      return
    }
    const { version = '1', dataset: pathDataset = '' } = route ?? {}
    if (record.endpoint === 'export')
      return exportDataset(request, response, url, pathDataset, record)
    if (record.endpoint === 'live') {
      // A browser's event stream sends no project header; drafts need a token.
      const includeDrafts = url.searchParams.get('includeDrafts') === 'true'
      if (includeDrafts && !authenticated(request))
        throw refusal(401, 'Unauthorized', 'Session not found')
      if (decodeURIComponent(pathDataset) !== dataset)
        throw refusal(404, 'Not Found', `Dataset "${pathDataset}" not found`)
      record.outcome = 200
      return liveEvents(request, response, store, includeDrafts)
    }
    const needs = record.endpoint === 'query' ? 'read' : 'write'
    authorize(request, decodeURIComponent(pathDataset), needs)
    const body =
      record.endpoint === 'query'
        ? await query(request, url, version)
        : record.endpoint === 'mutate'
          ? await mutate(request, url)
          : await upload(request, url)
    record.outcome = 200
    json(response, 200, body)
  }

  const server = createServer((request, response) => {
    const record: RequestRecord = {
      method: request.method ?? 'GET',
      endpoint: 'unknown',
      url: request.url ?? '/',
      outcome: 500,
    }
    requests.push(record)
    if (request.method === 'OPTIONS') {
      record.outcome = 204
      return preflight(request, response)
    }
    handle(request, response, record).catch((error: unknown) => {
      const refused =
        error instanceof ApiRefusal
          ? error
          : refusal(500, 'Internal Server Error', (error as Error).message)
      record.outcome = refused.status
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
    faults,
    requests,
    store,
    afterNextExport: (change) => {
      afterExport = change
    },
    env: (extra = {}) => ({
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
