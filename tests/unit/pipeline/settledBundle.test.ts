import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { settledBundle } from '@/scripts/pipeline/settledBundle'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bundle-'))
  await mkdir(path.join(dir, 'fragment'))
  await writeFile(
    path.join(dir, 'pagefind-entry.json'),
    JSON.stringify({ languages: { en: { page_count: 2 } } }),
  )
  await writeFile(path.join(dir, 'pagefind.js'), 'const a=1;export{a};')
  await writeFile(path.join(dir, 'fragment', 'en_1.pf_fragment'), gzipSync('one'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('settledBundle', () => {
  it('passes a bundle whose files are whole and whose entry lists every page', async () => {
    expect(await settledBundle(dir, 2, { waitMs: 0 })).toBeNull()
  })

  it('names a compressed file cut short', async () => {
    const whole = gzipSync('a fragment of some length, '.repeat(20))
    await writeFile(path.join(dir, 'fragment', 'en_2.pf_fragment'), whole.subarray(0, 40))
    expect(await settledBundle(dir, 2, { waitMs: 0 })).toBe(
      `${path.join('fragment', 'en_2.pf_fragment')} is not whole (it does not decompress).`,
    )
  })

  it('names a script cut short, unless it is one the site does not ship', async () => {
    await writeFile(path.join(dir, 'pagefind-ui.js'), 'const ui=(')
    expect(await settledBundle(dir, 2, { waitMs: 0 })).toBe(
      'pagefind-ui.js is not whole (it stops mid-script).',
    )
    expect(await settledBundle(dir, 2, { waitMs: 0, skipped: /^pagefind-ui\./ })).toBeNull()
  })

  it('names an entry that lists fewer pages than the bundle holds, or none', async () => {
    expect(await settledBundle(dir, 3, { waitMs: 0 })).toBe(
      'pagefind-entry.json lists 2 pages, but the bundle holds 3 articles.',
    )
    await writeFile(path.join(dir, 'pagefind-entry.json'), '{"languages":')
    expect(await settledBundle(dir, 2, { waitMs: 0 })).toBe(
      'pagefind-entry.json is missing or not whole.',
    )
  })

  it('waits for a file that is still being written', async () => {
    const whole = gzipSync('late fragment')
    await writeFile(path.join(dir, 'fragment', 'en_3.pf_fragment'), whole.subarray(0, 5))
    setTimeout(() => void writeFile(path.join(dir, 'fragment', 'en_3.pf_fragment'), whole), 150)
    expect(await settledBundle(dir, 2, { waitMs: 3000 })).toBeNull()
  })
})
