import { beforeAll, describe, expect, it } from 'vitest'
import { limits } from '@/schemas/vocabulary'
import { corpusExpectations } from '@/seed/content/expectations'
import { buildDataset } from '@/seed/lib/buildDataset'
import { formatIssue } from '@/seed/lib/issues'
import {
  articleOf,
  type Breakage,
  contentCopy,
  expectRefused,
  imagesDir,
  scratchSeedDir,
} from '@/tests/unit/seed/fixtures'

const article = articleOf
/** The Studio's words for a reference to no document, which the seed prints as they are. */
const notPublished = (id: string) =>
  `Refers to ${id}, which is not published; publish it, or pick a published one`
/** Where a block added at the end of the H-1B story's body lands, however long the story is. */
const nextBlock = `body[${articleOf(await contentCopy(), 'h1b-changes').article.body.length}]`

const badDocuments: Breakage[] = [
  {
    name: 'a publish date that is not a date',
    break: (c) => void (article(c, 'h1b-changes').article.publishedAt = '22/09/2025'),
    expected: 'article-h1b-changes › publishedAt: must be a date as YYYY-MM-DD',
  },
  {
    name: 'a hero image without alt text',
    break: (c) => void (article(c, 'h1b-changes').article.hero.alt = '  '),
    expected: 'article-h1b-changes › hero.alt: must not be empty',
  },
  {
    name: 'a hero image file that does not exist',
    break: (c) => void (article(c, 'h1b-changes').article.hero.file = 'missing-hero.png'),
    expected:
      'article-h1b-changes › hero.file: image file "missing-hero.png" is not in seed/images',
  },
  {
    name: 'key points with only two',
    break: (c) => {
      const brief = article(c, 'h1b-changes').article.body.find(
        (block) => block.type === 'diveBrief',
      )
      if (brief?.type === 'diveBrief') brief.points = brief.points.slice(0, 2)
    },
    expected: 'article-h1b-changes › body[1].points: needs 3 to 5 items',
  },
  {
    name: 'a body block of an unknown type',
    break: (c) => void article(c, 'h1b-changes').article.body.push({ type: 'video' } as never),
    expected: `article-h1b-changes › ${nextBlock}.type: is not a known block type`,
  },
  {
    name: 'a citation with an http URL',
    break: (c) =>
      void (article(c, 'h1b-changes').article.citations[0]!.url = 'http://example.com/story'),
    expected: 'article-h1b-changes › citations[0].url: must be an https URL',
  },
  {
    name: 'an article too short to read in 4 minutes',
    break: (c) => {
      const body = article(c, 'osha-keeling-confirmation').article.body
      body.splice(3, body.length - 3)
    },
    expected: `article-osha-keeling-confirmation › body: reads in 2 min; articles must read in ${limits.readMinutesMin} to ${limits.readMinutesMax} min`,
  },
  {
    name: 'a summary linking to an article that does not exist',
    break: (c) => void (article(c, 'h1b-changes').summaries[0]!.article = 'h1b-change'),
    expected: `summary-h1b-changes-talent › article: ${notPublished('article-h1b-change')}`,
  },
  {
    name: 'a summary in a category that does not exist',
    break: (c) =>
      void ((article(c, 'starbucks-dress-code').summaries[0]!.categories as string[]) = ['sports']),
    expected: `summary-starbucks-dress-code › categories[0]: ${notPublished('category-sports')}`,
  },
  {
    name: 'two summaries with the same id',
    break: (c) => void (article(c, 'h1b-changes').summaries[1]!.id = 'summary-h1b-changes-talent'),
    expected:
      'summary-h1b-changes-talent › id: id "summary-h1b-changes-talent" is used by 2 summaries: seed/content/articles/h1b-changes.ts summaries[0] and seed/content/articles/h1b-changes.ts summaries[1]; each needs its own',
  },
  {
    name: 'a home page trending a summary that does not exist',
    break: (c) => void (c.home.trending[2] = 'summary-nothing'),
    expected: `homePage › trending[2]: ${notPublished('summary-nothing')}`,
  },
  {
    name: 'a home page with two trending stories',
    break: (c) => void c.home.trending.pop(),
    expected: 'homePage › trending: needs exactly 3 summaries',
  },
  {
    name: 'a missing category',
    break: (c) => void c.categories.splice(3, 1),
    expected: 'category-analytics › (document): the analytics category is missing',
  },
  {
    name: 'a featured story that is not the H-1B article',
    break: (c) => void (c.home.featured = 'summary-starbucks-dress-code'),
    expected: 'homePage › featured: must be a card of "h1b-changes"',
  },
]

describe('the seed rejects bad documents', () => {
  let dir: string

  beforeAll(async () => {
    dir = await scratchSeedDir()
  })

  it.each(badDocuments)('rejects $name, naming the document and field, and writes nothing', (bad) =>
    expectRefused(dir, bad),
  )
})

describe('the seed checks the counts of the published corpus', () => {
  it('names the listing that loses a card when one summary is removed', async () => {
    const content = await contentCopy()
    const lufthansa = content.articles.find((m) => m.article.slug === 'lufthansa-job-cuts')!
    lufthansa.summaries = lufthansa.summaries.filter(
      (s) => s.id !== 'summary-lufthansa-job-cuts-analytics',
    )
    const result = await buildDataset(content, { imagesDir, expectations: corpusExpectations })
    expect(result.ok).toBe(false)
    const messages = result.ok ? [] : result.issues.map(formatIssue)
    expect(messages).toContain('dataset › summaries: needs 29 summary cards, found 28')
    expect(messages).toContain(
      'category-analytics › summaries: needs 8 cards in the analytics listing, found 7',
    )
  })

  it('names the article left without any card', async () => {
    const content = await contentCopy()
    content.articles.find((m) => m.article.slug === 'deloitte-healthcare-proactive')!.summaries = []
    const result = await buildDataset(content, { imagesDir, expectations: corpusExpectations })
    const messages = result.ok ? [] : result.issues.map(formatIssue)
    expect(messages).toContain(
      'article-deloitte-healthcare-proactive › summaries: has no summary card linking to it',
    )
  })
})
