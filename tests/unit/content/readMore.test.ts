import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { forgetSnapshots } from '@/lib/content/source'
import type { SeedContent } from '@/seed/content/types'
import { runSeed } from '@/seed/lib/runSeed'
import { contentCopy, scratchSeedDir } from '@/tests/unit/seed/fixtures'

/**
 * "Read more" on a corpus of three stories: each has only two others to offer, so a block that
 * let the current story in would show it in the third place.
 */

let content: typeof import('@/lib/content')
let slugs: string[]

beforeAll(async () => {
  const authored = await contentCopy()
  const three = authored.articles.slice(0, 3)
  const cards = three.flatMap((module) => module.summaries)
  const small: SeedContent = {
    ...authored,
    articles: three,
    home: { featured: cards[0]!.id, trending: cards.slice(0, 3).map((card) => card.id) },
  }
  const dir = await scratchSeedDir()
  const outFile = path.join(dir, 'dataset.ndjson')
  expect(await runSeed({ content: small, outFile, log: () => {} })).toBe(0)
  vi.stubEnv('CONTENT_DATASET_FILE', outFile)
  forgetSnapshots()
  content = await import('@/lib/content')
  slugs = three.map((module) => module.article.slug)
})

describe('read more, when there are few stories', () => {
  it('offers every other story and never the one being read', async () => {
    for (const slug of slugs) {
      const hrefs = (await content.getArticle(slug))!.readMore.map((item) => item.href)
      expect(hrefs).toHaveLength(2)
      expect(hrefs).not.toContain(`/article/${slug}`)
    }
  })
})
