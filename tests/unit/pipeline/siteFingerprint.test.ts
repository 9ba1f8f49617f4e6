import { createHash } from 'node:crypto'
import { link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteFingerprint } from '@/scripts/pipeline/siteFingerprint'

async function write(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), text)
  }
}

/** A site and a functions folder side by side, each file given or its default. */
async function fingerprintOf(
  site: Record<string, string> = {},
  functions: Record<string, string> = {},
  snapshot = 'snap1',
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fingerprint-'))
  await write(path.join(dir, 'out'), {
    'index.html': '<p>Today</p>',
    'pagefind/filter/en_1.pf_filter': 'a',
    'snapshot.json': '{"hash":"snap1"}',
    ...site,
  })
  await write(path.join(dir, 'functions'), { 'api/contact.ts': 'one', ...functions })
  return siteFingerprint(path.join(dir, 'out'), snapshot, path.join(dir, 'functions'))
}

describe("the site's fingerprint", () => {
  it('is the same for the same pages, snapshot and code, whatever Pagefind or the record wrote', async () => {
    const first = await fingerprintOf()
    expect(await fingerprintOf()).toBe(first)
    expect(
      await fingerprintOf({ 'pagefind/filter/en_2.pf_filter': 'b', 'snapshot.json': '{}' }),
    ).toBe(first)
  })

  it('moves with a page (a date label), a Function or the snapshot', async () => {
    const first = await fingerprintOf()
    const others = await Promise.all([
      fingerprintOf({ 'index.html': '<p>Yesterday</p>' }),
      fingerprintOf({ 'about.html': '' }),
      fingerprintOf({}, { 'api/contact.ts': 'two' }),
      fingerprintOf({}, {}, 'snap2'),
    ])
    expect(new Set([first, ...others]).size).toBe(5)
  })

  it("takes a kept file's recorded sha256 for the site's file only while it is that very file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fingerprint-'))
    const [kept, site] = [path.join(dir, 'kept'), path.join(dir, 'out')]
    await write(dir, { 'kept/index.html': '<p>Today</p>', 'functions/api/contact.ts': 'one' })
    await mkdir(site)
    await link(path.join(kept, 'index.html'), path.join(site, 'index.html'))
    const fingerprint = (hash?: string) =>
      siteFingerprint(
        site,
        'snap1',
        path.join(dir, 'functions'),
        hash ? { dir: kept, hashes: { 'index.html': hash } } : undefined,
      )
    const read = await fingerprint()
    expect(await fingerprint(createHash('sha256').update('<p>Today</p>').digest('hex'))).toBe(read)
    // Unread: the record stands for the file, so another record makes another fingerprint.
    expect(await fingerprint('0'.repeat(64))).not.toBe(read)
    // Replaced since (another inode), the file is read, its record ignored.
    await rm(path.join(site, 'index.html'))
    await writeFile(path.join(site, 'index.html'), '<p>Today</p>')
    expect(await fingerprint('0'.repeat(64))).toBe(read)
  })
})
