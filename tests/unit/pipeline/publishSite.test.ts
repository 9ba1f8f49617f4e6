import * as fs from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  describeOut,
  previousOf,
  publishSite,
  recoverOut,
  type SwapOperations,
} from '@/scripts/pipeline/publishSite'
import { crashingAt } from '@/tests/unit/pipeline/crashingAt'

const pages = ['index.html', 'about.html', 'article/a.html', 'snapshot.json']

/** A whole site of one build: each file says which build wrote it. */
async function site(dir: string, version: string): Promise<void> {
  await fs.mkdir(path.join(dir, 'article'), { recursive: true })
  for (const page of pages)
    await writeFile(
      path.join(dir, page),
      page === 'snapshot.json' ? JSON.stringify({ hash: version }) : version,
    )
}

/** What out/ holds: the one build all its files come from, or how it is not whole. */
async function outHolds(outDir: string): Promise<string> {
  if (!existsSync(outDir)) return 'no out/'
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
  if (files.sort().join() !== [...pages].sort().join()) return `files ${files.join()}`
  const versions = new Set<string>()
  for (const page of pages) {
    const text = await readFile(path.join(outDir, page), 'utf8')
    versions.add(page === 'snapshot.json' ? (JSON.parse(text) as { hash: string }).hash : text)
  }
  return [...versions].join()
}

/** The swap's file operations, failing from the n-th on. */
const crashing = (n: number) => crashingAt<SwapOperations>(n, { rename: fs.rename, rm: fs.rm })

async function checkout(): Promise<{ outDir: string; siteDir: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'swap-'))
  const outDir = path.join(root, 'out')
  const siteDir = path.join(root, '.cache', 'site')
  await site(outDir, 'v1')
  await site(siteDir, 'v2')
  return { outDir, siteDir }
}

describe('replacing out/ with a new site', () => {
  it('puts the new site in out/ and leaves nothing of the old one', async () => {
    const { outDir, siteDir } = await checkout()
    await publishSite(siteDir, outDir)
    expect(await outHolds(outDir)).toBe('v2')
    expect(existsSync(previousOf(outDir))).toBe(false)
    expect(existsSync(siteDir)).toBe(false)
  })

  it('leaves a whole site in out/ wherever it stops, once the next build starts', async () => {
    const whole = crashing(0)
    const first = await checkout()
    await publishSite(first.siteDir, first.outDir, whole.ops)
    const operations = whole.count()
    expect(operations).toBeGreaterThanOrEqual(3)
    for (let n = 1; n <= operations; n += 1) {
      const { outDir, siteDir } = await checkout()
      await expect(publishSite(siteDir, outDir, crashing(n).ops)).rejects.toThrow(
        `crash at operation ${n}`,
      )
      // What the build says then is true of what is there.
      const said = describeOut(outDir)
      const holds = await outHolds(outDir)
      if (holds === 'no out/') {
        expect(said).toMatch(/out\/ is missing; the last good site is whole in out\.previous\//)
        expect(await outHolds(previousOf(outDir))).toBe('v1')
      } else expect(said).toBe(`out/ holds the site of snapshot ${holds}.`)
      // The next build's first act.
      await recoverOut(outDir)
      expect(['v1', 'v2'], `stopped at operation ${n}`).toContain(await outHolds(outDir))
      expect(existsSync(previousOf(outDir))).toBe(false)
    }
  })

  it('says there is no out/ only when there is none', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'swap-'))
    expect(describeOut(path.join(root, 'out'))).toBe(
      'out/ does not exist, and this build made none.',
    )
  })
})
