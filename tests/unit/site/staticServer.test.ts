import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer } from '@/scripts/staticServer'

let base: string
let close: () => void

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'out-'))
  await mkdir(path.join(root, 'category'))
  await writeFile(path.join(root, 'index.html'), '<h1>home</h1>')
  await writeFile(path.join(root, 'about.html'), '<h1>about</h1>')
  await writeFile(path.join(root, 'category', 'talent.html'), '<h1>talent</h1>')
  await writeFile(path.join(root, '404.html'), '<h1>missing</h1>')
  await writeFile(path.join(tmpdir(), 'secret.txt'), 'secret')
  const server = createStaticServer(root).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

afterAll(() => close())

describe('the static server', () => {
  it('serves clean URLs from .html files', async () => {
    const response = await fetch(`${base}/category/talent`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('<h1>talent</h1>')
  })

  it('serves the home page at /', async () => {
    expect(await (await fetch(`${base}/`)).text()).toBe('<h1>home</h1>')
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await fetch(`${base}/nowhere`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<h1>missing</h1>')
  })

  it('never serves a file outside its root', async () => {
    const response = await fetch(`${base}/..%2Fsecret.txt`)
    expect(response.status).toBe(404)
  })

  it('compresses HTML for clients that accept gzip', async () => {
    const { request } = await import('node:http')
    const body = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      request(`${base}/about`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
        )
      })
        .on('error', reject)
        .end()
    })
    expect(body.encoding).toBe('gzip')
    expect(gunzipSync(body.bytes).toString()).toBe('<h1>about</h1>')
  })
})
