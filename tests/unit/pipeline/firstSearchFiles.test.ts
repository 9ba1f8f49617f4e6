import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { firstSearchFiles } from '@/scripts/pipeline/firstSearchFiles'

let dir: string
const entry = (languages: unknown) =>
  writeFile(path.join(dir, 'pagefind-entry.json'), JSON.stringify({ languages }))

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'first-files-'))
  await mkdir(path.join(dir, 'filter'))
  await entry({ en: { hash: 'en_abc', wasm: 'en', page_count: 2 } })
  for (const file of ['pagefind.en_abc.pf_meta', 'wasm.en.pagefind', 'filter/en_2.pf_filter'])
    await writeFile(path.join(dir, file), 'x')
  await writeFile(path.join(dir, 'filter', 'en_1.pf_filter'), 'x')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('firstSearchFiles', () => {
  it("lists the bundle's metadata, WebAssembly and every filter chunk, as served", async () => {
    expect(await firstSearchFiles(dir, '/pagefind/', { webAssembly: true })).toEqual([
      '/pagefind/pagefind.en_abc.pf_meta',
      '/pagefind/wasm.en.pagefind',
      '/pagefind/filter/en_1.pf_filter',
      '/pagefind/filter/en_2.pf_filter',
    ])
  })

  it('leaves out the WebAssembly of a bundle merged into the first', async () => {
    expect(await firstSearchFiles(dir, '/pagefind/part-2/', { webAssembly: false })).toEqual([
      '/pagefind/part-2/pagefind.en_abc.pf_meta',
      '/pagefind/part-2/filter/en_1.pf_filter',
      '/pagefind/part-2/filter/en_2.pf_filter',
    ])
  })

  it('refuses an entry that does not list one language with its files', async () => {
    await entry({ en: { hash: 'en_abc', wasm: 'en' }, fr: { hash: 'fr_abc', wasm: 'fr' } })
    await expect(firstSearchFiles(dir, '/pagefind/', { webAssembly: true })).rejects.toThrow(
      /pagefind-entry\.json should list one language/,
    )
    await entry({ en: { page_count: 2 } })
    await expect(firstSearchFiles(dir, '/pagefind/', { webAssembly: true })).rejects.toThrow(
      /one language/,
    )
    await writeFile(path.join(dir, 'pagefind-entry.json'), '{"languages":{"en":{"hash":"en_a')
    await expect(firstSearchFiles(dir, '/pagefind/', { webAssembly: true })).rejects.toThrow(
      /pagefind-entry\.json is not the JSON Pagefind writes/,
    )
  })

  it('names a file the entry points to that is not there', async () => {
    await entry({ en: { hash: 'en_missing', wasm: 'en' } })
    await expect(firstSearchFiles(dir, '/pagefind/', { webAssembly: true })).rejects.toThrow(
      `${path.join(dir, 'pagefind.en_missing.pf_meta')} is named by the index but was not written.`,
    )
  })
})
