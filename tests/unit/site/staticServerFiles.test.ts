import type { FileHandle } from 'node:fs/promises'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createStaticServer } from '@/scripts/staticServer'

/**
 * Every file the server opens is closed again, even when the reader leaves while it is being
 * opened: a server left with open files runs out of them under a stream of cut requests.
 */

const opened: FileHandle[] = []
let held: Promise<void> | undefined

vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>()
  return {
    ...original,
    open: async (...args: Parameters<typeof original.open>) => {
      const handle = await original.open(...args)
      opened.push(handle)
      await held
      return handle
    },
  }
})

let base: string
let close: () => void

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'out-'))
  await writeFile(path.join(root, 'about.html'), `<h1>about</h1>${'<p>words</p>'.repeat(5000)}`)
  const server = createStaticServer(root, { log: () => undefined }).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

afterAll(() => close())

it('closes a file it opened for a reader who left before it was open', async () => {
  let release = () => {}
  held = new Promise((resolve) => (release = resolve))
  const leaving = httpRequest(`${base}/about`).on('error', () => undefined)
  leaving.end()
  await vi.waitFor(() => expect(opened).toHaveLength(1))
  leaving.destroy()
  // The server notices the reader has gone before the file is open.
  await new Promise((resolve) => setTimeout(resolve, 100))
  release()
  held = undefined
  await vi.waitFor(() => expect(opened[0]!.fd).toBe(-1))
})
