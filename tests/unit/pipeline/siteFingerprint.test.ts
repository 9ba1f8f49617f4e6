import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
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
})
