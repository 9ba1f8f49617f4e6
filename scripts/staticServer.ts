import { readFileSync, statSync, type Stats } from 'node:fs'
import { lstat, realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { constants } from 'node:zlib'
import compression from 'compression'
import serveHandler from 'serve-handler'
import { headersFor, parseHeadersFile, type HeaderRule } from './serve/headersFile'

/**
 * Serves a static export the way static hosts do, through serve-handler: clean URLs
 * (/about → about.html, /about.html and /about/ redirect to /about), 404.html with status 404,
 * Range and HEAD, brotli or gzip, long caching for fingerprinted files, and the `_headers` file
 * on every response. Dotfiles, the host's own files (`_headers`, `_redirects`) and anything a
 * symlink would reach are never served. Errors are logged, never swallowed.
 */

export interface StaticServerOptions {
  /** Where errors go; the server logs every one and answers 500. */
  log?: (line: string) => void
}

/** Files the host reads itself and never serves. */
const hostFiles = new Set(['_headers', '_redirects'])

const notFound = () => Object.assign(new Error('not served'), { code: 'ENOENT' })

const longCache = 'public, max-age=31536000, immutable'

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
      if (code !== 'ENOENT' && code !== 'ENOTDIR')
        log(`Static server: could not read ${file}: ${(error as Error).message}`)
      throw error
    }
  }

  const compress = compression({
    threshold: 0,
    level: 9,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    // A byte range is of the file as stored; compressing it would break the range.
    filter: (request, response) => !request.headers.range && compression.filter(request, response),
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    let decoded = pathname
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      // serve-handler answers 400 for a path that does not decode.
    }
    for (const [name, value] of Object.entries(headersFor(readRules(), decoded)))
      response.setHeader(name, value)
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
        ],
      },
      { lstat: guardedLstat as never },
    )
  }

  return createServer((request, response) => {
    compress(request as never, response as never, () => {
      handle(request, response).catch((error: unknown) => {
        log(`Static server: ${request.method} ${request.url} failed: ${(error as Error).message}`)
        if (!response.headersSent) response.writeHead(500)
        response.end()
      })
    })
  })
}

/** The file a static host serves at a URL path, or null; the build's link check uses it. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const base = path.join(root, path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, ''))
  if (!base.startsWith(root)) return null
  const candidates = decoded.endsWith('/')
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
