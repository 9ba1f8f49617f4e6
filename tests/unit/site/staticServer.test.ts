import { request as httpRequest } from 'node:http'
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStaticServer } from '@/scripts/staticServer'

let base: string
let close: () => void
const logged: string[] = []

const headersFile = `/*
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY

/_next/*
  ! X-Frame-Options
`

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'out-'))
  const outside = await mkdtemp(path.join(tmpdir(), 'outside-'))
  await writeFile(path.join(outside, 'secret.txt'), 'secret')
  await mkdir(path.join(root, 'category'))
  await mkdir(path.join(root, '_next', 'static'), { recursive: true })
  await mkdir(path.join(root, '.git'))
  await writeFile(path.join(root, 'index.html'), '<h1>home</h1>')
  await writeFile(path.join(root, 'about.html'), `<h1>about</h1>${'<p>words</p>'.repeat(50)}`)
  await writeFile(path.join(root, 'category', 'talent.html'), '<h1>talent</h1>')
  await writeFile(path.join(root, '404.html'), '<h1>missing</h1>')
  await writeFile(path.join(root, '_next', 'static', 'app.js'), 'console.log(1)')
  await writeFile(path.join(root, '_headers'), headersFile)
  await writeFile(path.join(root, '.env'), 'TOKEN=secret')
  await writeFile(path.join(root, '.git', 'config'), '[core]')
  await symlink(outside, path.join(root, 'linked-folder'))
  await symlink(path.join(outside, 'secret.txt'), path.join(root, 'linked.txt'))
  const server = createStaticServer(root, { log: (line) => logged.push(line) }).listen(
    0,
    '127.0.0.1',
  )
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

afterAll(() => close())
beforeEach(() => void logged.splice(0))

/** A raw request: fetch would decode bodies and follow redirects, hiding what the server sent. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(`${base}${pathname}`, { method, headers }, (response) => {
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
    ['/category/talent.html', '/category/talent'],
  ])('redirects %s to %s, as a host with clean URLs does', async (from, to) => {
    // serve-handler takes /index.html to / in two permanent hops, by way of /index.
    let location = from
    for (let hop = 0; hop < 2 && location !== to; hop++) {
      const response = await get(location)
      expect(response.status).toBe(301)
      location = String(response.headers.location)
    }
    expect(location).toBe(to)
  })

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

  it('logs a failure to read a file instead of swallowing it', async () => {
    // A name longer than the file system allows fails with ENAMETOOLONG, not "not found".
    const response = await get(`/${'a'.repeat(300)}`)
    expect(response.status).toBe(500)
    expect(logged.join('\n')).toMatch(/Static server: could not read .*ENAMETOOLONG/)
  })
})
