import { readFileSync, statSync, type Stats } from 'node:fs'
import { lstat, open, realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { finished, Readable } from 'node:stream'
import { constants } from 'node:zlib'
import compression from 'compression'
import serveHandler from 'serve-handler'
import { headersFor, parseHeadersFile, type HeaderRule } from './serve/headersFile'
import { cleanUrlOf, encodePath, excerpt, readRequestPath } from './serve/requestPath'

/**
 * Serves a static export the way static hosts do, through serve-handler: clean URLs
 * (/about → about.html; /about.html, /about/ and /index.html redirect once, to /about and /),
 * 404.html with status 404, Range and HEAD, brotli or gzip, long caching for fingerprinted files,
 * and the `_headers` file on every response, errors included. The path is read once
 * (serve/requestPath.ts) for both the headers and the file; a path that could be read two ways
 * is refused with 400, a too long one with 414. Dotfiles, the host's own files (`_headers`,
 * `_redirects`) and anything a symlink would reach are never served. Errors are logged in one
 * line each, never swallowed, and never echo the request beyond a short escaped excerpt.
 */

export interface StaticServerOptions {
  /** Where errors go; the server logs every one and answers 500. */
  log?: (line: string) => void
}

/** Files the host reads itself and never serves. */
const hostFiles = new Set(['_headers', '_redirects'])

const notFound = () => Object.assign(new Error('not served'), { code: 'ENOENT' })

/**
 * What serve-handler is handed for a failure already logged: it answers 500 and prints the error
 * itself, so the error carries neither a stack trace nor the file's path, only its code.
 */
function alreadyLogged(code: string | undefined): Error {
  const error = new Error(`Static server: the failure logged above (${code})`)
  error.stack = error.message
  return Object.defineProperty(error, 'code', { value: code })
}

const longCache = 'public, max-age=31536000, immutable'

/** A refused path has no headers rule of its own: it gets those of the home page, every page's. */
const refusedPathHeaders = '/'

/** Fixed answers: a refusal never repeats what was sent. */
const refusals = {
  400: 'Bad request: this address cannot name a page of this site. Check the link.\n',
  414: 'URI too long: no page of this site has an address this long. Check the link.\n',
}
const serverError = 'Server error: the page could not be read. The server log says why.\n'

/**
 * serve-handler sends the whole file's length with a 416, whose body is empty; a null value
 * removes a header (its README says so; its types allow strings only). A 206 sets its own after.
 */
const withoutLength = [
  { source: '**', headers: [{ key: 'Content-Length', value: null }] },
] as unknown as NonNullable<NonNullable<Parameters<typeof serveHandler>[2]>['headers']>

export function createStaticServer(
  rootDir: string,
  { log = console.error }: StaticServerOptions = {},
) {
  const root = path.resolve(rootDir)
  const headersFile = path.join(root, '_headers')
  // A rebuild rewrites the file while the server keeps running: read again when it changes.
  let parsed: { mtimeMs: number; rules: HeaderRule[] } | undefined
  const readRules = (): HeaderRule[] => {
    const mtimeMs = statSync(headersFile, { throwIfNoEntry: false })?.mtimeMs
    if (mtimeMs === undefined) return []
    if (parsed?.mtimeMs !== mtimeMs)
      parsed = { mtimeMs, rules: parseHeadersFile(readFileSync(headersFile, 'utf8')) }
    return parsed.rules
  }
  // Resolved once it exists (the benchmark starts the server before the build writes out/).
  let realRoot: Promise<string> | undefined
  const resolveRoot = () =>
    (realRoot ??= realpath(root).catch((error: unknown) => {
      realRoot = undefined
      throw error
    }))

  /** lstat for serve-handler that hides what a host would not serve, and logs real failures. */
  async function guardedLstat(file: string): Promise<Stats> {
    const relative = path.relative(root, file)
    const segments = relative.split(path.sep)
    if (segments.some((segment) => segment.startsWith('.')) || hostFiles.has(relative))
      throw notFound()
    try {
      const info = await lstat(file)
      // A symlinked folder on the way would lead out of the root even when the file is not one.
      const [real, top] = await Promise.all([realpath(file), resolveRoot()])
      if (real !== top && !real.startsWith(top + path.sep)) throw notFound()
      return info
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') throw error
      log(`Static server: could not read ${excerpt(relative)}: ${code}`)
      throw alreadyLogged(code)
    }
  }

  const compress = compression({
    threshold: 0,
    level: 9,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    // A byte range is of the file as stored; compressing it would break the range.
    filter: (request, response) => !request.headers.range && compression.filter(request, response),
  })

  /** The answer to a request refused before any file is looked for: fixed text, one log line. */
  function refuse(
    request: IncomingMessage,
    response: ServerResponse,
    status: 400 | 414,
    reason: string,
  ) {
    log(
      `Static server: refused ${request.method} ${excerpt(request.url ?? '')} (${status}: ${reason})`,
    )
    for (const [name, value] of Object.entries(headersFor(readRules(), refusedPathHeaders)))
      response.setHeader(name, value)
    response
      .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end(refusals[status])
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = readRequestPath(request.url ?? '')
    if (!target.ok) return refuse(request, response, target.status, target.reason)
    // The `_headers` rules and the file lookup below read this one path and nothing else.
    const { path: pathname } = target
    for (const [name, value] of Object.entries(headersFor(readRules(), pathname)))
      response.setHeader(name, value)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const clean = cleanUrlOf(pathname)
    if (clean !== pathname) {
      // A path of this site only: one leading slash, every segment encoded.
      response.writeHead(301, { Location: encodePath(clean) }).end()
      return
    }
    // serve-handler decodes request.url once more: give it the path encoded, so it reads the same.
    request.url = encodePath(pathname)
    const ranged = request.headers.range !== undefined
    await serveHandler(
      request,
      response,
      {
        public: root,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        symlinks: false,
        headers: [
          {
            source: '**',
            headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }],
          },
          ...['_next/static/**', 'media/**', 'og/**'].map((source) => ({
            source,
            headers: [{ key: 'Cache-Control', value: longCache }],
          })),
          ...(ranged ? withoutLength : []),
        ],
      },
      {
        lstat: guardedLstat as never,
        createReadStream: ((file: string, options: { start?: number; end?: number }) =>
          // serve-handler reads the whole file for a range it cannot satisfy: send nothing.
          response.statusCode === 416
            ? Readable.from([])
            : openForReading(file, options, response)) as never,
      },
    )
  }

  /** A read stream whose failures are logged and end the response, instead of ending the process. */
  async function openForReading(
    file: string,
    options: { start?: number; end?: number },
    response: ServerResponse,
  ) {
    const shown = excerpt(path.relative(root, file))
    let handle
    try {
      // Opened before serve-handler sends the status, so a file that vanished is still a 500.
      handle = await open(file)
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException
      log(`Static server: could not open ${shown}: ${code}`)
      throw alreadyLogged(code)
    }
    const stream = handle.createReadStream(options).on('error', (error: NodeJS.ErrnoException) => {
      log(`Static server: could not read ${shown}: ${error.code}`)
      response.destroy()
    })
    // A client that leaves early leaves the file open otherwise (pipe does not close its source);
    // `finished` also answers for a response that closed while the file was being opened.
    finished(response, () => stream.destroy())
    return stream
  }

  return createServer((request, response) => {
    compress(request as never, response as never, () => {
      handle(request, response).catch((error: unknown) => {
        // A code, not a message: a file system error's message carries the path asked for.
        const { code, message } = error as NodeJS.ErrnoException
        log(
          `Static server: ${request.method} ${excerpt(request.url ?? '')} failed: ${code ?? message}`,
        )
        // Halfway through a body, a status can no longer be sent: the cut connection says it.
        if (response.headersSent) response.destroy()
        else
          response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(serverError)
      })
    })
  })
}

/** The file a static host serves at a URL path, or null; the build's link check uses it. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  // The server's reading of a path: what it refuses, no link may point at.
  const target = readRequestPath(urlPath)
  if (!target.ok) return null
  const base = path.join(root, target.path)
  const candidates = target.path.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')]
  for (const candidate of candidates)
    if (
      await stat(candidate).then(
        (info) => info.isFile(),
        () => false,
      )
    )
      return candidate
  return null
}
