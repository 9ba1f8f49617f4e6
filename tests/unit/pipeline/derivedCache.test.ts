import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cached, emptyStats, inputHash } from '@/scripts/pipeline/derivedCache'

let saved: string | undefined
beforeEach(async () => {
  saved = process.env.BUILD_CACHE_DIR
  process.env.BUILD_CACHE_DIR = await mkdtemp(path.join(tmpdir(), 'build-cache-'))
})
afterEach(() => {
  if (saved === undefined) delete process.env.BUILD_CACHE_DIR
  else process.env.BUILD_CACHE_DIR = saved
})

/** A recipe that counts how often it runs. */
function counter() {
  let runs = 0
  return {
    make: async () => Buffer.from(`made ${++runs}`),
    runs: () => runs,
  }
}

describe('the build cache', () => {
  it('never makes an unchanged input twice', async () => {
    const recipe = counter()
    const stats = emptyStats()
    const key = inputHash('card', 'Same headline', 'image-1')
    const first = await cached('og', key, recipe.make, stats)
    const second = await cached('og', key, recipe.make, stats)
    expect(recipe.runs()).toBe(1)
    expect(second).toEqual(first)
    expect(stats).toEqual({ hits: 1, made: 1 })
  })

  it('always makes a changed input again', async () => {
    const recipe = counter()
    const stats = emptyStats()
    await cached('og', inputHash('card', 'Old headline', 'image-1'), recipe.make, stats)
    const changed = await cached(
      'og',
      inputHash('card', 'New headline', 'image-1'),
      recipe.make,
      stats,
    )
    expect(recipe.runs()).toBe(2)
    expect(changed.toString()).toBe('made 2')
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
