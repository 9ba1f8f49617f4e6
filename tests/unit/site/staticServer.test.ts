import { request as httpRequest } from 'node:http'
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises'
import { createServer as createSocketServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { assetPaths } from '@/lib/security/policy'
import { createStaticServer } from '@/scripts/staticServer'

let base: string
let close: () => void
const logged: string[] = []

// The site's own shape: a page header on every path, detached again from the asset folders.
const headersFile = `/*
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
${assetPaths.map((assetPath) => `\n${assetPath}\n  ! X-Frame-Options\n`).join('')}`

const aboutPage = `<h1>about</h1>${'<p>words</p>'.repeat(50)}`

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'out-'))
  const outside = await mkdtemp(path.join(tmpdir(), 'outside-'))
  await writeFile(path.join(outside, 'secret.txt'), 'secret')
  await mkdir(path.join(root, 'category'))
  await mkdir(path.join(root, '_next', 'static'), { recursive: true })
  await mkdir(path.join(root, '.git'))
  await writeFile(path.join(root, 'index.html'), '<h1>home</h1>')
  await writeFile(path.join(root, 'about.html'), aboutPage)
  await writeFile(path.join(root, 'category', 'talent.html'), '<h1>talent</h1>')
  await writeFile(path.join(root, '404.html'), '<h1>missing</h1>')
  await writeFile(path.join(root, '_next', 'static', 'app.js'), 'console.log(1)')
  await writeFile(path.join(root, '_headers'), headersFile)
  await writeFile(path.join(root, '.env'), 'TOKEN=secret')
  await writeFile(path.join(root, '.git', 'config'), '[core]')
  await symlink(outside, path.join(root, 'linked-folder'))
  await symlink(path.join(outside, 'secret.txt'), path.join(root, 'linked.txt'))
  // Files that fail to read: a link to itself (ELOOP), and a socket, which lstat finds and open refuses.
  await symlink(path.join(root, 'loop.txt'), path.join(root, 'loop.txt'))
  const socket = createSocketServer().listen(path.join(root, 'socket.txt'))
  await new Promise((resolve) => socket.once('listening', resolve))
  const server = createStaticServer(root, { log: (line) => logged.push(line) }).listen(
    0,
    '127.0.0.1',
  )
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => {
    server.close()
    socket.close()
  }
})

afterAll(() => close())
beforeEach(() => void logged.splice(0))

/** A raw request: fetch would decode bodies and follow redirects, hiding what the server sent. */
function get(
  pathname: string,
  headers: Readonly<Record<string, string>> = {},
  method = 'GET',
  target = pathname,
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      // `path` is sent as given (no URL parsing), the way an attacker's client sends it.
      httpRequest(base, { method, headers, path: target }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
        .on('error', reject)
        .end()
    },
  )
}

describe('the static server', () => {
  it('serves clean URLs from .html files', async () => {
    const response = await get('/category/talent')
    expect(response.status).toBe(200)
    expect(response.body.toString()).toBe('<h1>talent</h1>')
  })

  it('serves the home page at /', async () => {
    expect((await get('/')).body.toString()).toBe('<h1>home</h1>')
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await get('/nowhere')
    expect(response.status).toBe(404)
    expect(response.body.toString()).toBe('<h1>missing</h1>')
  })

  it.each([
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/category/talent.html', '/category/talent'],
    ['/category/index.html', '/category'],
    ['/about/index.html/', '/about'],
    ['//about', '/about'],
    ['/about//', '/about'],
  ])('redirects %s to %s in one step, as a host with clean URLs does', async (from, to) => {
    const response = await get(from)
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe(to)
  })

  it.each(['//evil.com/', '//evil.com/index.html', '///evil.com//', '//evil.com/about.html'])(
    'keeps the redirect of %s on this site',
    async (pathname) => {
      const response = await get(pathname)
      expect(response.status).toBe(301)
      const location = String(response.headers.location)
      expect(location).toMatch(/^\/[^/\\]/)
      expect(new URL(location, base).origin).toBe(base)
    },
  )

  it.each(['/', '/about', '/%61bout', '/index.html', '/about.html', '/nowhere'])(
    'applies the headers file to %s',
    async (pathname) => {
      expect((await get(pathname)).headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      })
    },
  )

  it('detaches a header where a later rule of the headers file says so', async () => {
    const response = await get('/_next/static/app.js')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBeUndefined()
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/..%2F..%2Fetc%2Fpasswd', '/.env', '/.git/config', '/_headers', '/%2Eenv'])(
    'never serves %s',
    async (pathname) => {
      const response = await get(pathname)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.body.toString()).not.toMatch(/TOKEN|\[core\]|root:|X-Frame/)
    },
  )

  it.each(['/linked.txt', '/linked-folder/secret.txt'])(
    'never follows a symlink out of its root (%s)',
    async (pathname) => {
      const response = await get(pathname)
      expect(response.status).toBe(404)
      expect(response.body.toString()).not.toContain('secret')
    },
  )

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/about', {}, 'HEAD')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body.length).toBe(0)
  })

  it('answers a byte range with 206 and that part of the file', async () => {
    const response = await get('/about', { Range: 'bytes=4-8', 'Accept-Encoding': 'gzip' })
    expect(response.status).toBe(206)
    expect(response.headers['content-range']).toMatch(/^bytes 4-8\/\d+$/)
    expect(response.body.toString()).toBe('about')
  })

  it('compresses HTML with gzip or brotli, as the client accepts', async () => {
    const gzip = await get('/about', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toMatch(/^<h1>about<\/h1>/)
    const brotli = await get('/about', { 'Accept-Encoding': 'br, gzip' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toMatch(/^<h1>about<\/h1>/)
  })

  it('refuses methods other than GET and HEAD', async () => {
    const response = await get('/about', {}, 'POST')
    expect(response.status).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD')
  })

  it('logs a failure to read a file in one line, and answers 500', async () => {
    // serve-handler prints the error of a 500 itself, except under NODE_ENV=test.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const response = await get('/loop.txt')
      expect(response.status).toBe(500)
      expect(logged).toEqual(['Static server: could not read "loop.txt": ELOOP'])
      const output = printed.mock.calls.map((args) => args.map(String).join(' ')).join('\n')
      expect(output).not.toMatch(/\bat |loop\.txt|\n/)
    } finally {
      vi.unstubAllEnvs()
      printed.mockRestore()
    }
  })

  it('answers 500 for a file that fails to open, and keeps serving', async () => {
    const response = await get('/socket.txt')
    expect(response.status).toBe(500)
    expect(logged).toEqual(['Static server: could not open "socket.txt": ENXIO'])
    expect((await get('/about')).status).toBe(200)
  })
})

