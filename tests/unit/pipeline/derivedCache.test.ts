import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cached, emptyStats, inputHash, writeWhole } from '@/scripts/pipeline/derivedCache'

beforeEach(async () =>
  vi.stubEnv('BUILD_CACHE_DIR', await mkdtemp(path.join(tmpdir(), 'build-cache-'))),
)

/** A recipe that counts how often it runs. */
function counter() {
  let runs = 0
  return {
    make: async () => Buffer.from(`made ${++runs}`),
    runs: () => runs,
  }
}

describe('the build cache', () => {
  it('writes one entry asked for twice at once whole, both times', async () => {
    const file = path.join(process.env.BUILD_CACHE_DIR!, 'entry')
    const bodies = [Buffer.alloc(4_000_000, 'a'), Buffer.alloc(3_000_000, 'b')]
    await Promise.all(bodies.map((body) => writeWhole(file, body)))
    expect(bodies.map(String)).toContain(await readFile(file, 'utf8'))
    expect(await readdir(path.dirname(file))).toEqual(['entry'])
  })

  it('never makes an unchanged input twice, and always makes a changed one again', async () => {
    const recipe = counter()
    const stats = emptyStats()
    const key = inputHash('card', 'Old headline', 'image-1')
    const first = await cached('og', key, recipe.make, stats)
    expect(await cached('og', key, recipe.make, stats)).toEqual(first)
    expect(stats).toEqual({ hits: 1, made: 1 })
    const changed = inputHash('card', 'New headline', 'image-1')
    expect((await cached('og', changed, recipe.make, stats)).toString()).toBe('made 2')
    expect(stats).toEqual({ hits: 1, made: 2 })
  })

  it('keys on every input, bytes included', () => {
    expect(inputHash('a', Buffer.from([1]))).not.toBe(inputHash('a', Buffer.from([2])))
    expect(inputHash('a', 'b')).not.toBe(inputHash('ab'))
  })

  it('leaves no half-written file when a recipe fails', async () => {
    const stats = emptyStats()
    await expect(
      cached('og', 'broken', async () => Promise.reject(new Error('encoder crashed')), stats),
    ).rejects.toThrow('encoder crashed')
    const dir = path.join(process.env.BUILD_CACHE_DIR!, 'og')
    const files = await readdir(dir).catch(() => [])
    expect(files).toEqual([])
  })
})
