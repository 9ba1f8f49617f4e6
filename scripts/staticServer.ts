import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

/**
 * Serves a static export the way common static hosts do: clean URLs (/about → about.html),
 * 404.html with status 404, gzip for text, long caching for fingerprinted assets, and the
 * response headers of the `_headers` file.
 */

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
])

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  )
}

/** The file a URL path names, or null: never a file outside the root. */
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
  for (const candidate of candidates) if (await isFile(candidate)) return candidate
  return null
}

type HeaderRules = Map<string, Record<string, string>>

/** The `_headers` file (Netlify and Cloudflare Pages format): a path line, then indented headers. */
export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = new Map()
  let current: Record<string, string> | undefined
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = {}
      rules.set(line.trim(), current)
      continue
    }
    const colon = line.indexOf(':')
    if (current && colon > 0) current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

function headersFor(rules: HeaderRules, pathname: string): Record<string, string> {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return { ...rules.get('/*'), ...rules.get(clean) }
}

async function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status: number,
  extraHeaders: Record<string, string> = {},
) {
  const extension = path.extname(file)
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control':
      file.includes(`${path.sep}_next${path.sep}static${path.sep}`) ||
      file.includes(`${path.sep}media${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
  }
  const gzip =
    compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (gzip) {
    headers['Content-Encoding'] = 'gzip'
    headers.Vary = 'Accept-Encoding'
  }
  response.writeHead(status, headers)
  if (request.method === 'HEAD') return response.end()
  const stream = createReadStream(file)
  // Level 9, as a host that compresses its static files ahead of time would.
  await (gzip ? pipeline(stream, createGzip({ level: 9 }), response) : pipeline(stream, response))
}

export function createStaticServer(rootDir: string) {
  const root = path.resolve(rootDir)
  const headersFile = path.join(root, '_headers')
  // Read for every request: a rebuild rewrites the file while the server keeps running.
  const readRules = (): HeaderRules =>
    existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : new Map()
  return createServer((request, response) => {
    void (async () => {
      const rules = readRules()
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end()
        return
      }
      const { pathname } = new URL(request.url ?? '/', 'http://localhost')
      const file = await resolveFile(root, pathname)
      if (file && path.basename(file) !== '_headers')
        return send(request, response, file, 200, headersFor(rules, pathname))
      const notFound = path.join(root, '404.html')
      if (await isFile(notFound))
        return send(request, response, notFound, 404, headersFor(rules, '/*'))
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
}