const refusedBody = 'Bad request: this address cannot name a page of this site. Check the link.\n'

describe('a path that could be read two ways', () => {
  it.each([
    ...assetPaths.map((assetPath) => `${assetPath.slice(0, -2)}%2f..%2fabout`),
    '/_next%2F..%2Fabout',
    '/_next%2fstatic%2fapp.js',
    '/_next%5c..%5cabout',
    '/_next\\..\\about',
    '/_next/../about',
    '/_next/%2e%2e/about',
    '/_next/.%2E/about',
    '/media/./../about',
    '/./about',
    '/%2e%2e/about',
  ])('is refused with 400 and the page headers, not served: %s', async (pathname) => {
    const response = await get(pathname)
    expect(response.status).toBe(400)
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.body.toString()).toBe(refusedBody)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^Static server: refused GET ".*" \(400: /)
  })

  it('never serves the about page without its page headers, however the path is spelt', async () => {
    // An asset folder (whose rule detaches the page headers), then segments and separators each
    // spelt the ways a client may spell them, ending at the about page.
    const folder = fc.constantFrom(...assetPaths.map((assetPath) => assetPath.slice(1, -2)))
    const segment = fc.constantFrom(
      ...['..', '.', '%2e%2e', '.%2E', 'static', 'about', 'abou%74', 'index.html', ''],
    )
    const separator = fc.constantFrom('/', '//', '%2f', '%2F', '%5c', '%5C', '\\', '%252f')
    const spelling = fc
      .tuple(folder, separator, fc.array(fc.tuple(segment, separator), { maxLength: 3 }))
      .map(([first, after, parts]) => {
        const rest = parts.map(([name, separatorAfter]) => name + separatorAfter).join('')
        return `/${first}${after}${rest}about`
      })
    await fc.assert(
      fc.asyncProperty(spelling, async (pathname) => {
        const response = await get(pathname)
        if (response.body.toString() === aboutPage)
          expect(response.headers['x-frame-options']).toBe('DENY')
        if (response.headers.location)
          expect(new URL(String(response.headers.location), base).origin).toBe(base)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('a request the server cannot answer with a page', () => {
  it.each(['/%00', '/about%00', '/%ZZ', '/about%0a', '/%09/about', '/%7f'])(
    'answers %s with 400 and one short log line, no stack trace',
    async (pathname) => {
      const response = await get(pathname)
      expect(response.status).toBe(400)
      expect(response.body.toString()).toBe(refusedBody)
      expect(logged).toHaveLength(1)
      expect(logged[0]).not.toMatch(/\n|\bat /)
      expect(logged[0]).toMatch(/^Static server: refused GET "[\x20-\x7e]*" \(400: [a-z -]+\)$/)
    },
  )

  it.each([
    ['a 10 KB path', `/${'a'.repeat(10_000)}`],
    ['a segment longer than a file name', `/${'a'.repeat(300)}`],
    ['a 6 KB path of short segments', `/${'aaaa/'.repeat(1200)}about`],
  ])('answers %s with 414, logging a bounded excerpt', async (_, pathname) => {
    const response = await get(pathname)
    expect(response.status).toBe(414)
    expect(response.body.toString()).not.toContain('aaaa')
    expect(logged).toHaveLength(1)
    expect(logged[0]!.length).toBeLessThan(200)
  })

  it('answers a range past the end with 416, its size, and no body', async () => {
    const response = await get('/about', { Range: 'bytes=100000-' })
    expect(response.status).toBe(416)
    expect(response.headers['content-range']).toBe(`bytes */${aboutPage.length}`)
    expect(response.body.length).toBe(0)
  })

  it('still gives a satisfiable range its own length', async () => {
    const response = await get('/about', { Range: 'bytes=0-9' })
    expect(response.status).toBe(206)
    expect(response.headers['content-length']).toBe('10')
  })

  it.each([
    [400, '/_next%2f..%2fabout', {}, 'GET'],
    [404, '/nowhere', {}, 'GET'],
    [405, '/about', {}, 'DELETE'],
    [414, `/${'a'.repeat(2000)}`, {}, 'GET'],
    [416, '/about', { Range: 'bytes=100000-' }, 'GET'],
    [500, '/loop.txt', {}, 'GET'],
    [301, '/index.html', {}, 'GET'],
    [400, '/%00', {}, 'HEAD'],
  ] as const)(
    'gives a %i answer the headers of its path (%s)',
    async (status, pathname, headers, method) => {
      const response = await get(pathname, headers, method)
      expect(response.status).toBe(status)
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      })
    },
  )

  it('refuses a request target that is not a path', async () => {
    const response = await get('', {}, 'GET', 'http://evil.com/about')
    expect(response.status).toBe(400)
  })
})
